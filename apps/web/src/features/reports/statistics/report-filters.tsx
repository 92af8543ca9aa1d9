import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { useTranslation } from 'react-i18next';
import { useCounties } from '../../../shared/geography/geography';
import { groupLabel, MAIN_GROUPS } from './format';
import type { ReportFilter, Sex } from './statistics-api';

const FIRST_YEAR = 2000;
const years = () => {
  const last = new Date().getFullYear();
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
};
const ALL = '';

type Props = {
  tab: 'incidence' | 'quality' | 'survival';
  value: ReportFilter;
  onChange: (next: ReportFilter) => void;
};

/** One set of filters for the three reports; each change reloads the report on screen. */
export function ReportFilters({ tab, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const counties = useCounties(ROMANIA_COUNTRY_ID);
  const set = (patch: Partial<ReportFilter>) => onChange({ ...value, ...patch });
  const field = { size: 'small', select: true, sx: { minWidth: { xs: '100%', sm: 130 } } } as const;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="reports-filters"
    >
      <Stack direction="row" spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <TextField
          {...field}
          sx={{ flex: 1, minWidth: 110 }}
          label={t('statistics.filters.yearFrom')}
          value={value.yearFrom}
          onChange={(e) => {
            const yearFrom = Number(e.target.value);
            set({ yearFrom, yearTo: Math.max(yearFrom, value.yearTo) });
          }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-year-from' } }}
        >
          {years().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          sx={{ flex: 1, minWidth: 110 }}
          label={t('statistics.filters.yearTo')}
          value={value.yearTo}
          onChange={(e) => {
            const yearTo = Number(e.target.value);
            set({ yearTo, yearFrom: Math.min(yearTo, value.yearFrom) });
          }}
        >
          {years().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        {...field}
        sx={{ ...field.sx, minWidth: { xs: '100%', sm: 180 } }}
        label={t('statistics.filters.county')}
        value={value.countyId ?? ALL}
        onChange={(e) => set({ countyId: e.target.value === ALL ? null : Number(e.target.value) })}
      >
        <MenuItem value={ALL}>{t('statistics.filters.allCounties')}</MenuItem>
        {(counties.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.text}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label={t('statistics.filters.sex')}
        value={value.sex ?? ALL}
        onChange={(e) => set({ sex: e.target.value === ALL ? null : (e.target.value as Sex) })}
      >
        <MenuItem value={ALL}>{t('statistics.filters.bothSexes')}</MenuItem>
        <MenuItem value="M">{t('statistics.sex.M')}</MenuItem>
        <MenuItem value="F">{t('statistics.sex.F')}</MenuItem>
      </TextField>
      <TextField
        {...field}
        sx={{ ...field.sx, minWidth: { xs: '100%', sm: 220 }, maxWidth: { sm: 320 } }}
        label={t('statistics.filters.group')}
        value={value.icccGroup ?? ALL}
        onChange={(e) => set({ icccGroup: e.target.value === ALL ? null : e.target.value })}
      >
        <MenuItem value={ALL}>{t('statistics.filters.allGroups')}</MenuItem>
        {MAIN_GROUPS.map((g) => (
          <MenuItem key={g} value={g}>
            {`${g}. ${groupLabel(g, i18n.language)}`}
          </MenuItem>
        ))}
      </TextField>
      {tab === 'quality' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value.by}
          onChange={(_, by: ReportFilter['by'] | null) => by && set({ by })}
          aria-label={t('statistics.filters.by')}
        >
          <ToggleButton value="year" data-testid="quality-by-year">
            {t('statistics.filters.byYear')}
          </ToggleButton>
          <ToggleButton value="unit" data-testid="quality-by-unit">
            {t('statistics.filters.byUnit')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}
