import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatCount, formatRate, groupLabel } from './format';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { AGE_GROUPS, fetchIncidence, type IncidenceRow, type ReportFilter } from './statistics-api';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

type Props = { filter: ReportFilter; refresh: number };

/**
 * Incidence: new cases by ICCC-3 group and age group, with crude, age-specific and age-standardised
 * rates per million when the population is loaded for every year and county asked for; counts only,
 * said plainly, when it is not.
 */
export function IncidenceSection({ filter, refresh }: Props) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, isFetching, isPlaceholderData } = useReport(
    'incidence',
    fetchIncidence,
    filter,
    refresh,
  );
  if (isPending) return <ReportSkeleton />;
  if (isError || !data) return <ReportFailed />;
  const lang = i18n.language;
  const ageLabel = (a: string) => t(`statistics.ageGroups.${a}`);
  const title = t('statistics.incidence.title');
  const columns: ReportColumn<IncidenceRow>[] = [
    {
      id: 'group',
      label: t('statistics.incidence.group'),
      render: (r) =>
        r.group === 'total' ? t('statistics.total') : `${r.group}. ${groupLabel(r.group, lang)}`,
    },
    {
      id: 'cases',
      label: t('statistics.incidence.cases'),
      numeric: true,
      render: (r) => formatCount(r.cases, lang),
    },
    ...AGE_GROUPS.map(
      (a, i): ReportColumn<IncidenceRow> => ({
        id: `age-${a}`,
        label: ageLabel(a),
        numeric: true,
        render: (r) => formatCount(r.byAge[i] ?? 0, lang),
      }),
    ),
  ];
  if (data.hasDenominators)
    columns.push(
      {
        id: 'crude',
        label: t('statistics.incidence.crudeRate'),
        numeric: true,
        render: (r) => formatRate(r.crudeRate, lang),
      },
      {
        id: 'asr',
        label: t('statistics.incidence.standardisedRate'),
        numeric: true,
        render: (r) => formatRate(r.standardisedRate, lang),
      },
    );
  const rows = [...data.rows, { ...data.total, group: 'total' }];
  const notes = (
    <>
      {!data.hasDenominators && (
        <Alert severity="info" data-testid="incidence-no-denominators">
          {t('statistics.incidence.noDenominators')}
        </Alert>
      )}
      {data.hasDenominators && data.standardPopulation && (
        <Typography variant="body2" color="text.secondary" data-testid="incidence-standard">
          {t('statistics.incidence.standard', { name: data.standardPopulation })}
        </Typography>
      )}
    </>
  );
  return (
    <ReportSection
      testId="report-incidence"
      title={title}
      action={<XlsxButton report="incidence" filter={() => filter} tableName={title} />}
      notes={notes}
      refreshing={isFetching && isPlaceholderData}
      chart={
        data.rows.length === 0 ? (
          <NoCases />
        ) : (
          <ChartFrame title={t('statistics.incidence.chart')} testId="chart-incidence">
            <BarChart
              xAxis={[
                {
                  scaleType: 'band',
                  data: data.rows.map((r) => r.group),
                  valueFormatter: (code: string, ctx) =>
                    ctx.location === 'tooltip' ? `${code}. ${groupLabel(code, lang)}` : code,
                },
              ]}
              yAxis={[{ label: t('statistics.incidence.cases'), width: 56 }]}
              series={AGE_GROUPS.map((a, i) => ({
                id: a,
                label: ageLabel(a),
                stack: 'age',
                data: data.rows.map((r) => r.byAge[i] ?? null),
                valueFormatter: (v: number | null) => (v === null ? null : formatCount(v, lang)),
              }))}
              slotProps={{
                legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
              }}
            />
          </ChartFrame>
        )
      }
      table={
        <ReportTable
          caption={t('statistics.incidence.caption')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.group}
          testId="table-incidence"
        />
      }
      footer={<SuppressionLegend shown={data.suppressed} />}
    />
  );
}
