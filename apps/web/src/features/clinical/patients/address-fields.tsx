import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { DictionaryListItem } from '@registry/domain/dictionaries/contracts';
import { changePlace, PatientLimits } from '@registry/domain/patient/contracts';
import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../shared/ui/field-error';
import type { PatientValues } from './patient-values';
import { useCities, useCounties, useCountries } from './patients-api';

type Prefix = 'home' | 'care';
type Props = { form: UseFormReturn<PatientValues>; prefix: Prefix; required: boolean };
type IdName = `${Prefix}${'CountryId' | 'CountyId' | 'CityId'}`;

/**
 * One address (spec 01 §3: country → county → city, address), as the unit form's cascade: a new
 * country clears county and city, a new county clears the city; a lower level waits for the upper
 * one. Abroad there is no county list and the city is typed.
 */
export function AddressFields({ form, prefix, required }: Props) {
  const { t } = useTranslation();
  const n = <S extends string>(suffix: S) => `${prefix}${suffix}` as `${Prefix}${S}`;
  const [countryId, countyId, cityId, city] = form.watch([
    n('CountryId'),
    n('CountyId'),
    n('CityId'),
    n('City'),
  ]) as [number | null, number | null, number | null, string];
  const inRomania = countryId === ROMANIA_COUNTRY_ID;
  const countries = useCountries();
  const counties = useCounties(countryId);
  const cities = useCities(inRomania ? countyId : null);

  const change = (level: 'countryId' | 'countyId' | 'cityId', value: number | null) => {
    const before = { countryId, countyId, cityId, city: city || null };
    const next = changePlace(before, level, value);
    const set = (name: keyof PatientValues, v: unknown) =>
      form.setValue(name, v as never, { shouldDirty: true, shouldValidate: true });
    if (next.countryId !== before.countryId) set(n('CountryId'), next.countryId);
    if (next.countyId !== before.countyId) set(n('CountyId'), next.countyId);
    if (next.cityId !== before.cityId) set(n('CityId'), next.cityId);
    if ((next.city ?? '') !== (city ?? '')) set(n('City'), next.city ?? '');
    // The phone is checked against the home country.
    if (prefix === 'home' && level === 'countryId' && form.getValues('phone')) void form.trigger('phone');
  };

  const pick = (
    name: IdName,
    level: 'countryId' | 'countyId' | 'cityId',
    options: DictionaryListItem[],
    loading: boolean,
    disabled: boolean,
    hint?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((o) => o.id === field.value) ?? null}
          onChange={(_, option) => change(level, option?.id ?? null)}
          onBlur={field.onBlur}
          getOptionLabel={(o) => o.text}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={loading}
          disabled={disabled}
          noOptionsText={t('list.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t(
                `patients.fields.${level === 'countryId' ? 'country' : level === 'countyId' ? 'county' : 'city'}`,
              )}
              required={required || (level !== 'countryId' && countryId !== null)}
              name={name}
              error={Boolean(fieldState.error)}
              helperText={fieldErrorText(fieldState.error) ?? (disabled ? hint : undefined)}
            />
          )}
        />
      )}
    />
  );

  const { errors } = form.formState;
  return (
    <>
      {pick(n('CountryId'), 'countryId', countries.data ?? [], countries.isPending, false)}
      {countryId !== null && !inRomania ? (
        <TextField
          label={t('patients.fields.city')}
          required
          {...form.register(n('City'))}
          error={Boolean(errors[n('City')])}
          helperText={fieldErrorText(errors[n('City')])}
          slotProps={{ htmlInput: { maxLength: PatientLimits.city, 'data-testid': `${n('City')}-input` } }}
        />
      ) : (
        <>
          {pick(
            n('CountyId'),
            'countyId',
            counties.data ?? [],
            counties.isFetching,
            countryId === null,
            t('patients.countryFirst'),
          )}
          {pick(
            n('CityId'),
            'cityId',
            cities.data ?? [],
            cities.isFetching,
            countyId === null,
            t(countryId === null ? 'patients.countryFirst' : 'patients.countyFirst'),
          )}
        </>
      )}
      <TextField
        label={t('patients.fields.address')}
        {...form.register(n('Address'))}
        disabled={countryId === null && prefix === 'care'}
        error={Boolean(errors[n('Address')])}
        helperText={fieldErrorText(errors[n('Address')])}
        slotProps={{
          htmlInput: { maxLength: PatientLimits.address, 'data-testid': `${n('Address')}-input` },
        }}
      />
    </>
  );
}
