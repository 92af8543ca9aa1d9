import { msg } from '@registry/domain/shared/messages';
import { type ReportingUnit, ROMANIA_COUNTRY_ID, reportingUnitForm } from '@registry/domain/units/contracts';
import { isValidPhoneFor } from '@registry/domain/units/phone';

/** What the dialog's fields hold (numbers as chosen, text as typed). */
export type UnitFormValues = {
  id: number;
  name: string;
  description: string;
  typeId: number | '';
  countryId: number | null;
  countyId: number | null;
  cityId: number | null;
  city: string;
  address: string;
  phone: string;
  email: string;
  version?: number;
};

export const UNIT_FIELDS = [
  'name',
  'description',
  'typeId',
  'countryId',
  'countyId',
  'cityId',
  'city',
  'address',
  'phone',
  'email',
] as const;

/** Spec 01 §9: the default phone country (and unit country) is Romania. */
export const newUnitValues = (): UnitFormValues => ({
  id: 0,
  name: '',
  description: '',
  typeId: '',
  countryId: ROMANIA_COUNTRY_ID,
  countyId: null,
  cityId: null,
  city: '',
  address: '',
  phone: '',
  email: '',
});

export const unitValuesOf = (unit: ReportingUnit): UnitFormValues => ({
  id: unit.id,
  name: unit.name,
  description: unit.description ?? '',
  typeId: unit.typeId,
  countryId: unit.countryId ?? ROMANIA_COUNTRY_ID,
  countyId: unit.countyId,
  cityId: unit.cityId,
  // In Romania the city comes from the SIRUTA list; the text is only kept for a typed city abroad.
  city: unit.countryId !== null && unit.countryId !== ROMANIA_COUNTRY_ID ? (unit.city ?? '') : '',
  address: unit.address ?? '',
  phone: unit.phone ?? '',
  email: unit.email ?? '',
  version: unit.version,
});

/**
 * The shared contract plus the one rule that needs the country list: the phone must be a valid
 * number for the chosen country (spec 01 §5), checked with libphonenumber-js through `domain`.
 */
export function unitFormSchema(alpha2Of: (countryId: number | null) => string | null) {
  return reportingUnitForm.superRefine((unit, ctx) => {
    if (unit.phone && !isValidPhoneFor(unit.phone, alpha2Of(unit.countryId))) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: msg.invalid });
    }
  });
}
