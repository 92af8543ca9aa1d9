import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReportingUnit, ReportingUnitForm } from '@registry/domain/units/contracts';
import { reportingUnitTypeLabels } from '@registry/domain/units/labels';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindServerErrors } from '../../shared/forms/server-errors';
import { useCountries } from '../../shared/geography/geography';
import { HttpError } from '../../shared/http/http-error';
import { currentLanguage, translateKey } from '../../shared/i18n/i18n';
import { useConfirm } from '../../shared/ui/confirm-provider';
import { fieldErrorText } from '../../shared/ui/field-error';
import { showToast } from '../../shared/ui/ui-events';
import { UNIT_FIELDS, type UnitFormValues, unitFormSchema, unitValuesOf } from './unit-form';
import { UnitLocationFields } from './unit-location-fields';
import { getUnit, saveUnit } from './units-api';

type Props = {
  /** The values to start from: a new unit's defaults or the unit being edited. */
  initial: UnitFormValues;
  onClose: () => void;
  onSaved: (unit: ReportingUnit) => void;
};

/** Fields that take the whole row of the two-column form. */
const wide = { gridColumn: { sm: '1 / -1' } } as const;

const isStale = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { key?: unknown }).key === 'errors.staleVersion';

/** Add or edit a medical unit (spec 01 §2.4, §5 unit form); max width 640 (§9). */
export function UnitDialog({ initial, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const countries = useCountries();
  const resolver = useMemo(() => {
    const alpha2 = new Map((countries.data ?? []).map((c) => [c.id, c.code]));
    return zodResolver(
      unitFormSchema((id) => (id === null ? null : (alpha2.get(id) ?? null))),
    ) as unknown as Resolver<UnitFormValues, unknown, ReportingUnitForm>;
  }, [countries.data]);
  const form = useForm<UnitFormValues, unknown, ReportingUnitForm>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: 'name' | 'description' | 'address' | 'phone' | 'email') => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: fieldErrorText(errors[name]),
  });

  const submit = form.handleSubmit(async (unit) => {
    try {
      const saved = await saveUnit(unit);
      showToast(t('units.saved'), 'success');
      onSaved(saved);
    } catch (error) {
      if (isStale(error)) {
        const reload = await confirm({
          title: t('units.staleTitle'),
          message: `${translateKey('errors.staleVersion')}\n\n${t('units.staleReload')}`,
        });
        if (reload) form.reset(unitValuesOf(await getUnit(initial.id)));
        return;
      }
      bindServerErrors(error, UNIT_FIELDS, (field, e) => form.setError(field as keyof UnitFormValues, e));
    }
  });

  const types = reportingUnitTypeLabels[currentLanguage()];
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: { sm: 640 }, width: '100%' } } }}
      aria-labelledby="unit-dialog-title"
    >
      <form onSubmit={submit} noValidate data-testid="unit-dialog">
        <DialogTitle id="unit-dialog-title">
          {t(initial.id ? 'units.editTitle' : 'units.addTitle')}
        </DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            alignItems: 'start',
            pt: '8px !important',
          }}
        >
          <TextField
            label={t('units.fields.name')}
            required
            autoFocus
            {...text('name')}
            sx={wide}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
          <TextField
            select
            label={t('units.fields.type')}
            required
            value={form.watch('typeId')}
            onChange={(e) =>
              form.setValue('typeId', Number(e.target.value), { shouldValidate: true, shouldDirty: true })
            }
            name="typeId"
            error={Boolean(errors.typeId)}
            helperText={fieldErrorText(errors.typeId)}
            slotProps={{ htmlInput: { 'data-testid': 'unit-type' } }}
          >
            {Object.entries(types).map(([id, label]) => (
              <MenuItem key={id} value={Number(id)}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <UnitLocationFields form={form} />
          <TextField
            label={t('units.fields.address')}
            {...text('address')}
            sx={wide}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            label={t('units.fields.phone')}
            type="tel"
            {...text('phone')}
            helperText={fieldErrorText(errors.phone) ?? t('units.phoneHint')}
            slotProps={{ htmlInput: { maxLength: 25 } }}
          />
          <TextField label={t('units.fields.email')} type="email" {...text('email')} />
          <TextField
            label={t('units.fields.description')}
            multiline
            minRows={2}
            {...text('description')}
            sx={wide}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="unit-save">
            {t('units.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
