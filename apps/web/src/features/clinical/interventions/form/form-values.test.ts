import { InterventionType } from '@registry/domain/clinical/interventions/kinds';
import { todayIso } from '@registry/domain/patient/cnp';
import { describe, expect, it } from 'vitest';
import { blankValues, checkValues, toFormErrors } from './form-values';

const today = todayIso();

describe('intervention form values', () => {
  it('a blank form asks for the planned date and a unit, nothing else', () => {
    const result = checkValues(InterventionType.Imaging, blankValues(InterventionType.Imaging, null), false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['plannedDate', 'unitId']);
  });

  it('a planned home visit saves; completing it asks its end and the trip', () => {
    const values = { ...blankValues(InterventionType.HomeVisit, today), unitId: 1 };
    expect(checkValues(InterventionType.HomeVisit, values, false).ok).toBe(true);
    const completing = checkValues(InterventionType.HomeVisit, values, true);
    expect(completing.ok).toBe(false);
    if (completing.ok) return;
    expect(Object.keys(completing.errors).sort()).toEqual([
      'detail.completion.departureTime',
      'detail.completion.returnTime',
      'detail.completion.totalKm',
      'endDate',
      'endTime',
    ]);
  });

  it('the cycles leave with BMI and BSA computed (Mosteller)', () => {
    const values = blankValues(InterventionType.SystemicTherapy, today);
    values.unitId = 1;
    values.detail = {
      ...values.detail,
      cycles: [
        {
          number: 1,
          date: null,
          weight: 20,
          height: 110,
          bmi: null,
          bsa: null,
          offLabel: false,
          medicines: [],
        },
      ],
    } as typeof values.detail;
    const result = checkValues(InterventionType.SystemicTherapy, values, false);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cycle = (result.value.detail as { cycles: { bmi: number; bsa: number }[] }).cycles[0];
    expect(cycle.bmi).toBe(16.5);
    expect(cycle.bsa).toBe(0.78);
  });

  it('a total dose that is not dose × fractions needs its explanation', () => {
    const values = { ...blankValues(InterventionType.Radiotherapy, today), unitId: 1 };
    values.detail = {
      ...values.detail,
      dosePerFraction: 1.8,
      fractions: 10,
      totalDose: 20,
    } as typeof values.detail;
    const result = checkValues(InterventionType.Radiotherapy, values, false);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['detail.totalDoseExplanation']).toBe('intervention.totalDoseMismatch');
  });

  it('errors by path become the nested errors react-hook-form shows', () => {
    const errors = toFormErrors({ plannedDate: 'validation.required', 'detail.cycles.0.weight': 'x' });
    expect(errors.plannedDate?.message).toBe('validation.required');
    expect(
      (errors.detail as unknown as { cycles: { weight: { message: string } }[] }).cycles[0].weight.message,
    ).toBe('x');
  });
});
