import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFrame } from './chart-frame';
import { formatCount, formatSurvival, groupLabel } from './format';
import { ReportSection } from './report-section';
import { NoCases, ReportFailed, ReportSkeleton, SuppressionLegend } from './report-states';
import { type ReportColumn, ReportTable } from './report-table';
import { fetchSurvival, type ReportFilter, type SurvivalRow } from './statistics-api';
import { SurvivalChart } from './survival-chart';
import { useReport } from './use-report';
import { XlsxButton } from './xlsx-button';

const HORIZONS = [1, 3, 5] as const;

/**
 * Observed survival (Kaplan–Meier, 95 % CI) at 1, 3 and 5 years by ICCC-3 group and period of
 * diagnosis, with the number at risk; the cases without any follow-up are counted apart.
 */
export function SurvivalSection({ filter }: { filter: ReportFilter }) {
  const { t, i18n } = useTranslation();
  const [chartGroup, setChartGroup] = useState<string | null>(null);
  const { data, isPending, isError, isFetching, isPlaceholderData } = useReport(
    'survival',
    fetchSurvival,
    filter,
  );
  if (isPending) return <ReportSkeleton />;
  if (isError || !data) return <ReportFailed />;
  const lang = i18n.language;
  const name = (key: string, options?: Record<string, unknown>) => t(`statistics.survival.${key}`, options);
  const title = name('title');
  const groups = [...new Set(data.rows.map((r) => r.group))];
  const shown = chartGroup && groups.includes(chartGroup) ? chartGroup : (groups[0] ?? null);
  const withoutFollowUp = data.rows.reduce((n, r) => n + (r.withoutFollowUp ?? 0), 0);
  const columns: ReportColumn<SurvivalRow>[] = [
    { id: 'group', label: name('group'), render: (r) => `${r.group}. ${groupLabel(r.group, lang)}` },
    { id: 'period', label: name('period'), render: (r) => r.period },
    { id: 'cases', label: name('cases'), numeric: true, render: (r) => formatCount(r.cases, lang) },
    {
      id: 'withoutFollowUp',
      label: name('withoutFollowUp'),
      numeric: true,
      render: (r) => formatCount(r.withoutFollowUp, lang),
    },
    ...HORIZONS.flatMap((h): ReportColumn<SurvivalRow>[] => {
      const at = (r: SurvivalRow) => r.at.find((a) => a.years === h);
      return [
        {
          id: `s${h}`,
          label: name('at', { count: h }),
          numeric: true,
          render: (r) => {
            const a = at(r);
            return formatSurvival(a?.survival ?? null, a?.lower ?? null, a?.upper ?? null, lang);
          },
        },
        {
          id: `risk${h}`,
          label: name('atRisk', { count: h }),
          numeric: true,
          render: (r) => formatCount(at(r)?.atRisk ?? 0, lang),
        },
      ];
    }),
  ];
  const curves = data.rows
    .filter((r) => r.group === shown && r.curve.length > 0)
    .map((r) => ({ id: `${r.group}-${r.period}`, label: r.period, points: r.curve }));
  return (
    <ReportSection
      testId="report-survival"
      title={title}
      action={<XlsxButton report="survival" filter={() => filter} tableName={title} />}
      notes={
        <Typography variant="body2" color="text.secondary" data-testid="survival-without-follow-up">
          {name('method')} {name('withoutFollowUpNote', { count: withoutFollowUp })}
        </Typography>
      }
      refreshing={isFetching && isPlaceholderData}
      chart={
        groups.length === 0 || !shown ? (
          <NoCases />
        ) : (
          <>
            <TextField
              select
              size="small"
              label={name('chartGroup')}
              value={shown}
              onChange={(e) => setChartGroup(e.target.value)}
              sx={{ mb: 1, minWidth: { xs: '100%', sm: 320 } }}
            >
              {groups.map((g) => (
                <MenuItem key={g} value={g}>
                  {`${g}. ${groupLabel(g, lang)}`}
                </MenuItem>
              ))}
            </TextField>
            <ChartFrame title={name('chart', { group: groupLabel(shown, lang) })} testId="chart-survival">
              <SurvivalChart curves={curves} />
            </ChartFrame>
          </>
        )
      }
      table={
        <ReportTable
          caption={name('caption')}
          columns={columns}
          rows={data.rows}
          rowKey={(r) => `${r.group}-${r.period}`}
          testId="table-survival"
        />
      }
      footer={<SuppressionLegend shown={data.suppressed} />}
    />
  );
}
