import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { acceptOf, fileProblem, pdfRule } from '../../shared/files/file-rules';
import { translateMessage } from '../../shared/i18n/i18n';

export type PdfChoice = { file: File | null; problem: string | null };

/**
 * The PDF of a useful document (spec 01 §5: .pdf, at most 4,000,000 bytes). Shows the chosen file's
 * name, or the stored one's; `problem` is a message code (wrong type, too large, missing).
 */
export function PdfPicker({
  value,
  storedName,
  required,
  onChange,
}: {
  value: PdfChoice;
  storedName: string | null;
  required: boolean;
  onChange: (next: PdfChoice) => void;
}) {
  const { t } = useTranslation();
  const shownName = value.file?.name ?? storedName;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          color={value.problem ? 'error' : 'primary'}
        >
          {t(storedName ? 'documents.replaceFile' : 'documents.chooseFile')}
          {required ? ' *' : ''}
          <input
            hidden
            type="file"
            name="document"
            accept={acceptOf(pdfRule)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onChange({ file, problem: fileProblem(file, pdfRule) });
            }}
          />
        </Button>
        <Typography
          variant="body2"
          color={shownName ? 'text.primary' : 'text.secondary'}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          data-testid="document-file-name"
        >
          {shownName ?? t('documents.noFile')}
        </Typography>
      </Box>
      <FormHelperText error={Boolean(value.problem)} role={value.problem ? 'alert' : undefined}>
        {value.problem ? translateMessage(value.problem) : t('documents.fileHint')}
      </FormHelperText>
    </Box>
  );
}
