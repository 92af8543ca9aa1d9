import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { removeDraft } from '../../shared/forms/local-draft';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { localNotificationDrafts, maskedIdentifier } from './local-drafts';

/** What the form reads to put the draft back at once, not only offer it (issue 42 item 10). */
export const RESTORE_DRAFT_STATE = { restoreDraft: true } as const;

/**
 * Typed work the list would otherwise never mention: the notification form keeps it on this
 * computer until saved, and it was found again only by re-entering the same CNP in the selector.
 */
export function LocalDraftsNotice({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [drafts, setDrafts] = useState(() => localNotificationDrafts(userId));
  if (drafts.length === 0) return null;
  const discard = async (key: string, name: string) => {
    const drop = await confirm({
      title: t('notificationList.localDrafts.discardTitle'),
      message: t('notificationList.localDrafts.discardMessage', { name }),
      focusNo: true,
    });
    if (!drop) return;
    removeDraft(key);
    setDrafts(localNotificationDrafts(userId));
  };
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="local-drafts">
      <AlertTitle>{t('notificationList.localDrafts.title', { count: drafts.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {drafts.map((draft) => {
          const name = draft.childName || t('notificationList.localDrafts.noName');
          const when = `${formatDate(draft.savedAt)} ${new Date(draft.savedAt).toLocaleTimeString('ro-RO', { hour: '2-digit', minute: '2-digit' })}`;
          return (
            <Box
              component="li"
              key={draft.key}
              data-testid="local-draft"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, py: 0.25 }}
            >
              <Link
                component={RouterLink}
                to={draft.path}
                state={RESTORE_DRAFT_STATE}
                sx={{ fontWeight: 500 }}
              >
                {name}
              </Link>
              {draft.identifier && <span>{maskedIdentifier(draft.identifier)}</span>}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('notificationList.localDrafts.edited', { when })}
              </Box>
              <Button
                size="small"
                color="inherit"
                onClick={() => void discard(draft.key, name)}
                aria-label={t('notificationList.localDrafts.discardOf', { name })}
                data-testid="local-draft-discard"
              >
                {t('notificationList.localDrafts.discard')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Alert>
  );
}
