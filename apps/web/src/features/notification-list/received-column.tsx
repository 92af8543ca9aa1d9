import InboxIcon from '@mui/icons-material/MoveToInboxOutlined';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../shared/list/list-page';
import type { NotificationRow } from './notification-list-api';

/** The info blue is 3.7:1 on white (axe color-contrast); its dark shade passes AA. */
export const receivedChipSx = {
  color: 'info.dark',
  borderColor: 'info.dark',
  '& .MuiChip-icon': { color: 'info.dark' },
} as const;

/** Yes with the inbox icon, in words too (the icon alone would say nothing to a screen reader); a plain No. */
export function ReceivedMark({ received }: { received: boolean }) {
  const { t } = useTranslation();
  return received ? (
    <Chip
      size="small"
      variant="outlined"
      icon={<InboxIcon aria-hidden />}
      label={t('notificationList.received.yes')}
      data-testid="received-electronically"
      sx={receivedChipSx}
    />
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      {t('notificationList.received.no')}
    </Typography>
  );
}

/**
 * Issue 43: whether the notification came as a FHIR report, right after who the child is, so a
 * laptop shows it without scrolling the table sideways.
 */
export function withReceivedColumn<T extends NotificationRow>(columns: ListColumn<T>[], t: TFunction) {
  const received: ListColumn<T> = {
    id: 'receivedElectronically',
    label: t('notificationList.columns.receivedElectronically'),
    from: 'sm',
    nowrap: true,
    render: (n) => <ReceivedMark received={n.receivedElectronically} />,
  };
  const at = columns.findIndex((c) => c.id === 'firstName');
  return at < 0 ? [...columns, received] : [...columns.slice(0, at + 1), received, ...columns.slice(at + 1)];
}
