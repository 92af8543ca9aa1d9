import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, type FileRule, fileProblem } from '../../shared/files/file-rules';
import { translateMessage } from '../../shared/i18n/i18n';
import type { AgreementChoice } from './employee-values';
import { downloadAgreement, downloadAgreementTemplate } from './employees-api';

/** The server's rule for a signed agreement (a scan or the filled-in document, up to 20 MB, §9). */
const agreementRule: FileRule = {
  extensions: ['pdf', 'docx', 'doc', 'jpg', 'jpeg', 'png'],
  maxBytes: 20_971_520,
};

type Props = {
  employeeId: number;
  stored: { name: string; storageName: string } | null;
  value: AgreementChoice;
  onChange: (value: AgreementChoice) => void;
  readOnly: boolean;
};

/**
 * The data-processing agreement (spec 01 §3, §7.6): download the template generated for this unit
 * and employee, upload the signed file, clear it.
 */
export function EmployeeAgreement({ employeeId, stored, value, onChange, readOnly }: Props) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const current = value.file ? null : value.cleared ? null : stored;
  const choose = (file: File | undefined) => {
    if (!file) return;
    const code = fileProblem(file, agreementRule);
    setProblem(code);
    if (!code) onChange({ file, cleared: false });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }} data-testid="employee-agreement">
      <Typography variant="subtitle2" component="p">
        {t('employees.agreement')}
      </Typography>
      {employeeId > 0 ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadAgreementTemplate(employeeId, t('employees.agreementFileName'))}
          data-testid="agreement-template"
        >
          {t('employees.agreementTemplate')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('employees.agreementTemplateLater')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
        <DescriptionIcon color="action" fontSize="small" />
        {value.file ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('employees.agreementNew', { name: value.file.name })}
          </Typography>
        ) : current ? (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => void downloadAgreement(current.storageName, current.name)}
            sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            data-testid="agreement-stored"
          >
            {current.name}
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('employees.agreementNone')}
          </Typography>
        )}
      </Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('employees.agreementUpload')}
            <input
              hidden
              type="file"
              name="agreement"
              accept={acceptOf(agreementRule)}
              data-testid="agreement-input"
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
              data-testid="agreement-clear"
            >
              {t('employees.agreementClear')}
            </Button>
          )}
        </Box>
      )}
      <FormHelperText sx={{ m: 0 }} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ? translateMessage(problem) : readOnly ? '' : t('employees.agreementHint')}
      </FormHelperText>
    </Box>
  );
}
