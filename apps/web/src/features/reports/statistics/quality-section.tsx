import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { DataQualityRow } from '@registry/domain/reports/statistics/contracts-quality';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDays, formatPercent } from './format';
import { GAPS, QualityCharts } from './quality-charts';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { fetchQuality, qualityBody, type ReportFilter } from './statistics-api';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

/** The shares drawn; the medians (days) are on another scale and stay in the table. */
const SHARES = ['microscopicallyVerified', ...GAPS] as const;
const MEDIANS = ['daysToNotification', 'daysToCompletion', 'daysToReview'] as const;

/**
 * Data-quality indicators per year of diagnosis or per reporting unit (issue 16). A unit's name in the
 * per-unit table opens that unit year by year (year × unit); a chip names it and leads back.
 */
export function QualitySection({
  filter,
  onChange,
}: {
  filter: ReportFilter;
  onChange: (next: ReportFilter) => void;
}) {
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
      render: (r) =>
        r.key === 'total' ? (
          <strong>{t('statistics.total')}</strong>
        ) : byUnit && !filter.bands && /^\d+$/.test(r.key) ? (
          <Button
            size="small"
            sx={{ textTransform: 'none', textAlign: 'left', p: 0, minWidth: 0 }}
            aria-label={t('statistics.quality.seeByYear', { unit: r.label })}
            data-testid={`quality-unit-${r.key}`}
            onClick={() =>
              onChange({ ...filter, qualityBy: 'year', qualityUnit: { id: Number(r.key), name: r.label } })
            }
          >
            {r.label}
          </Button>
        ) : (
          r.label
        ),
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
  return (
    <ReportSection
      testId="report-quality"
      title={title}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {data.unit && (
            <Chip
              label={t('statistics.quality.unitFilter', { unit: data.unit.name })}
              onDelete={() => onChange({ ...filter, qualityUnit: null, qualityBy: 'unit' })}
              deleteIcon={<span aria-hidden>×</span>}
              title={name('allUnits')}
              data-testid="quality-unit-filter"
            />
          )}
          <XlsxButton report="data-quality" filter={() => qualityBody(filter)} tableName={title} />
        </Stack>
      }
      refreshing={query.isFetching && query.isPlaceholderData}
      chart={drawn.length === 0 ? <NoCases /> : <QualityCharts rows={drawn} byUnit={byUnit} />}
      table={
        <ReportTable
          caption={
            byUnit
              ? name('captionUnit')
              : data.unit
                ? t('statistics.quality.captionYearUnit', { unit: data.unit.name })
                : name('captionYear')
          }
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
