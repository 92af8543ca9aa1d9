import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NotificationLimits as L } from '@registry/domain/notification/constants';
import { PatientLimits, patientIdentity } from '@registry/domain/patient/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { DateField } from '../../../shared/ui/date-field';
import { fieldErrorText } from '../../../shared/ui/field-error';
import type { PatientValues } from './patient-values';
import { useGenders } from './patients-api';

type Props = { form: UseFormReturn<PatientValues> };
type TextName = 'identifier' | 'lastName' | 'firstName' | 'email' | 'phone' | 'numberOfKm';

function useText({ form }: Props) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    name: TextName,
    max: number,
    extra: { required?: boolean; type?: string; inputMode?: 'numeric'; wide?: boolean } = {},
  ) => (
    <TextField
      label={t(`patients.fields.${name}`)}
      sx={extra.wide ? { gridColumn: '1 / -1' } : undefined}
      required={extra.required}
      type={extra.type}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={fieldErrorText(errors[name])}
      slotProps={{
        htmlInput: { maxLength: max, inputMode: extra.inputMode, 'data-testid': `${name}-input` },
      }}
    />
  );
}

/**
 * Identity (spec 01 §3, §5): a Romanian's gender, birth date and age are read from the CNP exactly
 * as on the notification (the domain's CNP functions); a foreigner's are typed.
 */
export function PatientIdentityFields({ form }: Props) {
  const { t } = useTranslation();
  const text = useText({ form });
  const genders = useGenders();
  const [identifier, isForeigner, genderId, birthdate] = form.watch([
    'identifier',
    'isForeigner',
    'genderId',
    'birthdate',
  ]);
  const identity = patientIdentity({ identifier, isForeigner, genderId, birthdate: birthdate || null });
  const { errors } = form.formState;
  const derived = isForeigner ? undefined : t('patients.derivedFromCnp');
  return (
    <>
      <TextField
        label={t(isForeigner ? 'patients.fields.foreignIdentifier' : 'patients.fields.identifier')}
        required
        {...form.register('identifier')}
        error={Boolean(errors.identifier)}
        helperText={fieldErrorText(errors.identifier)}
        slotProps={{
          htmlInput: {
            maxLength: L.identifier,
            inputMode: isForeigner ? 'text' : 'numeric',
            'data-testid': 'identifier-input',
          },
        }}
      />
      <Controller
        control={form.control}
        name="isForeigner"
        render={({ field }) => (
          <FormControlLabel
            label={t('patients.fields.isForeigner')}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => {
                  // Switching to foreigner keeps what the CNP said as a start (as the notification does).
                  if (e.target.checked) {
                    form.setValue('genderId', identity.genderId, { shouldDirty: true });
                    form.setValue('birthdate', identity.birthdate ?? '', { shouldDirty: true });
                  }
                  field.onChange(e.target.checked);
                  void form.trigger(['identifier', 'genderId', 'birthdate']);
                }}
              />
            }
          />
        )}
      />
      {text('lastName', PatientLimits.name, { required: true })}
      {text('firstName', PatientLimits.name, { required: true })}
      <TextField
        select
        label={t('patients.fields.gender')}
        required
        value={identity.genderId ?? ''}
        disabled={!isForeigner}
        onChange={(e) =>
          form.setValue('genderId', e.target.value === '' ? null : Number(e.target.value), {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
        error={Boolean(errors.genderId)}
        helperText={fieldErrorText(errors.genderId) ?? derived}
        slotProps={{ htmlInput: { 'data-testid': 'gender-input' } }}
      >
        {(genders.data ?? []).map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.text}
          </MenuItem>
        ))}
      </TextField>
      {isForeigner ? (
        <DateField
          label={t('patients.fields.birthdate')}
          required
          value={birthdate || null}
          onChange={(v) => form.setValue('birthdate', v ?? '', { shouldDirty: true, shouldValidate: true })}
          error={Boolean(errors.birthdate)}
          helperText={fieldErrorText(errors.birthdate)}
          name="birthdate"
        />
      ) : (
        <TextField
          label={t('patients.fields.birthdate')}
          value={formatDate(identity.birthdate)}
          disabled
          helperText={derived}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'birthdate-input' } }}
        />
      )}
      <TextField
        label={t('patients.fields.age')}
        value={identity.age ?? ''}
        disabled
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'age-input' } }}
      />
    </>
  );
}

/** Contact and distance (spec 01 §3): the phone must be valid for the home country (§5). */
export function PatientContactFields({ form, emailConfirmed }: Props & { emailConfirmed: boolean }) {
  const { t } = useTranslation();
  const text = useText({ form });
  return (
    <>
      {text('email', 254, { type: 'email' })}
      {text('phone', PatientLimits.phone, { type: 'tel' })}
      <TextField
        label={t('patients.fields.emailConfirmed')}
        value={t(emailConfirmed ? 'patients.confirmed' : 'patients.notConfirmed')}
        disabled
      />
      {text('numberOfKm', 5, { inputMode: 'numeric', wide: true })}
    </>
  );
}
