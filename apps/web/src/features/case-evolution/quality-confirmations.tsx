import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';

export type QualityConfirmationRow = {
  notificationId: number;
  checkId: string;
  checkName: string;
  confirmedBy: string;
  confirmedAt: string;
};

/** Issue 16: the consistency checks someone confirmed as verified on the case's notifications, who and when. */
export function QualityConfirmations({ rows }: { rows: readonly QualityConfirmationRow[] }) {
  const { t } = useTranslation();
  if (!rows.length) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="evolution-quality-confirmations">
      <Typography component="h3" variant="subtitle2">
        {t('evolution.qualityConfirmations')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rows.map((row) => (
          <Typography
            component="li"
            variant="body2"
            key={`${row.notificationId}-${row.checkId}-${row.confirmedAt}`}
          >
            {t('evolution.qualityConfirmation', {
              check: row.checkName,
              name: row.confirmedBy,
              date: formatDate(row.confirmedAt),
              notification: row.notificationId,
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
