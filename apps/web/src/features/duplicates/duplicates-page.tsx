import HistoryIcon from '@mui/icons-material/History';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { formatNumber } from '../../shared/format/number';
import { type ListColumn, ListPage } from '../../shared/list/list-page';
import { LevelChip, personLabel } from './duplicate-labels';
import { fetchPairs, noQueueFilters, type PairRow, type QueueFilters } from './duplicates-api';
import './locales/register';

const SCREEN = 'duplicates';
const choices: { [K in keyof QueueFilters]: NonNullable<QueueFilters[K]>[] } = {
  status: ['open', 'unsure', 'different', 'same'],
  level: ['probable', 'possible'],
  source: ['entry', 'registry-check', 'import'],
};

/** One filter of the drawer: a short list with "any" first (the queue's own values are words, not ids). */
function ChoiceFilter<K extends keyof QueueFilters>(props: {
  name: K;
  value: QueueFilters[K];
  onChange: (value: QueueFilters[K]) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      name={props.name}
      label={t(`duplicates.filters.${props.name}`)}
      value={props.value ?? ''}
      onChange={(e) => props.onChange((e.target.value || null) as QueueFilters[K])}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{props.name === 'status' ? t('duplicates.filters.queue') : t('list.any')}</MenuItem>
      {choices[props.name].map((c) => (
        <MenuItem key={c} value={c}>
          {t(`duplicates.${props.name}.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The reviewers' duplicates queue (issue 27): candidate pairs, newest and most probable first. */
export default function DuplicatesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const c = (key: string) => t(`duplicates.columns.${key}`);
  const columns: ListColumn<PairRow>[] = [
    { id: 'patientA', label: c('patientA'), render: (p) => personLabel(p.patientA) },
    { id: 'patientB', label: c('patientB'), render: (p) => personLabel(p.patientB) },
    { id: 'level', label: c('level'), render: (p) => <LevelChip level={p.level} /> },
    {
      id: 'score',
      label: c('score'),
      sortBy: 'score',
      align: 'right',
      from: 'sm',
      render: (p) => formatNumber(p.score, i18n.language, { minDigits: 1, maxDigits: 1 }),
    },
    { id: 'source', label: c('source'), from: 'md', render: (p) => t(`duplicates.source.${p.source}`) },
    {
      id: 'status',
      label: c('status'),
      from: 'sm',
      nowrap: true,
      render: (p) => t(`duplicates.status.${p.status}`),
    },
    {
      id: 'foundAt',
      label: c('foundAt'),
      sortBy: 'foundAt',
      from: 'md',
      render: (p) => formatDate(p.foundAt),
    },
  ];
  return (
    <ListPage<PairRow, QueueFilters>
      screen={SCREEN}
      title={t('duplicates.title')}
      subtitle={t('duplicates.subtitle')}
      fetch={fetchPairs}
      rowKey={(p) => p.id}
      columns={columns}
      onRowClick={(p) => void navigate(`/duplicates/${p.id}`)}
      toolbarActions={
        <Button component={RouterLink} to="/duplicates/merges" startIcon={<HistoryIcon />} size="small">
          {t('duplicates.merges.title')}
        </Button>
      }
      filters={{
        defaults: noQueueFilters,
        render: (values, change) => (
          <>
            <ChoiceFilter name="status" value={values.status} onChange={(status) => change({ status })} />
            <ChoiceFilter name="level" value={values.level} onChange={(level) => change({ level })} />
            <ChoiceFilter name="source" value={values.source} onChange={(source) => change({ source })} />
          </>
        ),
      }}
      renderCard={(p) => (
        <Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
            <LevelChip level={p.level} />
            <Typography variant="caption" color="text.secondary">
              {t(`duplicates.status.${p.status}`)} · {formatDate(p.foundAt)}
            </Typography>
          </Box>
          <Typography variant="body2">{personLabel(p.patientA)}</Typography>
          <Typography variant="body2">{personLabel(p.patientB)}</Typography>
        </Box>
      )}
      actions={[
        {
          id: 'open',
          label: t('duplicates.open'),
          icon: <OpenInNewIcon />,
          onClick: (p) => void navigate(`/duplicates/${p.id}`),
        },
      ]}
    />
  );
}
