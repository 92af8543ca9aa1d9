import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import type { ReportingUnitForm } from '@registry/domain/units/contracts';
import { type Control, Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities, useCounties, useCountries } from '../../shared/geography/geography';
import { fieldErrorText } from '../../shared/ui/field-error';
import { changeLocation, type LocationField, locationState, type UnitLocation } from './location';
import type { UnitFormValues } from './unit-form';

type Props = { form: UseFormReturn<UnitFormValues, unknown, ReportingUnitForm> };

type PickProps = {
  control: Control<UnitFormValues, unknown, ReportingUnitForm>;
  name: 'countryId' | 'countyId' | 'cityId';
  label: string;
  options: DictionaryListItem[];
  loading: boolean;
  disabled: boolean;
  hint?: string;
  onPick: (id: number | null) => void;
};

/** One level of the cascade: an autocomplete over a dictionary list, holding the chosen id. */
function Pick({ control, name, label, options, loading, disabled, hint, onPick }: PickProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((o) => o.id === field.value) ?? null}
          onChange={(_, option) => onPick(option?.id ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.text}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={loading}
          disabled={disabled}
          noOptionsText={t('list.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required
              name={name}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(fieldState.error) ?? (disabled ? hint : undefined)}
            />
          )}
        />
      )}
    />
  );
}

/**
 * Country → county → city (spec 01 §4): a change clears the lower levels and a lower level stays
 * disabled until the upper one is chosen. Outside Romania the city is typed.
 */
export function UnitLocationFields({ form }: Props) {
  const { t } = useTranslation();
  const [countryId, countyId, cityId, city] = form.watch(['countryId', 'countyId', 'cityId', 'city']);
  const location: UnitLocation = { countryId, countyId, cityId, city };
  const state = locationState(location);
  const countries = useCountries();
  const counties = useCounties(countryId);
  const cities = useCities(state.inRomania ? countyId : null);

  const change = (field: LocationField, value: number | string | null) => {
    const next = changeLocation(location, field, value as never);
    for (const key of Object.keys(next) as LocationField[]) {
      if (next[key] !== location[key]) {
        form.setValue(key, next[key] as never, { shouldDirty: true, shouldValidate: key === field });
      }
    }
    // The phone rule depends on the country.
    if (field === 'countryId' && form.getValues('phone')) void form.trigger('phone');
  };

  return (
    <>
      <Pick
        control={form.control}
        name="countryId"
        label={t('units.fields.country')}
        options={countries.data ?? []}
        loading={countries.isPending}
        disabled={false}
        onPick={(id) => change('countryId', id)}
      />
      {!state.cityIsText && (
        <Pick
          control={form.control}
          name="countyId"
          label={t('units.fields.county')}
          options={counties.data ?? []}
          loading={counties.isFetching}
          disabled={!state.countyEnabled}
          hint={t('units.countryFirst')}
          onPick={(id) => change('countyId', id)}
        />
      )}
      {state.cityIsText ? (
        <TextField
          label={t('units.fields.city')}
          required
          value={city}
          onChange={(e) => change('city', e.target.value)}
          onBlur={() => void form.trigger('city')}
          name="city"
          slotProps={{ htmlInput: { maxLength: 200 } }}
          error={Boolean(form.formState.errors.city)}
          helperText={fieldErrorText(form.formState.errors.city)}
        />
      ) : (
        <Pick
          control={form.control}
          name="cityId"
          label={t('units.fields.city')}
          options={cities.data ?? []}
          loading={cities.isFetching}
          disabled={!state.cityEnabled}
          hint={t(state.countyEnabled ? 'units.countyFirst' : 'units.countryFirst')}
          onPick={(id) => change('cityId', id)}
        />
      )}
    </>
  );
}
