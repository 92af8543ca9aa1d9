import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DataQualityRow } from '@registry/domain/reports/statistics/contracts-quality';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatPercent } from './format';

/** The shares where less is better; drawn apart from "microscopically verified", where more is. */
export const GAPS = [
  'deathCertificateOnly',
  'unknownBasis',
  'icccUnspecified',
  'unknownAge',
  'unresolvedWarnings',
] as const;
type Share = 'microscopicallyVerified' | (typeof GAPS)[number];

type Props = { rows: DataQualityRow[]; byUnit: boolean };

/**
 * Two charts side by side (one above the other on a phone): microscopic verification, which sits
 * near 90 %, would flatten the gaps, which sit near a few per cent, on one scale.
 */
export function QualityCharts({ rows, byUnit }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const labels = rows.map((r) => r.label);
  // Units have long names: their bars lie down so the names can be read.
  const height = byUnit ? Math.max(300, 90 + rows.length * 40) : 300;
  const chart = (shares: readonly Share[], max?: number) => {
    const value = { min: 0, max, valueFormatter: (v: number) => `${v} %` };
    return (
      <BarChart
        layout={byUnit ? 'horizontal' : 'vertical'}
        xAxis={[byUnit ? value : { scaleType: 'band', data: labels }]}
        yAxis={[byUnit ? { scaleType: 'band', data: labels, width: 120 } : { ...value, width: 48 }]}
        series={shares.map((k) => ({
          id: k,
          label: t(`statistics.quality.${k}`),
          data: rows.map((r) => (r[k].suppressed ? null : r[k].percent)),
          valueFormatter: (v: number | null) => (v === null ? null : formatPercent(v, lang)),
        }))}
        hideLegend={shares.length === 1}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
      />
    );
  };
  // A clean registry has gaps of 0 %: keep a 5 % scale then, rather than an axis with a single tick.
  const highest = Math.max(
    0,
    ...rows.flatMap((r) => GAPS.map((k) => (r[k].suppressed ? 0 : (r[k].percent ?? 0)))),
  );
  const gapsMax = Math.max(5, Math.ceil(highest / 5) * 5);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
      data-testid="chart-quality"
    >
      <ChartFrame
        title={t('statistics.quality.chartVerified')}
        testId="chart-quality-verified"
        table="table-quality"
        height={height}
      >
        {chart(['microscopicallyVerified'], 100)}
      </ChartFrame>
      <ChartFrame
        title={t('statistics.quality.chartProblems')}
        testId="chart-quality-gaps"
        table="table-quality"
        height={height}
      >
        {chart(GAPS, gapsMax)}
      </ChartFrame>
    </Box>
  );
}
