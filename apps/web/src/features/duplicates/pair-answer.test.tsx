import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { ConfirmProvider } from '../../shared/ui/confirm-provider';
import './locales/register';
import type { PairRow } from './duplicates-api';
import { PairAnswer } from './pair-answer';

// Issue 40 item 2: a pair that may be twins is never merged in one click — the confirmation names the
// reason, and the merge call carries the acknowledgement the server asks for.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (id: number, firstName: string) => ({
  id,
  identifier: `51501014000${id}`,
  isForeigner: false,
  firstName,
  lastName: 'Popa',
  birthdate: '2015-01-01',
  genderId: 1,
});
const pairWith = (reasons: PairRow['reasons']): PairRow =>
  ({
    id: 7,
    patientA: person(1, 'Mihai'),
    patientB: person(2, 'Mihail'),
    score: 24,
    level: 'possible',
    source: 'entry',
    status: 'open',
    reasons,
    foundAt: '2026-12-01T10:00:00Z',
    decidedAt: null,
    decidedBy: null,
  }) as PairRow;

function answered() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: 'same', mergeId: 3, warnings: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return bodies;
}

const show = (pair: PairRow, onAnswered = () => undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmProvider>
        <PairAnswer pair={pair} onAnswered={onAnswered} />
      </ConfirmProvider>
    </I18nextProvider>,
  );

describe('merging a pair that may be twins', () => {
  it('asks a confirmation that names the reason, and the merge carries it', async () => {
    const bodies = answered();
    const onAnswered = vi.fn();
    show(pairWith([{ field: 'twins', outcome: 'possible-twins', weight: 0 }]), onAnswered);
    fireEvent.click(screen.getByText(i18n.t('duplicates.answer.same')));
    expect(await screen.findByText(i18n.t('duplicates.answer.twinsTitle'))).toBeTruthy();
    expect(screen.getByText(/Posibili gemeni/)).toBeTruthy();
    fireEvent.click(screen.getByText(i18n.t('common.yes')));
    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(bodies).toEqual([{ answer: 'same', survivingPatientId: 1, acknowledged: 'possible-twins' }]);
  });

  it('a pair without the reason asks the plain merge question and sends no acknowledgement', async () => {
    const bodies = answered();
    const onAnswered = vi.fn();
    show(pairWith([{ field: 'lastName', outcome: 'equal', weight: 6 }]), onAnswered);
    fireEvent.click(screen.getByText(i18n.t('duplicates.answer.same')));
    expect(await screen.findByText(i18n.t('duplicates.answer.confirmTitle'))).toBeTruthy();
    expect(screen.queryByText(/Posibili gemeni/)).toBeNull();
    fireEvent.click(screen.getByText(i18n.t('common.yes')));
    await waitFor(() => expect(onAnswered).toHaveBeenCalled());
    expect(bodies).toEqual([{ answer: 'same', survivingPatientId: 1 }]);
  });
});
