import { z } from 'zod';
import {
  entityId,
  optionalEmail,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from '../shared/form-fields';
import { boundedInt, id, MAX_INT, numberFrom, wholeNumber } from '../shared/ids';
import { listAnswer, listQuery } from '../shared/list';
import { msg } from '../shared/messages';

export const ReportingUnitType = { Central: 1, Local: 2, Rnohp: 3, ExternalUnit: 4 } as const;
export const reportingUnitTypeIds = Object.values(ReportingUnitType);

/**
 * Romania's id in the country list, whose counties and SIRUTA cities we know. The spec numbers it 1
 * ("the county list is for country 1", spec 01 §7); every other country keeps its ISO 3166-1 numeric
 * code, which never uses 1, so the two cannot collide.
 */
export const ROMANIA_COUNTRY_ID = 1;
/** Romania's ISO 3166-1 numeric code: still accepted from clients that send ISO codes, and stored as 1. */
export const ROMANIA_ISO_NUMERIC = 642;

/** The registry's country id for an id a client sent: Romania's ISO code becomes 1, others are unchanged. */
export const countryIdOf = (id: number) => (id === ROMANIA_ISO_NUMERIC ? ROMANIA_COUNTRY_ID : id);

/**
 * The unit form (spec 01 §5). County and city are required selections in Romania; abroad there is no
 * county list, so the city is typed instead.
 */
export const reportingUnitForm = z
  .object({
    id: entityId,
    name: requiredText(250),
    description: optionalText(2000),
    typeId: wholeNumber(numberFrom(msg.required).int().max(MAX_INT, msg.invalid), msg.required).refine(
      (v) => reportingUnitTypeIds.includes(v as 1),
      msg.required,
    ),
    countryId: requiredId.transform(countryIdOf),
    countyId: optionalId,
    cityId: optionalId,
    city: optionalText(200),
    address: optionalText(500),
    phone: optionalText(25),
    email: optionalEmail,
    version: boundedInt().optional(),
  })
  .superRefine((unit, ctx) => {
    if (unit.countryId === ROMANIA_COUNTRY_ID) {
      if (!unit.countyId) ctx.addIssue({ code: 'custom', path: ['countyId'], message: msg.required });
      if (!unit.cityId) ctx.addIssue({ code: 'custom', path: ['cityId'], message: msg.required });
    } else if (!unit.city) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: msg.required });
    }
  });
export type ReportingUnitForm = z.infer<typeof reportingUnitForm>;

export const reportingUnit = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  typeId: z.number(),
  type: z.string(),
  countryId: z.number().nullable(),
  country: z.string().nullable(),
  countyId: z.number().nullable(),
  county: z.string().nullable(),
  cityId: z.number().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  version: z.number(),
});
export type ReportingUnit = z.infer<typeof reportingUnit>;

export const reportingUnitFilter = listQuery(['name', 'city', 'type']).extend({
  typeId: id.nullish(),
});
export const reportingUnitList = listAnswer(reportingUnit);
export const dropdownItem = z.object({ id: z.number(), text: z.string() });

/** What a visit to a unit needs at hand: its contact card and who to ask for (our reading of "visit-details"). */
export const visitDetailsRequest = z.object({ reportingUnitId: id });
export const visitDetails = reportingUnit.extend({
  employeesCount: z.number(),
  admins: z.array(z.object({ fullName: z.string(), email: z.string(), phone: z.string().nullable() })),
});
