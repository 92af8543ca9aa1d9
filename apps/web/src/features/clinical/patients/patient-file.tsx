import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type FileRule, fileProblem } from '../../../shared/files/file-rules';
import { translateMessage } from '../../../shared/i18n/i18n';
import type { FileChoice } from './patient-values';
import { downloadPatientFile } from './patients-api';

/** The server's rule for both files: a scan or the filled-in document, up to 20 MB (spec 01 §5). */
const rule: FileRule = { extensions: ['pdf', 'docx', 'doc', 'jpg', 'jpeg', 'png'], maxBytes: 20_971_520 };

type Props = {
  name: 'agreement' | 'socialSurvey';
  kind: number;
  label: string;
  stored: { name: string; storageName: string } | null;
  value: FileChoice;
  onChange: (value: FileChoice) => void;
  disabled?: boolean;
  /** Why it is disabled, or a server error on the field. */
  note?: string;
  error?: string;
};

/**
 * One single-file slot of the patient (upload kinds 2 and 3): the stored file opens by its link,
 * a new one is sent with the save, Remove clears it on save.
 */
export function PatientFile({ name, kind, label, stored, value, onChange, disabled, note, error }: Props) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const current = value.file || value.cleared ? null : stored;
  const choose = (file: File | undefined) => {
    if (!file) return;
    const code = fileProblem(file, rule);
    setProblem(code);
    if (!code) onChange({ file, cleared: false });
  };
  const message = problem ? translateMessage(problem) : error;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', minWidth: 0 }} data-testid={`${name}-slot`}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
        <DescriptionIcon color="action" fontSize="small" />
        {value.file ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('patients.file.new', { name: value.file.name })}
          </Typography>
        ) : current ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => void downloadPatientFile(current.storageName, kind, current.name)}
            sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            data-testid={`${name}-stored`}
          >
            {current.name}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('patients.file.none')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
        >
          {t('patients.file.upload')}
          <input
            hidden
            type="file"
            name={name}
            accept={acceptOf(rule)}
            disabled={disabled}
            data-testid={`${name}-input`}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {(value.file || current) && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => {
              setProblem(null);
              onChange({ file: null, cleared: true });
            }}
            data-testid={`${name}-clear`}
          >
            {t('patients.file.clear')}
          </Button>
        )}
      </Box>
      <FormHelperText sx={{ m: 0 }} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? note ?? t('patients.file.hint')}
      </FormHelperText>
    </Box>
  );
}
