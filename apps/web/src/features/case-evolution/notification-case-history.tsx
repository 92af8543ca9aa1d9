import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { CaseEvolution } from './case-evolution';
import { PreviousNotifications } from './previous-notifications';

/**
 * The body of the edit page's "case evolution" panel (shown only to non-reporters on a cancer case:
 * `canViewPreviousNotifications`): the versions compared, then the case's other notifications.
 */
export function NotificationCaseHistory() {
  const id = useWatch<{ id: number }, 'id'>({ name: 'id' });
  if (!id) return null;
  return (
    <Stack spacing={3} divider={<Divider flexItem />} sx={{ width: '100%', minWidth: 0 }}>
      <CaseEvolution notificationId={id} />
      <PreviousNotifications notificationId={id} />
    </Stack>
  );
}
