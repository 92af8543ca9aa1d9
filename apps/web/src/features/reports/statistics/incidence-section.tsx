import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { IncidenceRow } from '@registry/domain/reports/statistics/contracts-incidence';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRate } from './format';
import { IncidenceChart, type Measure } from './incidence-chart';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { fetchIncidence, incidenceBody, type ReportFilter } from './statistics-api';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

type Props = { filter: ReportFilter; refresh: number };

/**
 * Incidence: new cases by ICCC-3 group (or county, or year) and age group, with crude, age-specific
 * and age-standardised rates per million when the population is loaded for everything the answer
 * needs; counts only, said plainly, when it is not.
 */
export function IncidenceSection({ filter, refresh }: Props) {
  const { t, i18n } = useTranslation();
  const [measure, setMeasure] = useState<Measure>('count');
  const [subgroups, setSubgroups] = useState(false);
  const query = useReport('incidence', fetchIncidence, filter, refresh);
  const { data } = query;
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError || !data) return <ReportFailed />;
  const lang = i18n.language;
  const n = (key: string, options?: Record<string, unknown>) => t(`statistics.incidence.${key}`, options);
  const rates = data.denominators === 'available';
  const shown: Measure = rates ? measure : 'count';
  // One sex at a time (the filter's, else both): the answer holds each row for both, boys and girls.
  const wanted = filter.sex ?? 'all';
  const sex = data.rows.some((r) => r.sex === wanted) ? wanted : (data.rows[0]?.sex ?? 'all');
  const rows = data.rows.filter((r) => r.sex === sex && (subgroups || r.level !== 'subgroup'));
  const title = n('title');
  const cell = (c: IncidenceRow['total']) =>
    shown === 'rate' ? formatRate(c.rate, lang, c.suppressed) : formatCount(c.count, c.suppressed, lang);
  const columns: ReportColumn<IncidenceRow>[] = [
    {
      id: 'label',
      label: n(`rowsBy.${data.by}`),
      render: (r) =>
        r.level === 'total' ? (
          <strong>{t('statistics.total')}</strong>
        ) : r.level === 'subgroup' ? (
          <span style={{ paddingLeft: 12, display: 'inline-block' }}>{`${r.key} ${r.label}`}</span>
        ) : r.level === 'group' ? (
          `${r.key}. ${r.label}`
        ) : (
          r.label
        ),
    },
  ];
  columns.push(
    {
      id: 'cases',
      label: n('cases'),
      numeric: true,
      render: (r) => formatCount(r.total.count, r.total.suppressed, lang),
    },
    ...data.ageGroups.map(
      (a, i): ReportColumn<IncidenceRow> => ({
        id: `age-${a}`,
        label: t(`statistics.ageGroups.${a}`),
        numeric: true,
        render: (r) => {
          const c = r.ages[i];
          return c ? cell(c) : '';
        },
      }),
    ),
  );
  if (rates)
    columns.push(
      {
        id: 'crude',
        label: n('crudeRate'),
        numeric: true,
        render: (r) => formatRate(r.total.rate, lang, r.total.suppressed),
      },
      {
        id: 'asr',
        label: n('standardisedRate'),
        numeric: true,
        render: (r) =>
          r.asr === null
            ? formatRate(null, lang, r.total.suppressed)
            : `${formatRate(r.asr, lang)} (${formatRate(r.asrLower, lang)}–${formatRate(r.asrUpper, lang)})`,
      },
    );
  const excluded = (data.excluded.unknownAge ?? 0) + (data.excluded.over19 ?? 0);
  const notes = (
    <>
      {!rates && (
        <Alert severity="info" data-testid="incidence-no-denominators">
          {n('noDenominators', { years: data.missingPopulationYears.join(', ') })}
        </Alert>
      )}
      {rates && (
        <Typography variant="body2" color="text.secondary" data-testid="incidence-standard">
          {n('standard', { name: data.standardPopulation.name })}
        </Typography>
      )}
      {excluded > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="incidence-excluded">
          {n('excluded', {
            unknownAge: data.excluded.unknownAge ?? 0,
            over19: data.excluded.over19 ?? 0,
          })}
        </Typography>
      )}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {rates && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={measure}
            onChange={(_, m: Measure | null) => m && setMeasure(m)}
            aria-label={n('measure')}
          >
            <ToggleButton value="count" data-testid="incidence-counts">
              {n('counts')}
            </ToggleButton>
            <ToggleButton value="rate" data-testid="incidence-rates">
              {n('rates')}
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        {data.by === 'group' && (
          <FormControlLabel
            control={
              <Switch
                checked={subgroups}
                onChange={(e) => setSubgroups(e.target.checked)}
                slotProps={{ input: { 'data-testid': 'incidence-subgroups' } as object }}
              />
            }
            label={n('subgroups')}
          />
        )}
      </Stack>
    </>
  );
  const hasCases = data.rows.some((r) => r.level === 'total' && (r.total.count ?? 1) > 0);
  return (
    <ReportSection
      testId="report-incidence"
      title={title}
      action={<XlsxButton report="incidence" filter={() => incidenceBody(filter)} tableName={title} />}
      notes={notes}
      refreshing={query.isFetching && query.isPlaceholderData}
      chart={hasCases ? <IncidenceChart answer={data} measure={shown} sex={sex} /> : <NoCases />}
      table={
        <ReportTable
          caption={`${shown === 'rate' ? n('captionRates') : n('caption')} · ${t(`statistics.sex.${sex}`)}`}
          columns={columns}
          rows={rows}
          rowKey={(r) => `${r.level}-${r.key}-${r.sex}`}
          testId="table-incidence"
        />
      }
      footer={<SuppressionLegend shown={data.suppression.applied} />}
    />
  );
}
