import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SurvivalRow } from '@registry/domain/reports/statistics/contracts-survival';
import { useTranslation } from 'react-i18next';
import { alignCurves, DAYS_PER_YEAR } from './step-values';

/** Distinct enough for a few periods side by side, dark enough on white (WCAG non-text contrast). */
const PALETTE = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#4e342e', '#37474f'];

type Curve = { id: string; label: string; row: SurvivalRow };

/** The 95 % interval at 1, 3 and 5 years, drawn as whiskers on each curve (nudged apart per curve). */
function Intervals({ curves }: { curves: Curve[] }) {
  const x = useXScale<'linear'>();
  const y = useYScale<'linear'>();
  return (
    <g data-testid="survival-intervals">
      {curves.flatMap((c, i) =>
        c.row.at
          .filter((a) => !a.suppressed && a.lower !== null && a.upper !== null)
          .map((a) => {
            const cx = x(a.years) + (i - (curves.length - 1) / 2) * 6;
            const top = y(a.upper ?? 0);
            const bottom = y(a.lower ?? 0);
            const colour = PALETTE[i % PALETTE.length];
            return (
              <g key={`${c.id}-${a.years}`} stroke={colour} strokeWidth={1.5}>
                <line x1={cx} x2={cx} y1={top} y2={bottom} />
                <line x1={cx - 4} x2={cx + 4} y1={top} y2={top} />
                <line x1={cx - 4} x2={cx + 4} y1={bottom} y2={bottom} />
              </g>
            );
          }),
      )}
    </g>
  );
}

/**
 * Observed survival of one ICCC-3 group, one step line per period of diagnosis, with the 95 %
 * interval at the report's horizons. Time is in years since diagnosis.
 */
export function SurvivalChart({ curves }: { curves: Curve[] }) {
  const { t, i18n } = useTranslation();
  const { days, values } = alignCurves(curves.map((c) => c.row.curve ?? []));
  const number = (v: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(v);
  return (
    <LineChart
      xAxis={[
        {
          // Years since diagnosis: the scale then ticks at whole years by itself.
          data: days.map((d) => d / DAYS_PER_YEAR),
          scaleType: 'linear',
          min: 0,
          // To the next whole year: a drop at the last time is then drawn inside the frame, not on it.
          max: Math.max(1, Math.ceil((days[days.length - 1] ?? 0) / DAYS_PER_YEAR)),
          tickMinStep: 1,
          label: t('statistics.survival.years'),
          valueFormatter: (v: number, ctx) =>
            ctx.location === 'tick'
              ? number(v, 1)
              : t('statistics.survival.yearsAt', { years: number(v, 1) }),
        },
      ]}
      yAxis={[{ min: 0, max: 1, width: 48, valueFormatter: (v: number) => `${Math.round(v * 100)} %` }]}
      series={curves.map((c, i) => ({
        id: c.id,
        label: c.label,
        curve: 'stepAfter' as const,
        showMark: false,
        connectNulls: false,
        color: PALETTE[i % PALETTE.length],
        data: values[i] ?? [],
        valueFormatter: (v: number | null) => (v === null ? null : `${number(v * 100, 1)} %`),
      }))}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
    >
      <Intervals curves={curves} />
    </LineChart>
  );
}
