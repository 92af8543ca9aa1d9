import { describe, expect, it } from 'vitest';
import { anonymisedFilterRefusal } from './anonymised';

describe('filters of the anonymised export', () => {
  it('refuses a filter on an attribute the export removes: names, identifier, city, search', () => {
    for (const filter of [
      { firstName: 'Ion' },
      { lastName: 'Pop' },
      { identifier: '515' },
      { search: 'Ion' },
      { cityId: 54975 },
    ])
      expect(anonymisedFilterRefusal(filter)).toBe('reports.identifyingFilter');
  });
  it('takes whole months only: a bound inside a month would undo the month/year coarsening', () => {
    for (const filter of [
      { diagnosticStartDate: '2024-03-10' },
      { diagnosticEndDate: '2024-03-10' },
      { notificationStartDate: '2024-03-31' },
      { notificationEndDate: '2024-02-28' }, // 2024 is a leap year
      { diagnosticEndDate: '2024-04-30', diagnosticStartDate: '2024-04-02' },
    ])
      expect(anonymisedFilterRefusal(filter)).toBe('reports.partialMonthFilter');
  });
  it('lets the rest through', () => {
    expect(anonymisedFilterRefusal({})).toBeNull();
    expect(
      anonymisedFilterRefusal({
        diagnosticStartDate: '2024-01-01',
        diagnosticEndDate: '2024-02-29',
        notificationStartDate: '2023-02-01',
        notificationEndDate: '2023-02-28',
        countyId: 13,
        morphologyCodeId: 95003,
        reportingUnitId: 1,
        firstName: '',
        cityId: null,
      }),
    ).toBeNull();
  });
});
