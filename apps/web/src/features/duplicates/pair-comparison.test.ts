import { describe, expect, it } from 'vitest';
import type { Side } from './duplicates-api';
import { pairRows } from './pair-comparison';

const side = (over: Partial<Side>): Side => ({
  id: 1,
  identifier: '5150101400011',
  isForeigner: false,
  firstName: 'Ion',
  lastName: 'Popescu',
  birthdate: '2015-01-01',
  genderId: 1,
  gender: 'M',
  county: 'Cluj',
  city: 'Cluj-Napoca',
  address: null,
  notifications: [],
  cases: [],
  ...over,
});

describe('pairRows', () => {
  it('marks on both sides exactly the fields that differ, dates shown DD-MM-YYYY', () => {
    const { rows, changes } = pairRows([
      side({}),
      side({ id: 2, identifier: '5150101400100', lastName: 'Popescu', firstName: 'Ioan' }),
    ]);
    expect([...changes.get(1)!]).toEqual(['identity.identifier', 'identity.firstName']);
    expect(changes.get(2)).toEqual(changes.get(1));
    expect(rows[0].sections.identity.birthdate).toBe('01-01-2015');
    expect(rows[1].sections.identity.address).toBeNull();
  });

  it('marks nothing for two equal records, and an empty value against a known one differs', () => {
    expect([...pairRows([side({}), side({ id: 2 })]).changes.get(1)!]).toEqual([]);
    expect([...pairRows([side({}), side({ id: 2, county: null })]).changes.get(1)!]).toEqual([
      'identity.county',
    ]);
  });
});
