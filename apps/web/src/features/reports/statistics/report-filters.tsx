import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { IcccMainGroup, ReportSex } from '@registry/domain/reports/statistics/contracts-shared';
import { BAND_YEARS, bandsUpTo } from '@registry/domain/reports/statistics/published-bands';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCounties } from '../../../shared/geography/geography';
import { groupLabel, MAIN_GROUPS } from './format';
import type { ReportFilter } from './statistics-api';

const FIRST_YEAR = 1990;
const years = () => {
  const last = new Date().getFullYear();
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
};
const PERIOD_LENGTHS = [1, 3, 5, 10] as const;
/** The bands a suppressed-figures role chooses from: back to FIRST_YEAR, newest first. */
const bands = () =>
  bandsUpTo(new Date().getFullYear(), Math.ceil((new Date().getFullYear() - FIRST_YEAR + 1) / BAND_YEARS));
const ALL = '';

/** The toggle's name written beside it, as the selects carry theirs. */
function RowsBy({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

export type ReportTab = 'incidence' | 'quality' | 'survival';
type Props = { tab: ReportTab; value: ReportFilter; onChange: (next: ReportFilter) => void };

/**
 * One filter bar for the three reports; each shows only what its report understands (data quality
 * is per year or unit over everything; survival groups the years into periods). A change reloads.
 */
export function ReportFilters({ tab, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const counties = useCounties(ROMANIA_COUNTRY_ID);
  const set = (patch: Partial<ReportFilter>) => onChange({ ...value, ...patch });
  const f = (key: string) => t(`statistics.filters.${key}`);
  const field = { size: 'small', select: true, sx: { minWidth: { xs: '100%', sm: 150 } } } as const;
  const testId = (id: string) => ({ select: { SelectDisplayProps: { 'data-testid': id } as object } });
  // "All …" is the empty value: show it, and keep the label above it as for any other choice.
  const orAll = { inputLabel: { shrink: true } } as const;
  const allTestId = (id: string) => ({
    select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': id } as object },
  });
  const yearItems = years().map((y) => (
    <MenuItem key={y} value={y}>
      {y}
    </MenuItem>
  ));
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="reports-filters"
    >
      {value.bands ? (
        // Fixed bands only (issue 38): one period, its five years.
        <TextField
          {...field}
          sx={{ minWidth: { xs: '100%', sm: 150 } }}
          label={f('band')}
          value={value.yearFrom}
          onChange={(e) => {
            const yearFrom = Number(e.target.value);
            set({ yearFrom, yearTo: yearFrom + BAND_YEARS - 1 });
          }}
          slotProps={testId('filter-band')}
        >
          {bands().map((b) => (
            <MenuItem key={b} value={b}>
              {`${b}–${b + BAND_YEARS - 1}`}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <TextField
            {...field}
            sx={{ flex: 1, minWidth: 120 }}
            label={f('yearFrom')}
            value={value.yearFrom}
            onChange={(e) => {
              const yearFrom = Number(e.target.value);
              set({ yearFrom, yearTo: Math.max(yearFrom, value.yearTo) });
            }}
            slotProps={testId('filter-year-from')}
          >
            {yearItems}
          </TextField>
          <TextField
            {...field}
            sx={{ flex: 1, minWidth: 120 }}
            label={f('yearTo')}
            slotProps={testId('filter-year-to')}
            value={value.yearTo}
            onChange={(e) => {
              const yearTo = Number(e.target.value);
              set({ yearTo, yearFrom: Math.min(yearTo, value.yearFrom) });
            }}
          >
            {yearItems}
          </TextField>
        </Stack>
      )}
      {tab === 'survival' && !value.bands && (
        <TextField
          {...field}
          label={f('periodLength')}
          slotProps={testId('filter-period')}
          value={value.periodLength}
          onChange={(e) => set({ periodLength: Number(e.target.value) })}
        >
          {PERIOD_LENGTHS.map((n) => (
            <MenuItem key={n} value={n}>
              {t('statistics.filters.years', { count: n })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {tab === 'incidence' && (!value.bands || value.incidenceBy === 'county') && (
        <TextField
          {...field}
          sx={{ minWidth: { xs: '100%', sm: 180 } }}
          label={f('county')}
          slotProps={{ ...orAll, ...allTestId('filter-county') }}
          value={value.countyId ?? ALL}
          onChange={(e) => set({ countyId: e.target.value === ALL ? null : Number(e.target.value) })}
        >
          <MenuItem value={ALL}>{f('allCounties')}</MenuItem>
          {(counties.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.text}
            </MenuItem>
          ))}
        </TextField>
      )}
      {tab === 'incidence' && (
        <TextField
          {...field}
          label={f('sex')}
          slotProps={{ ...orAll, ...allTestId('filter-sex') }}
          value={value.sex ?? ALL}
          onChange={(e) => set({ sex: e.target.value === ALL ? null : (e.target.value as ReportSex) })}
        >
          <MenuItem value={ALL}>{f('bothSexes')}</MenuItem>
          <MenuItem value="M">{t('statistics.sex.M')}</MenuItem>
          <MenuItem value="F">{t('statistics.sex.F')}</MenuItem>
        </TextField>
      )}
      {(tab === 'survival' || (tab === 'incidence' && (!value.bands || value.incidenceBy === 'group'))) && (
        <TextField
          {...field}
          sx={{ minWidth: { xs: '100%', sm: 220 }, maxWidth: { sm: 320 } }}
          label={f('group')}
          slotProps={{ ...orAll, ...allTestId('filter-group') }}
          value={value.iccc ?? ALL}
          onChange={(e) => set({ iccc: e.target.value === ALL ? null : (e.target.value as IcccMainGroup) })}
        >
          <MenuItem value={ALL}>{f('allGroups')}</MenuItem>
          {MAIN_GROUPS.map((g) => (
            <MenuItem key={g} value={g}>
              {`${g}. ${groupLabel(g, i18n.language)}`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {tab === 'incidence' && (
        <RowsBy label={f('rowsBy')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={value.incidenceBy}
            onChange={(_, by: ReportFilter['incidenceBy'] | null) => by && set({ incidenceBy: by })}
            aria-label={f('rowsBy')}
          >
            {(['group', 'county', 'year'] as const).map((by) => (
              <ToggleButton key={by} value={by} data-testid={`incidence-by-${by}`}>
                {f(`by.${by}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </RowsBy>
      )}
      {tab === 'quality' && (
        <RowsBy label={f('rowsBy')}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={value.qualityBy}
            onChange={(_, by: ReportFilter['qualityBy'] | null) =>
              // Rows by unit show every unit again; one unit is followed year by year.
              by && set({ qualityBy: by, qualityUnit: by === 'unit' ? null : value.qualityUnit })
            }
            aria-label={f('rowsBy')}
          >
            {(['year', 'unit'] as const).map((by) => (
              <ToggleButton key={by} value={by} data-testid={`quality-by-${by}`}>
                {f(`by.${by}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </RowsBy>
      )}
    </Stack>
  );
}
