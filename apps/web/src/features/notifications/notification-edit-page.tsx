import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { NotificationAnswer } from '@registry/domain/notification/api-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../app/page-loader';
import { useSession } from '../../shared/auth/auth-store';
import { HttpError } from '../../shared/http/http-error';
import { RESTORE_LIST_STATE } from '../../shared/list/list-settings';
import { preloadDateField } from '../../shared/ui/date-field';
import { listPathOf, originOf, withOrigin } from '../notification-list/notification-paths';
import { buildLookups } from './form/lookups';
import type { PanelId } from './form/panel-shell';
import './locales/register';
import { useManyToManyLists, useNotificationLists } from './notifications-api';
import { draftKey } from './page/notification-draft';
import { NotificationForm } from './page/notification-form';
import {
  loadedOf,
  notificationQueryKey,
  openRequestOf,
  useNotificationSource,
} from './page/use-notification-source';

// Every panel has dates: fetch the picker alongside the form rather than after it renders.
preloadDateField();

const LIST_PATH = '/cancer-notification';
const FIRST_PANELS: PanelId[] = ['patientDetails', 'reportingReason'];

/** Spec 02 §2 notification edit page: by id, by identifier and morphology (draft → alert), or blank. */
export default function NotificationEditPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const { pathname, state: routeState } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const id = Number(params.id ?? 0);
  const open = useMemo(() => openRequestOf(id, query), [id, query]);
  const lists = useNotificationLists();
  const links = useManyToManyLists();
  const lookups = useMemo(
    () => (lists.data && links.data ? buildLookups(lists.data, links.data) : null),
    [lists.data, links.data],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<PanelId>>(() => new Set(FIRST_PANELS));
  const source = useNotificationSource(open, session!);
  const origin = originOf(query);
  const foundDraftId = open.id === 0 && source.data && source.data.values.id > 0 ? source.data.values.id : 0;

  // A draft found by identifier and morphology opens in the alert variant (spec 02 §2).
  useEffect(() => {
    if (!foundDraftId || !source.data) return;
    queryClient.setQueryData(['notification', foundDraftId], source.data);
    void navigate(withOrigin(`${LIST_PATH}/${foundDraftId}/alert`, origin), { replace: true });
  }, [foundDraftId, source.data, queryClient, navigate, origin]);

  // Saving a new notification moves the route to its id, yet the form on screen already holds the
  // saved values: it stays mounted (an upload that the hard save started goes on, spec 02 §4).
  const formKey = useRef('');
  const keptForm = useRef<{ id: number; key: string } | null>(null);
  const onSaved = useCallback(
    (answer: NotificationAnswer) => {
      keptForm.current = { id: answer.id, key: formKey.current };
      queryClient.setQueryData(notificationQueryKey({ ...open, id: answer.id }), loadedOf(answer));
      void navigate(withOrigin(`${LIST_PATH}/${answer.id}`, origin), { replace: true });
    },
    [navigate, open, queryClient, origin],
  );
  // Back to the list the record was opened from, at the page, filters and search it had (issue 18).
  const onBack = useCallback(
    () => void navigate(listPathOf(origin), { state: RESTORE_LIST_STATE }),
    [navigate, origin],
  );

  // Cached answers serve the navigation after a save only; a later visit reads the server again.
  useEffect(
    () => () => {
      for (const prefix of ['notification', 'notification-for', 'notification-new'])
        queryClient.removeQueries({ queryKey: [prefix] });
    },
    [queryClient],
  );

  if (!session) return null;
  if (source.isError || lists.isError || links.isError) {
    const status = source.error instanceof HttpError ? source.error.status : 0;
    return (
      <Paper sx={{ p: 3 }} data-testid="notification-not-found">
        <Alert severity={status === 404 || status === 403 ? 'warning' : 'error'}>
          {status === 429 && source.error instanceof HttpError
            ? source.error.notice.message
            : t(
                status === 404 || status === 403
                  ? 'notification.page.notFound'
                  : 'notification.page.loadFailed',
              )}
        </Alert>
        <Button sx={{ mt: 2 }} onClick={onBack}>
          {t('notification.actions.back')}
        </Button>
      </Paper>
    );
  }
  if (!source.data || !lookups || foundDraftId) return <PageLoader />;
  const key = draftKey({
    userId: session.userId,
    id: source.data.values.id,
    identifier: open.identifier,
    morphoCodeId: open.morphoCodeId,
  });
  const opened = `${source.data.values.id}|${open.identifier}|${open.morphoCodeId}|${open.reasonId}`;
  formKey.current = keptForm.current?.id === source.data.values.id ? keptForm.current.key : opened;
  return (
    <NotificationForm
      key={formKey.current}
      loaded={source.data}
      lookups={lookups}
      session={session}
      draftKey={key}
      alert={pathname.endsWith('/alert')}
      restoreOnOpen={(routeState as { restoreDraft?: boolean } | null)?.restoreDraft === true}
      expanded={expanded}
      setExpanded={setExpanded}
      onBack={onBack}
      onSaved={onSaved}
    />
  );
}
