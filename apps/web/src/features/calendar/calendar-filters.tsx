import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EventStatusId, InterventionTypeId } from '@registry/domain/clinical/interventions/kinds';
import { useTranslation } from 'react-i18next';
import {
  statusColor,
  statusesShown,
  statusLabelKey,
  typeLabelKey,
  typesInOrder,
} from '../clinical/interventions/intervention-types';
import { useCalendarUnits } from './calendar-api';

export type CalendarFilters = { unitIds: number[]; types: InterventionTypeId[]; statuses: EventStatusId[] };
export const noCalendarFilters: CalendarFilters = { unitIds: [], types: [], statuses: [] };

function MultiSelect<T extends number>({
  label,
  values,
  options,
  onChange,
  testId,
}: {
  label: string;
  values: T[];
  options: { id: T; text: string; color?: string }[];
  onChange: (next: T[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={values}
      onChange={(e) => onChange((e.target.value as unknown as (string | number)[]).map(Number) as T[])}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' }, maxWidth: { sm: 320 } }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) =>
            (v as T[]).length
              ? options
                  .filter((o) => (v as T[]).includes(o.id))
                  .map((o) => o.text)
                  .join(', ')
              : t('calendar.filters.all'),
        },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId },
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} data-value={o.id}>
          <Checkbox checked={values.includes(o.id)} size="small" sx={{ p: 0.5, mr: 1 }} />
          {o.color && (
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: o.color, mr: 1 }}
            />
          )}
          <ListItemText primary={o.text} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The calendar's filters: where it is carried out, what kind, in which status (all when none chosen). */
export function CalendarFiltersBar({
  value,
  onChange,
}: {
  value: CalendarFilters;
  onChange: (next: CalendarFilters) => void;
}) {
  const { t } = useTranslation();
  const units = useCalendarUnits();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }} data-testid="calendar-filters">
      <MultiSelect
        label={t('calendar.filters.unit')}
        values={value.unitIds}
        options={(units.data ?? []).map((u) => ({ id: u.id, text: u.text }))}
        onChange={(unitIds) => onChange({ ...value, unitIds })}
        testId="calendar-filter-unit"
      />
      <MultiSelect
        label={t('calendar.filters.type')}
        values={value.types}
        options={typesInOrder.map((id) => ({ id, text: t(typeLabelKey(id)) }))}
        onChange={(types) => onChange({ ...value, types })}
        testId="calendar-filter-type"
      />
      <MultiSelect
        label={t('calendar.filters.status')}
        values={value.statuses}
        options={statusesShown.map((id) => ({
          id,
          text: t(statusLabelKey(id)),
          color: statusColor[id].main,
        }))}
        onChange={(statuses) => onChange({ ...value, statuses })}
        testId="calendar-filter-status"
      />
    </Box>
  );
}
