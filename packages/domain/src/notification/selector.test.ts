import { describe, expect, it } from 'vitest';
import { allowedReportingReasons, validateReportingReason } from './reason';
import { isCompleted, isDraft, isNewDiagnosisReason } from './rules';
import { diagnosticSelection, selectorIdentifierError, selectorMorphologyEnabled } from './selector';
import { BOY_CNP, draftNotification, TODAY } from './testing/fixtures';

describe('reporting reasons offered by the diagnostic selector (spec 02 §2)', () => {
  it.each([
    [true, [1, 2, 7, 10]],
    [false, [2, 3, 4, 5, 6, 8, 9]],
  ])('new diagnostic %s → %j', (isNew, reasons) => {
    expect(allowedReportingReasons(isNew)).toEqual(reasons);
  });
});

describe('case semantics', () => {
  it.each([
    [1, true],
    [7, true],
    [10, true],
    [2, false],
    [4, false],
    [8, false],
    [9, false],
    [null, false],
  ])('reason %s is a new diagnosis: %s', (reason, expected) => {
    expect(isNewDiagnosisReason(reason)).toBe(expected);
  });
  it.each([
    [1, true],
    [2, false],
    [null, true],
    [undefined, true],
    [0, true],
  ])('status %s is a draft: %s (anything but 2)', (status, draft) => {
    expect(isDraft(status)).toBe(draft);
    expect(isCompleted(status)).toBe(!draft);
  });
});

describe('the selector form', () => {
  const select = diagnosticSelection(TODAY);
  it.each([
    [{ morphoCodeId: 0, identifier: BOY_CNP, diagnosticReportingReasonId: 1 }, {}],
    [{ morphoCodeId: 0, identifier: BOY_CNP, diagnosticReportingReasonId: 2 }, {}],
    [
      { morphoCodeId: 0, identifier: BOY_CNP, diagnosticReportingReasonId: 4 },
      { diagnosticReportingReasonId: 'validation.invalid' },
    ],
    [{ morphoCodeId: 12, identifier: BOY_CNP, diagnosticReportingReasonId: 4 }, {}],
    [
      { morphoCodeId: 12, identifier: BOY_CNP, diagnosticReportingReasonId: 7 },
      { diagnosticReportingReasonId: 'validation.invalid' },
    ],
    [
      { morphoCodeId: 0, identifier: '123', diagnosticReportingReasonId: 1 },
      { identifier: 'validation.invalidCnp' },
    ],
    [{ morphoCodeId: 0, identifier: 'AB123', isForeigner: true, diagnosticReportingReasonId: 1 }, {}],
    [
      { morphoCodeId: 0, identifier: 'AB12', isForeigner: true, diagnosticReportingReasonId: 1 },
      { identifier: 'validation.lengthBetween_5_13' },
    ],
  ])('%j → %j', (input, expected) => {
    const result = select.safeParse(input);
    const errors = result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(errors).toEqual(expected);
    if (result.success) expect(result.data.id).toBe(0);
  });
  it.each([
    [BOY_CNP, false, true],
    ['5150101400012', false, false],
    ['AB123', true, true],
    ['AB12', true, false],
  ])('morphology field enabled for %s (foreigner %s): %s', (identifier, isForeigner, enabled) => {
    expect(selectorMorphologyEnabled(identifier, isForeigner, TODAY)).toBe(enabled);
  });
});

describe('the identifier as it is typed (issue 18 item 3)', () => {
  it.each([
    ['', false, null],
    ['515010140', false, null],
    ['515010140001', false, null],
    [BOY_CNP, false, null],
    ['5150101400012', false, 'validation.invalidCnp'],
    ['5151301400011', false, 'validation.invalidCnp'],
    ['51501a', false, 'validation.invalidCnp'],
    [' 5150101400012 ', false, 'validation.invalidCnp'],
    ['AB12', true, null],
    ['5150101400012', true, null],
  ])('%j (foreigner %s) → %s', (identifier, isForeigner, expected) => {
    expect(selectorIdentifierError(identifier, isForeigner, TODAY)).toBe(expected);
  });
});

describe('reason panel: the reason is required, even on a draft', () => {
  it.each([
    [null, { diagnosticReportingReasonId: 'validation.required' }],
    [3, {}],
  ])('reason %s', (reason, expected) => {
    expect(validateReportingReason(draftNotification({ diagnosticReportingReasonId: reason }))).toEqual(
      expected,
    );
  });
});
