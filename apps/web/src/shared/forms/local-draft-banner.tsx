import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format/date';
import type { LocalDraft } from './local-draft';

type Props = {
  offer: LocalDraft<unknown> | null;
  newerOnServer: boolean;
  onRestore: () => void;
  onDiscard: () => void;
  sx?: SxProps<Theme>;
};

/** The restore offer every form with a local draft shows: when it was typed, restore or discard. */
export function LocalDraftBanner({ offer, newerOnServer, onRestore, onDiscard, sx = { mb: 2 } }: Props) {
  const { t } = useTranslation();
  if (!offer) return null;
  return (
    <Alert
      severity="warning"
      data-testid="local-draft-offer"
      sx={sx}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" onClick={onDiscard} data-testid="local-draft-discard">
            {t('localDraft.discard')}
          </Button>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            onClick={onRestore}
            data-testid="local-draft-restore"
          >
            {t('localDraft.restore')}
          </Button>
        </Box>
      }
    >
      {t('localDraft.found', {
        date: formatDate(offer.savedAt),
        time: new Date(offer.savedAt).toLocaleTimeString(),
      })}
      {newerOnServer ? ` ${t('localDraft.newerOnServer')}` : ''}
    </Alert>
  );
}
