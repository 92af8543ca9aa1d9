import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { SurvivalPoint } from './statistics-api';
import { valueAt } from './step-values';

export type SurvivalCurve = { id: string; label: string; points: SurvivalPoint[] };

/**
 * Observed survival curves (step lines) with their 95 % band, drawn as a transparent lower area
 * with the band's width stacked on it. All curves share one time axis (the union of their times).
 */
export function SurvivalChart({ curves }: { curves: SurvivalCurve[] }) {
  const { t, i18n } = useTranslation();
  const times = [...new Set(curves.flatMap((c) => c.points.map((p) => p.years)))].sort((a, b) => a - b);
  const pct = (v: number | null) =>
    v === null
      ? null
      : `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(v * 100)} %`;
  const series = curves.flatMap((c) => {
    const lower = times.map((x) => valueAt(c.points, x, (p) => p.lower));
    const width = times.map((x) => valueAt(c.points, x, (p) => p.upper - p.lower));
    const band = { curve: 'stepAfter' as const, showMark: false, area: true, stack: `ci-${c.id}` };
    return [
      { ...band, id: `lo-${c.id}`, data: lower, valueFormatter: () => null },
      { ...band, id: `band-${c.id}`, data: width, valueFormatter: () => null },
      {
        id: `s-${c.id}`,
        label: c.label,
        curve: 'stepAfter' as const,
        showMark: false,
        data: times.map((x) => valueAt(c.points, x, (p) => p.survival)),
        valueFormatter: pct,
      },
    ];
  });
  // The band takes its curve's colour: series come in threes, so share one palette index per curve.
  const palette = ['#1976d2', '#d32f2f', '#2e7d32', '#ed6c02', '#9c27b0', '#0288d1', '#5d4037', '#455a64'];
  const coloured = series.map((s, i) => ({ ...s, color: palette[Math.floor(i / 3) % palette.length] }));
  return (
    <LineChart
      xAxis={[
        {
          data: times,
          scaleType: 'linear',
          min: 0,
          label: t('statistics.survival.years'),
          valueFormatter: (v: number) =>
            new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(v),
        },
      ]}
      yAxis={[{ min: 0, max: 1, width: 48, valueFormatter: (v: number) => `${Math.round(v * 100)} %` }]}
      series={coloured}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
      sx={{
        [`& .${lineClasses.area}[data-series^="lo-"]`]: { fill: 'transparent' },
        [`& .${lineClasses.area}[data-series^="band-"]`]: { fillOpacity: 0.15 },
        [`& .${lineClasses.line}[data-series^="lo-"], & .${lineClasses.line}[data-series^="band-"]`]: {
          display: 'none',
        },
      }}
    />
  );
}
