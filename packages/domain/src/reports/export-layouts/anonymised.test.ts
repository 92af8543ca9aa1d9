import { describe, expect, it } from 'vitest';
import { anonymisedFilterRefusal } from './anonymised';

describe('filters of the anonymised export', () => {
  it('refuses a filter on anything finer than the file shows: names, place, unit, tumour, notification dates, review', () => {
    for (const filter of [
      { firstName: 'Ion' },
      { lastName: 'Pop' },
      { identifier: '515' },
      { search: 'Ion' },
      { cityId: 54975 },
      { countyId: 13 },
      { reportingUnitId: 1 },
      { morphologyCodeId: 95003 },
      { topologicCodeId: 1649 },
      { notificationStartDate: '2023-01-01' },
      { hasUnresolvedQualityWarnings: true },
      { toReviewFilter: true },
      { includeDeleted: true },
    ])
      expect(anonymisedFilterRefusal(filter)).toBe('reports.identifyingFilter');
  });
  it('takes whole diagnosis years only: the file shows the year, its classes never cross years', () => {
    for (const filter of [
      { diagnosticStartDate: '2024-03-01' },
      { diagnosticEndDate: '2024-11-30' },
      { diagnosticStartDate: '2024-01-01', diagnosticEndDate: '2024-12-30' },
    ])
      expect(anonymisedFilterRefusal(filter)).toBe('reports.partialYearFilter');
  });
  it('lets the rest through: no filter, whole years, paging, empty values', () => {
    expect(anonymisedFilterRefusal({})).toBeNull();
    expect(
      anonymisedFilterRefusal({
        diagnosticStartDate: '2020-01-01',
        diagnosticEndDate: '2024-12-31',
        take: 8,
        skip: 0,
        sortDesc: false,
        firstName: '',
        cityId: null,
        includeDeleted: false,
      }),
    ).toBeNull();
  });
});
