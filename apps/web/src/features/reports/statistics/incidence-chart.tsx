import Alert from '@mui/material/Alert';
import { BarChart } from '@mui/x-charts/BarChart';
import type { IncidenceAnswer } from '@registry/domain/reports/statistics/contracts-incidence';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatCount, formatRate } from './format';

export type Measure = 'count' | 'rate';

type Props = { answer: IncidenceAnswer; measure: Measure; sex: 'M' | 'F' | 'all' };

/**
 * Bars per main group (or county, or year), one colour per age group: stacked when they are counts
 * (the bar is the total), side by side when they are rates (rates do not add up).
 */
export function IncidenceChart({ answer, measure, sex }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const candidates = answer.rows.filter((r) => r.level !== 'subgroup' && r.level !== 'total');
  const rowSex = candidates.some((r) => r.sex === sex) ? sex : (candidates[0]?.sex ?? 'all');
  const rows = candidates.filter((r) => r.sex === rowSex);
  const byGroup = answer.by === 'group';
  const labelOf = new Map(rows.map((r) => [r.key, byGroup ? `${r.key}. ${r.label}` : r.label]));
  const title = t(`statistics.incidence.chart.${measure}.${answer.by}`);
  const values = (i: number) =>
    rows.map((r) => {
      const c = r.ages[i];
      if (!c || c.suppressed) return null;
      return measure === 'count' ? c.count : c.rate;
    });
  const series = answer.ageGroups.map((_, i) => values(i));
  // An executive's small selection can hide every bar: say so rather than draw empty axes.
  const hidden = rows.some((r) => r.ages.some((c) => c.suppressed));
  if (hidden && series.every((s) => s.every((v) => v === null || v === 0)))
    return (
      <Alert severity="info" data-testid="incidence-all-hidden" sx={{ my: 1 }}>
        {t('statistics.incidence.allHidden')}
      </Alert>
    );
  return (
    <ChartFrame title={title} testId="chart-incidence" table="table-incidence" height={340}>
      <BarChart
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((r) => r.key),
            // Group codes (I–XII) fit under a bar on a phone; the tooltip gives the name.
            valueFormatter: (key: string, ctx) =>
              ctx.location === 'tooltip' || !byGroup ? (labelOf.get(key) ?? key) : key,
            tickLabelStyle:
              answer.by === 'county'
                ? { angle: -45, textAnchor: 'end', fontSize: 11 }
                : byGroup
                  ? { fontSize: 10 }
                  : undefined,
            // Every group's numeral, even on a phone, where the chart would otherwise drop "VIII"
            // for lack of room: a small font lets all twelve fit.
            tickLabelInterval: byGroup ? () => true : 'auto',
            height: answer.by === 'county' ? 70 : undefined,
          },
        ]}
        yAxis={[
          {
            width: 56,
            label: t(`statistics.incidence.axis.${measure}`),
            // Children are counted whole: no 0.5 tick on a count axis.
            tickMinStep: measure === 'count' ? 1 : undefined,
            // Ticks in the interface's numbers (1,5 in Romanian).
            valueFormatter: (v: number) => v.toLocaleString(lang),
          },
        ]}
        series={answer.ageGroups.map((a, i) => ({
          id: a,
          label: t(`statistics.ageGroups.${a}`),
          stack: measure === 'count' ? 'age' : undefined,
          data: series[i] ?? [],
          valueFormatter: (v: number | null) =>
            v === null ? null : measure === 'count' ? formatCount(v, false, lang) : formatRate(v, lang),
        }))}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
        }}
      />
    </ChartFrame>
  );
}
