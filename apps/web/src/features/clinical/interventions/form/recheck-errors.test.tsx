import { systemicCycle, systemicMedicine } from '@registry/domain/clinical/interventions/detail-therapy';
import { InterventionType } from '@registry/domain/clinical/interventions/kinds';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n';
import { PickF, TextF } from './form-fields';
import { blankValues, interventionResolver, toFormErrors } from './form-values';
import { shownErrorPaths, useRecheckShownErrors } from './recheck-errors';

afterEach(cleanup);

const MEDICINE = 'detail.cycles.0.medicines.0';
const agents = [{ id: 7, text: 'Vincristină', code: null }];

/** The systemic therapy's medicine row as the form has it: an agent, or another medicine by name. */
function MedicineRow() {
  const values = blankValues(InterventionType.SystemicTherapy, '2026-11-01');
  const form = useForm({
    defaultValues: {
      ...values,
      detail: {
        ...values.detail,
        cycles: [{ ...systemicCycle.parse({}), medicines: [systemicMedicine.parse({})] }],
      },
    },
    resolver: interventionResolver(InterventionType.SystemicTherapy, () => false),
    mode: 'onTouched',
  });
  useRecheckShownErrors(form);
  return (
    <I18nextProvider i18n={i18n}>
      <FormProvider {...form}>
        <PickF name={`${MEDICINE}.agentId`} label="Agent" options={agents} />
        <TextF name={`${MEDICINE}.name`} label="Alt medicament" max={200} />
      </FormProvider>
    </I18nextProvider>
  );
}

const otherMedicine = () => screen.getByRole('textbox', { name: 'Alt medicament' });
const required = () => i18n.t('validation.required');

describe('a medicine chosen from the agents is not marked wrong (issue 23 item 5)', () => {
  it('leaving "Alt medicament" empty marks it; choosing an agent clears the mark at once', async () => {
    render(<MedicineRow />);
    await act(async () => {
      fireEvent.focus(otherMedicine());
      fireEvent.blur(otherMedicine());
    });
    expect(otherMedicine().getAttribute('aria-invalid')).toBe('true');
    const agent = screen.getByRole('combobox', { name: 'Agent' });
    await act(async () => {
      fireEvent.change(agent, { target: { value: 'Vinc' } });
    });
    const list = await screen.findByRole('listbox');
    await act(async () => {
      fireEvent.click(within(list).getByText('Vincristină'));
    });
    expect(otherMedicine().getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(required())).toBeNull();
    // And leaving the field again says nothing: the rule (an agent or a name) holds.
    await act(async () => {
      fireEvent.focus(otherMedicine());
      fireEvent.blur(otherMedicine());
    });
    expect(otherMedicine().getAttribute('aria-invalid')).toBe('false');
  }, 30_000);

  it('reads the shown messages by their paths', () => {
    const errors = toFormErrors({ plannedDate: 'x', 'detail.cycles.0.medicines.0.name': 'y' });
    expect(shownErrorPaths(errors)).toEqual(['plannedDate', 'detail.cycles.0.medicines.0.name']);
  });
});
