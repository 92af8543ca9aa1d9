import { ROMANIA_COUNTRY_ID } from '@registry/domain/units/contracts';
import { describe, expect, it } from 'vitest';
import { changeLocation, locationState, type UnitLocation } from './location';

const cluj: UnitLocation = { countryId: ROMANIA_COUNTRY_ID, countyId: 127, cityId: 54975, city: '' };

describe('unit location cascade (spec 01 §4 unit form)', () => {
  it('changing the country clears county and city', () => {
    expect(changeLocation(cluj, 'countryId', 276)).toEqual({
      countryId: 276,
      countyId: null,
      cityId: null,
      city: '',
    });
  });

  it('changing the county clears the city', () => {
    expect(changeLocation(cluj, 'countyId', 225)).toEqual({ ...cluj, countyId: 225, cityId: null });
  });

  it('clearing the county clears the city too', () => {
    expect(changeLocation(cluj, 'countyId', null)).toEqual({ ...cluj, countyId: null, cityId: null });
  });

  it('changing the city touches nothing else', () => {
    expect(changeLocation(cluj, 'cityId', 55000)).toEqual({ ...cluj, cityId: 55000 });
  });

  it('choosing the same value again clears nothing', () => {
    expect(changeLocation(cluj, 'countryId', ROMANIA_COUNTRY_ID)).toBe(cluj);
    expect(changeLocation(cluj, 'countyId', 127)).toBe(cluj);
  });

  it('lower levels are disabled until the upper one is chosen', () => {
    const none = { countryId: null, countyId: null, cityId: null, city: '' };
    expect(locationState(none)).toMatchObject({ countyEnabled: false, cityEnabled: false });
    const romania = { ...none, countryId: ROMANIA_COUNTRY_ID };
    expect(locationState(romania)).toMatchObject({
      countyEnabled: true,
      cityEnabled: false,
      cityIsText: false,
    });
    expect(locationState(cluj)).toMatchObject({ countyEnabled: true, cityEnabled: true, inRomania: true });
  });

  it('abroad the city is typed and needs only the country', () => {
    expect(locationState({ countryId: 276, countyId: null, cityId: null, city: '' })).toMatchObject({
      inRomania: false,
      cityIsText: true,
      cityEnabled: true,
    });
  });
});
