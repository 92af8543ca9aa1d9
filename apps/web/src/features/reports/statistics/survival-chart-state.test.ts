import type { SurvivalRow } from '@registry/domain/reports/statistics/contracts-survival';
import { describe, expect, it } from 'vitest';
import { survivalChartState } from './survival-chart-state';

const row = (over: Partial<SurvivalRow>): SurvivalRow => ({
  group: 'all',
  label: 'Toate grupele',
  periodFrom: 2024,
  periodTo: 2024,
  cases: 0,
  deaths: 0,
  censored: 0,
  withoutFollowUp: 0,
  deathCertificateOnly: 0,
  suppressed: false,
  at: [],
  curve: [{ days: 0, survival: 1 }],
  ...over,
});

describe('what the survival chart shows (issue 23)', () => {
  it('draws a curve when one row has cases and a curve past its origin', () => {
    expect(
      survivalChartState([
        row({
          cases: 1,
          censored: 1,
          curve: [
            { days: 0, survival: 1 },
            { days: 730, survival: 1 },
          ],
        }),
      ]),
    ).toBe('chart');
  });

  it('never says "no case" for a case the table lists: one without follow-up, or followed 0 days', () => {
    expect(survivalChartState([row({ withoutFollowUp: 1 })])).toBe('noCurve');
    expect(survivalChartState([row({ deathCertificateOnly: 1 })])).toBe('noCurve');
    expect(survivalChartState([row({ cases: 1, censored: 1 })])).toBe('noCurve');
    // A count hidden for being 1–4 is still a case.
    expect(survivalChartState([row({ withoutFollowUp: null })])).toBe('noCurve');
  });

  it('says the selection is hidden for small numbers, and "no case" only when there is none', () => {
    expect(survivalChartState([row({ cases: null, suppressed: true, curve: undefined })])).toBe('allHidden');
    expect(survivalChartState([row({})])).toBe('noCases');
    expect(survivalChartState([])).toBe('noCases');
  });
});
