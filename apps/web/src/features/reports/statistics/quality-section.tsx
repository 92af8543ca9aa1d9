import { BarChart } from '@mui/x-charts/BarChart';
import type { DataQualityRow } from '@registry/domain/reports/statistics/contracts-quality';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatCount, formatDays, formatPercent } from './format';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { fetchQuality, qualityBody, type ReportFilter } from './statistics-api';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

/** The shares drawn; the medians (days) are on another scale and stay in the table. */
const SHARES = [
  'microscopicallyVerified',
  'deathCertificateOnly',
  'unknownBasis',
  'icccUnspecified',
  'unknownAge',
  'unresolvedWarnings',
] as const;
const MEDIANS = ['daysToNotification', 'daysToCompletion', 'daysToReview'] as const;

/** Data-quality indicators per year of diagnosis or per reporting unit (issue 16). */
export function QualitySection({ filter }: { filter: ReportFilter }) {
  const { t, i18n } = useTranslation();
  const query = useReport('data-quality', fetchQuality, filter);
  const { data } = query;
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError || !data) return <ReportFailed />;
  const lang = i18n.language;
  const name = (key: string) => t(`statistics.quality.${key}`);
  const title = name('title');
  const byUnit = data.by === 'unit';
  const columns: ReportColumn<DataQualityRow>[] = [
    {
      id: 'key',
      label: byUnit ? name('unit') : name('year'),
      render: (r) => (r.key === 'total' ? <strong>{t('statistics.total')}</strong> : r.label),
    },
    {
      id: 'cases',
      label: name('cases'),
      numeric: true,
      render: (r) => formatCount(r.cases, r.casesSuppressed, lang),
    },
    ...SHARES.map(
      (k): ReportColumn<DataQualityRow> => ({
        id: k,
        label: name(k),
        numeric: true,
        render: (r) => formatPercent(r[k].percent, lang, r[k].suppressed),
      }),
    ),
    ...MEDIANS.map(
      (k): ReportColumn<DataQualityRow> => ({
        id: k,
        label: name(k),
        numeric: true,
        render: (r) => formatDays(r[k].days, lang, r[k].suppressed),
      }),
    ),
  ];
  const drawn = data.rows.filter((r) => r.key !== 'total');
  // Units have long names: their bars lie down so the names can be read.
  const labels = drawn.map((r) => r.label);
  const percent = { min: 0, max: 100, valueFormatter: (v: number) => `${v} %` };
  return (
    <ReportSection
      testId="report-quality"
      title={title}
      action={<XlsxButton report="data-quality" filter={() => qualityBody(filter)} tableName={title} />}
      refreshing={query.isFetching && query.isPlaceholderData}
      chart={
        drawn.length === 0 ? (
          <NoCases />
        ) : (
          <ChartFrame
            title={name('chart')}
            testId="chart-quality"
            height={byUnit ? Math.max(340, 90 + drawn.length * 56) : 340}
          >
            <BarChart
              layout={byUnit ? 'horizontal' : 'vertical'}
              xAxis={[byUnit ? percent : { scaleType: 'band', data: labels }]}
              yAxis={[byUnit ? { scaleType: 'band', data: labels, width: 130 } : { ...percent, width: 48 }]}
              series={SHARES.map((k) => ({
                id: k,
                label: name(k),
                data: drawn.map((r) => (r[k].suppressed ? null : r[k].percent)),
                valueFormatter: (v: number | null) => (v === null ? null : formatPercent(v, lang)),
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
      footer={<SuppressionLegend shown={data.suppression.applied} />}
    />
  );
}
