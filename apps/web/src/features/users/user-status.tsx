import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Checkbox from '@mui/material/Checkbox';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Spec 01 §2.7: a confirmed or pending icon for the account's e-mail. */
export function EmailConfirmedIcon({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation();
  const label = t(confirmed ? 'users.confirmed' : 'users.pending');
  return (
    <Tooltip title={label}>
      {confirmed ? (
        <CheckCircleIcon color="success" fontSize="small" aria-label={label} data-confirmed="true" />
      ) : (
        <ScheduleIcon color="warning" fontSize="small" aria-label={label} data-confirmed="false" />
      )}
    </Tooltip>
  );
}

/** Spec 01 §2.7: the deleted flag as a (read-only) checkbox. */
export function DeletedCheckbox({ deleted }: { deleted: boolean }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={deleted}
      disabled
      size="small"
      sx={{ p: 0.5 }}
      slotProps={{ input: { 'aria-label': t('users.deleted') } }}
    />
  );
}
