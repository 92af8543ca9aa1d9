import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NotificationCounts } from './notification-list-api';

/** The two messages of spec 02 §2 (drafts, completed), in the language's plural forms. */
export function summaryLines(t: TFunction, counts: NotificationCounts): [string, string] {
  const drafts = t('notificationList.summary.drafts', { count: counts.reporterDraftNotifications });
  const withObservation =
    counts.reviewerDraftNotifications > 0
      ? ` ${t('notificationList.summary.reviewerDrafts', { count: counts.reviewerDraftNotifications })}`
      : '';
  return [
    drafts + withObservation,
    t('notificationList.summary.completed', { count: counts.completedNotifications }),
  ];
}

/** Non-reviewers' summary above the list: how much is still a draft, how much is completed. */
export function NotificationSummary({ counts }: { counts: NotificationCounts | null }) {
  const { t } = useTranslation();
  if (!counts) return null;
  const [drafts, completed] = summaryLines(t, counts);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('notificationList.summary.label')}
      data-testid="notification-summary"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 3 }, px: 2, py: 1, mb: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Dot color="warning.main" />
        <Typography variant="body2" data-testid="summary-drafts">
          {drafts}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Dot color="success.main" />
        <Typography variant="body2" data-testid="summary-completed">
          {completed}
        </Typography>
      </Box>
    </Paper>
  );
}

const Dot = ({ color }: { color: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
  />
);
