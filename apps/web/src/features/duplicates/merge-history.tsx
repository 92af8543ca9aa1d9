import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { showToast } from '../../shared/ui/ui-events';
import { personLabel } from './duplicate-labels';
import { type MergeRow, unmerge } from './duplicates-api';

/** Undoes a merge after a confirmation; the server refuses once the child's records changed since. */
export function useUnmerge(onDone: () => void) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (m: MergeRow) => {
    const yes = await confirm({
      title: t('duplicates.merges.undoTitle'),
      message: t('duplicates.merges.undoMessage', {
        kept: personLabel(m.survivingPatient),
        retired: personLabel(m.retiredPatient),
      }),
      focusNo: true,
    });
    if (!yes) return;
    await unmerge(m.id);
    showToast(t('duplicates.merges.undone'));
    onDone();
  };
}

/** One line of the merge history: who was merged into whom, when and by whom, and whether it was undone. */
export function mergeText(t: (key: string, o?: Record<string, unknown>) => string, m: MergeRow) {
  return {
    primary: t('duplicates.merges.line', {
      retired: personLabel(m.retiredPatient),
      kept: personLabel(m.survivingPatient),
    }),
    secondary: m.unmergedAt
      ? t('duplicates.merges.undoneBy', { date: formatDate(m.unmergedAt), user: m.unmergedBy ?? '' })
      : t('duplicates.merges.mergedBy', {
          date: formatDate(m.mergedAt),
          user: m.mergedBy,
          count: m.notifications,
        }),
  };
}

/** The merges of the pair's two patients, newest first, each undoable while in force. */
export function MergeHistory({ merges, onChanged }: { merges: MergeRow[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const undo = useUnmerge(onChanged);
  if (merges.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('duplicates.merges.none')}
      </Typography>
    );
  return (
    <List dense data-testid="merge-history">
      {merges.map((m) => (
        <ListItem
          key={m.id}
          secondaryAction={
            !m.unmergedAt && (
              <Button
                size="small"
                startIcon={<UndoIcon />}
                onClick={() => void undo(m).catch(() => undefined)}
              >
                {t('duplicates.merges.undo')}
              </Button>
            )
          }
        >
          <ListItemText {...mergeText(t, m)} />
        </ListItem>
      ))}
    </List>
  );
}
