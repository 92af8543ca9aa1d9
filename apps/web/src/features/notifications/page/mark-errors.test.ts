import { describe, expect, it, vi } from 'vitest';
import { fieldCodesOf, markErrors } from './mark-errors';

describe('save-flow glue: errors onto fields, the first invalid panel to open', () => {
  it('marks every field and answers the invalid panels in page order', () => {
    const form = { clearErrors: vi.fn(), setError: vi.fn() };
    const panels = markErrors(form, {
      'cancerTreatment.chimioDate': 'validation.required',
      'notificationOverview.lastDoctor': 'validation.required',
      diagnosticReportingReasonId: 'validation.required',
      observation: 'validation.maxLength_2000',
    });
    expect(panels).toEqual(['reportingReason', 'notificationOverview', 'cancerTreatment', 'observations']);
    expect(form.clearErrors).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('cancerTreatment.chimioDate', {
      type: 'rule',
      message: 'validation.required',
    });
    expect(form.setError).toHaveBeenCalledTimes(4);
  });

  it('reads the field map of a 400 answer and nothing else', () => {
    expect(
      fieldCodesOf({
        errors: { a: 'x' },
        codes: { 'cancerDiagnostic.diagnosticDate': 'validation.required' },
      }),
    ).toEqual({
      'cancerDiagnostic.diagnosticDate': 'validation.required',
    });
    expect(fieldCodesOf({ errors: { key: 'notification.noCaseToFollow', params: [] } })).toBeNull();
    expect(fieldCodesOf(null)).toBeNull();
    expect(fieldCodesOf({ codes: {} })).toBeNull();
  });
});
