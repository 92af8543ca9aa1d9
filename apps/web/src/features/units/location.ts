import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';

/** A unit's place: country → county → city (SIRUTA in Romania; typed text abroad). */
export type UnitLocation = {
  countryId: number | null;
  countyId: number | null;
  cityId: number | null;
  city: string;
};

export type LocationField = keyof UnitLocation;

/**
 * Spec 01 §4 unit form: changing the country clears county and city, changing the county clears
 * the city. Setting a level to the value it already has clears nothing.
 */
export function changeLocation<F extends LocationField>(
  current: UnitLocation,
  field: F,
  value: UnitLocation[F],
): UnitLocation {
  if (current[field] === value) return current;
  switch (field) {
    case 'countryId':
      return { countryId: value as number | null, countyId: null, cityId: null, city: '' };
    case 'countyId':
      return { ...current, countyId: value as number | null, cityId: null, city: '' };
    default:
      return { ...current, [field]: value };
  }
}

/**
 * Which levels can be chosen: the county only once a country is chosen, the city only once the
 * county is (in Romania); abroad there is no county list and the city is free text.
 */
export function locationState(location: UnitLocation) {
  const inRomania = location.countryId === ROMANIA_COUNTRY_ID;
  return {
    inRomania,
    countyEnabled: location.countryId !== null,
    cityEnabled: inRomania ? location.countyId !== null : location.countryId !== null,
    cityIsText: location.countryId !== null && !inRomania,
  };
}
