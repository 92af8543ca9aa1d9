import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { type ListColumn, ListPage, useReloadList } from '../../shared/list/list-page';
import { personLabel } from './duplicate-labels';
import { fetchMerges, type MergeFilters, type MergeRow } from './duplicates-api';
import './locales/register';
import { mergeText, useUnmerge } from './merge-history';

const SCREEN = 'duplicate-merges';

/** The merge history (issue 27): every merge in force, newest first, each undoable. */
export default function MergesPage() {
  const { t } = useTranslation();
  const reload = useReloadList(SCREEN);
  const undo = useUnmerge(() => void reload());
  const c = (key: string) => t(`duplicates.merges.columns.${key}`);
  const columns: ListColumn<MergeRow>[] = [
    { id: 'kept', label: c('kept'), render: (m) => personLabel(m.survivingPatient) },
    { id: 'retired', label: c('retired'), render: (m) => personLabel(m.retiredPatient) },
    {
      id: 'notifications',
      label: c('notifications'),
      align: 'right',
      from: 'sm',
      render: (m) => m.notifications,
    },
    {
      id: 'mergedAt',
      label: c('mergedAt'),
      sortBy: 'mergedAt',
      from: 'sm',
      render: (m) => formatDate(m.mergedAt),
    },
    { id: 'mergedBy', label: c('mergedBy'), from: 'md', nowrap: true, render: (m) => m.mergedBy },
    {
      id: 'unmergedAt',
      label: c('unmergedAt'),
      from: 'md',
      render: (m) => (m.unmergedAt ? formatDate(m.unmergedAt) : '–'),
    },
  ];
  return (
    <ListPage<MergeRow, MergeFilters>
      screen={SCREEN}
      title={t('duplicates.merges.title')}
      headerStart={
        <Button component={RouterLink} to="/duplicates" startIcon={<ArrowBackIcon />} size="small">
          {t('duplicates.back')}
        </Button>
      }
      fetch={fetchMerges}
      rowKey={(m) => m.id}
      columns={columns}
      filters={{
        defaults: { includeUnmerged: null },
        render: (values, change) => (
          <FormControlLabel
            control={
              <Checkbox
                name="includeUnmerged"
                checked={values.includeUnmerged === true}
                onChange={(e) => change({ includeUnmerged: e.target.checked ? true : null })}
              />
            }
            label={t('duplicates.merges.includeUnmerged')}
          />
        ),
      }}
      renderCard={(m) => {
        const text = mergeText(t, m);
        return (
          <Box>
            <Typography variant="body2">{text.primary}</Typography>
            <Typography variant="caption" color="text.secondary">
              {text.secondary}
            </Typography>
          </Box>
        );
      }}
      actions={[
        {
          id: 'unmerge',
          label: t('duplicates.merges.undo'),
          icon: <UndoIcon />,
          onClick: (m) => void undo(m).catch(() => undefined),
          visible: (m) => !m.unmergedAt,
        },
      ]}
    />
  );
}
