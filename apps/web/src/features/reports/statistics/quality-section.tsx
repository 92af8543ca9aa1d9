import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatCount, formatDays, formatPercent } from './format';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { fetchQuality, type QualityRow, type ReportFilter } from './statistics-api';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

/** The percentages drawn; the medians (days) are on another scale and stay in the table. */
const PERCENTS = [
  'microscopicallyVerified',
  'deathCertificateOnly',
  'unknownBasis',
  'unspecifiedIccc',
  'unknownAge',
  'unresolvedWarnings',
] as const;
const MEDIANS = ['daysToNotification', 'daysToCompletion', 'daysToReview'] as const;

/** Data-quality indicators per year of diagnosis or per reporting unit (issue 16). */
export function QualitySection({ filter }: { filter: ReportFilter }) {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, isFetching, isPlaceholderData } = useReport(
    'data-quality',
    fetchQuality,
    filter,
  );
  if (isPending) return <ReportSkeleton />;
  if (isError || !data) return <ReportFailed />;
  const lang = i18n.language;
  const name = (key: string) => t(`statistics.quality.${key}`);
  const title = t('statistics.quality.title');
  const columns: ReportColumn<QualityRow>[] = [
    { id: 'key', label: filter.by === 'unit' ? name('unit') : name('year'), render: (r) => r.label },
    { id: 'cases', label: name('cases'), numeric: true, render: (r) => formatCount(r.cases, lang) },
    ...PERCENTS.map(
      (k): ReportColumn<QualityRow> => ({
        id: k,
        label: name(k),
        numeric: true,
        render: (r) => formatPercent(r[k], lang),
      }),
    ),
    ...MEDIANS.map(
      (k): ReportColumn<QualityRow> => ({
        id: k,
        label: name(k),
        numeric: true,
        render: (r) => formatDays(r[k], lang),
      }),
    ),
  ];
  // Units have long names: their bars lie down so the names can be read.
  const byUnit = filter.by === 'unit';
  const labels = data.rows.map((r) => r.label);
  const percent = { min: 0, max: 100, valueFormatter: (v: number) => `${v} %` };
  return (
    <ReportSection
      testId="report-quality"
      title={title}
      action={<XlsxButton report="data-quality" filter={() => filter} tableName={title} />}
      refreshing={isFetching && isPlaceholderData}
      chart={
        data.rows.length === 0 ? (
          <NoCases />
        ) : (
          <ChartFrame
            title={t('statistics.quality.chart')}
            testId="chart-quality"
            height={byUnit ? Math.max(320, 60 + data.rows.length * 48) : 340}
          >
            <BarChart
              layout={byUnit ? 'horizontal' : 'vertical'}
              xAxis={[byUnit ? percent : { scaleType: 'band', data: labels }]}
              yAxis={[byUnit ? { scaleType: 'band', data: labels, width: 140 } : { ...percent, width: 48 }]}
              series={PERCENTS.map((k) => ({
                id: k,
                label: name(k),
                data: data.rows.map((r) => r[k]),
                valueFormatter: (v: number | null) => formatPercent(v, lang),
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
          caption={byUnit ? name('captionUnit') : name('captionYear')}
          columns={columns}
          rows={data.rows}
          rowKey={(r) => r.key}
          testId="table-quality"
        />
      }
      footer={<SuppressionLegend shown={data.suppressed} />}
    />
  );
}
