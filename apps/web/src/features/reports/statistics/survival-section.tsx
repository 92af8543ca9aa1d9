import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SURVIVAL_HORIZONS, type SurvivalRow } from '@registry/domain/reports/statistics/contracts-survival';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatCount, formatSurvival } from './format';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { fetchSurvival, type ReportFilter, survivalBody } from './statistics-api';
import { SurvivalChart } from './survival-chart';
import { drawableSurvival as drawable, survivalChartState } from './survival-chart-state';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

const period = (r: SurvivalRow) =>
  r.periodFrom === r.periodTo ? `${r.periodFrom}` : `${r.periodFrom}–${r.periodTo}`;

/**
 * Observed survival (Kaplan–Meier, 95 % CI) at 1, 3 and 5 years by ICCC-3 group and period of
 * diagnosis, with the number at risk; the cases without any follow-up are counted apart and named.
 */
export function SurvivalSection({ filter }: { filter: ReportFilter }) {
  const { t, i18n } = useTranslation();
  const [chartGroup, setChartGroup] = useState<string | null>(null);
  const query = useReport('survival', fetchSurvival, filter);
  const { data } = query;
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError || !data) return <ReportFailed />;
  const lang = i18n.language;
  const name = (key: string, options?: Record<string, unknown>) => t(`statistics.survival.${key}`, options);
  const title = name('title');
  // A curve needs cases: groups with none in any period are not offered for the chart.
  const groups = [...new Map(data.rows.filter(drawable).map((r) => [r.group, r.label])).entries()];
  const shown =
    groups.find(([g]) => g === chartGroup) ?? groups.find(([g]) => g === 'all') ?? groups[0] ?? null;
  const unknownFollowUp = data.rows.filter((r) => r.group === 'all');
  const withoutFollowUp = (unknownFollowUp.length ? unknownFollowUp : data.rows).reduce(
    (n, r) => n + (r.withoutFollowUp ?? 0),
    0,
  );
  const someHidden = data.rows.some((r) => r.withoutFollowUp === null);
  const horizons = data.horizons.length ? data.horizons : [...SURVIVAL_HORIZONS];
  const columns: ReportColumn<SurvivalRow>[] = [
    {
      id: 'group',
      label: name('group'),
      render: (r) => (r.group === 'all' ? <strong>{r.label}</strong> : `${r.group}. ${r.label}`),
    },
    { id: 'period', label: name('period'), render: period },
    {
      id: 'cases',
      label: name('cases'),
      numeric: true,
      render: (r) => formatCount(r.cases, r.cases === null, lang),
    },
    {
      id: 'deaths',
      label: name('deaths'),
      numeric: true,
      render: (r) => formatCount(r.deaths, r.deaths === null, lang),
    },
    {
      id: 'dco',
      label: name('deathCertificateOnly'),
      numeric: true,
      render: (r) => formatCount(r.deathCertificateOnly, r.deathCertificateOnly === null, lang),
    },
    {
      id: 'withoutFollowUp',
      label: name('withoutFollowUp'),
      numeric: true,
      render: (r) => formatCount(r.withoutFollowUp, r.withoutFollowUp === null, lang),
    },
    ...horizons.flatMap((h): ReportColumn<SurvivalRow>[] => {
      const at = (r: SurvivalRow) => r.at.find((a) => a.years === h);
      return [
        {
          id: `s${h}`,
          label: name('at', { count: h }),
          numeric: true,
          render: (r) => {
            const a = at(r);
            return formatSurvival(
              a?.survival ?? null,
              a?.lower ?? null,
              a?.upper ?? null,
              lang,
              a?.suppressed,
            );
          },
        },
        {
          id: `risk${h}`,
          label: name('atRisk', { count: h }),
          numeric: true,
          render: (r) => {
            const a = at(r);
            return formatCount(a?.atRisk ?? null, a?.suppressed ?? false, lang);
          },
        },
      ];
    }),
  ];
  // A group with no case at all in a period says nothing there; "all groups" always shows.
  const someCase = (n: number | null) => n === null || n > 0;
  const tableRows = data.rows.filter(
    (r) =>
      r.group === 'all' ||
      someCase(r.cases) ||
      someCase(r.withoutFollowUp) ||
      someCase(r.deathCertificateOnly),
  );
  const curves = shown
    ? data.rows
        .filter((r) => r.group === shown[0] && drawable(r))
        .map((r) => ({ id: `${r.group}-${r.periodFrom}`, label: period(r), row: r }))
    : [];
  return (
    <ReportSection
      testId="report-survival"
      title={title}
      action={<XlsxButton report="survival" filter={() => survivalBody(filter)} tableName={title} />}
      notes={
        <>
          <Typography variant="body2" color="text.secondary">
            {name('method')}
          </Typography>
          <Typography variant="body2" data-testid="survival-without-follow-up">
            {someHidden && withoutFollowUp === 0
              ? name('withoutFollowUpHidden')
              : withoutFollowUp === 0
                ? name('withoutFollowUpNone')
                : name('withoutFollowUpNote', { count: withoutFollowUp })}
          </Typography>
        </>
      }
      refreshing={query.isFetching && query.isPlaceholderData}
      chart={
        !shown ? (
          {
            allHidden: (
              <Alert severity="info" data-testid="survival-all-hidden">
                {name('allHidden')}
              </Alert>
            ),
            noCurve: (
              <Alert severity="info" data-testid="survival-no-follow-up-time">
                {name('noFollowUpTime')}
              </Alert>
            ),
            noCases: <NoCases />,
            chart: null,
          }[survivalChartState(data.rows)]
        ) : (
          <>
            <TextField
              select
              size="small"
              label={name('chartGroup')}
              value={shown[0]}
              onChange={(e) => setChartGroup(e.target.value)}
              sx={{ mb: 1, minWidth: { xs: '100%', sm: 320 }, maxWidth: '100%' }}
            >
              {groups.map(([g, label]) => (
                <MenuItem key={g} value={g}>
                  {g === 'all' ? label : `${g}. ${label}`}
                </MenuItem>
              ))}
            </TextField>
            {curves.length === 0 ? (
              <Typography variant="body2" color="text.secondary" data-testid="survival-no-curve">
                {name('noCurve')}
              </Typography>
            ) : (
              <ChartFrame
                title={name('chart', { group: shown[1] })}
                testId="chart-survival"
                table="table-survival"
              >
                <SurvivalChart curves={curves} />
              </ChartFrame>
            )}
          </>
        )
      }
      table={
        <ReportTable
          caption={name('caption')}
          columns={columns}
          rows={tableRows}
          rowKey={(r) => `${r.group}-${r.periodFrom}`}
          testId="table-survival"
        />
      }
      footer={<SuppressionLegend shown={data.suppression.applied} />}
    />
  );
}
