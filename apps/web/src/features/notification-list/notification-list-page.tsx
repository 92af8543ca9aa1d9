import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import { Role } from '@registry/domain/identity/roles';
import { isReviewer, isUnitAdmin } from '@registry/domain/identity/session';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/auth-store';
import { ListPage, type ListQuery } from '../../shared/list/list-page';
import { DiagnosticSelectorDialog } from '../notifications/selector/diagnostic-selector-dialog';
import { NotificationExportButton } from '../reports/export/notification-export-button';
import { ImportButton } from '../reports/import/import-buttons';
import './locales/register';
import { LocalDraftsNotice } from './local-drafts-notice';
import { NotificationCard, useNotificationColumns } from './notification-columns';
import { NotificationFilterFields } from './notification-filter-fields';
import {
  deleteNotification,
  fetchNotifications,
  type NotificationCounts,
  type NotificationFilters,
  type NotificationRow,
  noNotificationFilters,
} from './notification-list-api';
import { editPathOf } from './notification-paths';
import { NotificationSummary } from './notification-summary';
import { withReceivedColumn } from './received-column';

export const NOTIFICATIONS_SCREEN = 'notifications';

/** Spec 02 §2 "Notification list": every column and filter, edit or view, delete for a unit's admin or a reviewer. */
export default function NotificationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const columns = withReceivedColumn(useNotificationColumns<NotificationRow>(), t);
  const [selecting, setSelecting] = useState(false);
  const [counts, setCounts] = useState<NotificationCounts | null>(null);
  const reviewer = session ? isReviewer(session) : false;

  // The counters come with each page; the summary shows those of the latest answer.
  const lastQuery = useRef<ListQuery<NotificationFilters> | null>(null);
  const fetch = useCallback(async (query: ListQuery<NotificationFilters>, signal: AbortSignal) => {
    lastQuery.current = query;
    const answer = await fetchNotifications(query, signal);
    setCounts({
      reporterDraftNotifications: answer.reporterDraftNotifications,
      reviewerDraftNotifications: answer.reviewerDraftNotifications,
      completedNotifications: answer.completedNotifications,
    });
    return answer;
  }, []);

  if (!session) return null;
  const open = (n: NotificationRow) => void navigate(editPathOf(n));
  return (
    <Box>
      {!reviewer && <NotificationSummary counts={counts} />}
      <LocalDraftsNotice userId={session.userId} />
      <ListPage<NotificationRow, NotificationFilters>
        screen={NOTIFICATIONS_SCREEN}
        title={t('notificationList.title')}
        fetch={fetch}
        toolbarActions={
          <>
            <ImportButton kind="notifications" screen={NOTIFICATIONS_SCREEN} />
            <NotificationExportButton query={() => lastQuery.current ?? {}} />
          </>
        }
        rowKey={(n) => n.id}
        columns={columns}
        onRowClick={open}
        defaultSort={{ by: 'notificationDate', desc: true }}
        filters={{
          defaults: noNotificationFilters,
          render: (values, change) => (
            <NotificationFilterFields values={values} change={change} withReceived />
          ),
        }}
        renderCard={(n) => <NotificationCard item={n} />}
        actions={[
          {
            id: 'edit',
            label: t('notificationList.edit'),
            icon: <EditIcon />,
            onClick: open,
            visible: (n) => n.isCancerCase,
          },
          {
            id: 'view',
            label: t('notificationList.view'),
            icon: <VisibilityIcon />,
            onClick: open,
            visible: (n) => !n.isCancerCase,
          },
        ]}
        onDelete={{
          visible: (n) => !n.isDeleted && (reviewer || isUnitAdmin(session, n.reportingUnitId)),
          describe: (n) => [n.identifier, n.lastName, n.firstName].filter(Boolean).join(' '),
          run: (n) => deleteNotification(n.id),
        }}
        onAdd={session.role === Role.Reporter ? () => setSelecting(true) : undefined}
        addLabel={t('notificationList.add')}
      />
      <DiagnosticSelectorDialog open={selecting} onClose={() => setSelecting(false)} />
    </Box>
  );
}
