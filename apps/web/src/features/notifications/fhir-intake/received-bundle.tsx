import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/http/http-client';

type Props = { notificationId: number; bundle: Record<string, unknown> };

/** The bundle exactly as the hospital sent it, for whoever reads FHIR: shown formatted, or downloaded. */
export function ReceivedBundle({ notificationId, bundle }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = useMemo(() => (open ? JSON.stringify(bundle, null, 2) : ''), [open, bundle]);
  const download = () =>
    saveFile(
      {
        blob: new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' }),
        fileName: null,
        headers: new Headers(),
      },
      `fhir-bundle-${notificationId}.json`,
    );
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('notification.fhirIntake.bundleTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          aria-expanded={open}
          aria-controls={open ? 'fhir-intake-bundle' : undefined}
          onClick={() => setOpen((o) => !o)}
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
          data-testid="fhir-intake-bundle-toggle"
        >
          {t(open ? 'notification.fhirIntake.hideBundle' : 'notification.fhirIntake.showBundle')}
        </Button>
        <Button
          variant="text"
          size="small"
          startIcon={<DownloadIcon />}
          onClick={download}
          data-testid="fhir-intake-bundle-download"
        >
          {t('notification.fhirIntake.downloadBundle')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        {/* Focusable, so the long text scrolls by keyboard too (WCAG 2.1.1). */}
        <Box
          component="pre"
          id="fhir-intake-bundle"
          tabIndex={0}
          aria-label={t('notification.fhirIntake.bundleTitle')}
          data-testid="fhir-intake-bundle"
          sx={{
            mt: 1,
            mb: 0,
            p: 1.5,
            maxHeight: 420,
            overflow: 'auto',
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontSize: '0.75rem',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Box>
      </Collapse>
    </Box>
  );
}
