import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { formatNumber } from '../../shared/format/number';
import '../case-evolution/locales/register';
import { EvolutionTable } from '../case-evolution/evolution-table';
import { LevelChip, personLabel } from './duplicate-labels';
import { fetchPair, type Side } from './duplicates-api';
import './locales/register';
import { MergeHistory } from './merge-history';
import { PairAnswer } from './pair-answer';
import { identityFields, pairRows } from './pair-comparison';
import { reasonText } from './reason-text';

/** What the registry holds about one side: its notifications and cases, in short. */
function Records({ side, name }: { side: Side; name: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} data-testid="pair-records">
      <Typography variant="subtitle2" component="h2">
        {name}:{' '}
        {t('duplicates.records', { notifications: side.notifications.length, cases: side.cases.length })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {side.notifications.map((n) => (
          <li key={n.id}>
            <Typography variant="body2">
              {[n.reportingUnit, formatDate(n.diagnosticDate), n.topography, n.morphology]
                .filter(Boolean)
                .join(' · ')}
              {n.isCancerCase ? ` (${t('duplicates.currentRecord')})` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** A candidate pair with both records side by side, the differing fields marked, and the answers. */
export default function DuplicatePairPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: ['duplicate-pair', id],
    queryFn: ({ signal }) => fetchPair(id, signal),
  });
  if (!query.data) return query.isError ? null : <CircularProgress aria-label={t('duplicates.loading')} />;
  const { pair, sides, merges } = query.data;
  const { rows, changes } = pairRows(sides);
  const names = [t('duplicates.recordA'), t('duplicates.recordB')];
  const open = pair.status === 'open' || pair.status === 'unsure';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/duplicates" startIcon={<ArrowBackIcon />} size="small">
          {t('duplicates.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('duplicates.pairTitle')}
        </Typography>
        <LevelChip level={pair.level} />
        <Typography variant="body2" color="text.secondary">
          {t('duplicates.scoreStatus', {
            score: formatNumber(pair.score, i18n.language, { minDigits: 1, maxDigits: 1 }),
            status: t(`duplicates.status.${pair.status}`),
          })}
        </Typography>
      </Box>
      {pair.reasons.length > 0 && (
        <Alert severity="info" icon={false} data-testid="pair-reasons">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('duplicates.reasonsTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {pair.reasons.map((r) => (
              <li key={r.field}>{reasonText(t, i18n.language, r)}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <EvolutionTable
          orientation="fieldsAsRows"
          rows={rows}
          fields={identityFields}
          changes={changes}
          currentId={0}
          fieldHeader={t('duplicates.fieldHeader')}
          changedText={t('duplicates.differs')}
          regionLabel={t('duplicates.identity')}
          fieldLabel={(f) => t(`duplicates.field.${f.key}`)}
          sectionLabel={() => t('duplicates.identity')}
          rowLabel={(row) => (
            <>
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {names[row.version - 1]}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {personLabel(row.version === 1 ? pair.patientA : pair.patientB)}
              </Typography>
            </>
          )}
        />
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        {sides.map((side, i) => (
          <Records key={side.id} side={side} name={names[i]} />
        ))}
      </Box>
      {open ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PairAnswer pair={pair} onAnswered={() => void navigate('/duplicates')} />
        </Paper>
      ) : (
        <Alert severity="info">
          {t('duplicates.decided', {
            status: t(`duplicates.status.${pair.status}`),
            user: pair.decidedBy ?? '',
            date: formatDate(pair.decidedAt),
          })}
        </Alert>
      )}
      <Box>
        <Typography variant="h6" component="h2">
          {t('duplicates.merges.title')}
        </Typography>
        <MergeHistory merges={merges} onChanged={() => void query.refetch()} />
      </Box>
    </Box>
  );
}
