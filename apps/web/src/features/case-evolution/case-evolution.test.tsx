import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { CaseEvolution } from './case-evolution';
import type { EvolutionRow } from './evolution-logic';
import { forgetOnlyChanged } from './only-changed';

// Issue 42 item 6: a reviewer comparing versions sees the fields that changed, not ~100 equal rows.
const version = (n: number, firstName: string, deathDate: string | null = null): EvolutionRow => ({
  version: n,
  notificationId: 7,
  notificationStatus: 2,
  createdByUser: 'Andrei Ionescu',
  createdDateUtc: '2026-01-01T10:00:00Z',
  sections: {
    patient: { identifier: '5150101400011', firstName, lastName: 'Popa' },
    overview: { isPatientDead: deathDate ? 'Da' : 'Nu', deathDate },
  },
});

function answering(items: EvolutionRow[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items, totalRows: items.length }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CaseEvolution notificationId={7} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;

const shownFields = () =>
  [...document.querySelectorAll('[data-testid="evolution-table"] tr[data-field]')].map((row) =>
    row.getAttribute('data-field'),
  );

beforeEach(async () => {
  forgetOnlyChanged();
  await i18n.changeLanguage('en');
  // A wide screen: every version side by side.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('case evolution: only what changed', () => {
  it('is on when two versions are compared and shows only the changed fields', async () => {
    answering([version(2, 'Ioan', '2025-05-01'), version(1, 'Ion')]);
    show();
    const only = await screen.findByRole('switch', { name: 'Only what changed' });
    expect(checked(only)).toBe(true);
    expect(shownFields()).toEqual(['patient.firstName', 'overview.isPatientDead', 'overview.deathDate']);
    expect(screen.queryByText('Last name')).toBeNull();
  });

  it('shows every field when turned off and remembers the choice while the page is open', async () => {
    answering([version(2, 'Ioan'), version(1, 'Ion')]);
    const first = show();
    const only = await screen.findByRole('switch', { name: 'Only what changed' });
    only.focus();
    fireEvent.click(only);
    expect(checked(only)).toBe(false);
    expect(shownFields()).toContain('patient.lastName');
    expect(shownFields()).toContain('patient.identifier');
    first.unmount();
    show();
    expect(checked(await screen.findByRole('switch', { name: 'Only what changed' }))).toBe(false);
    expect(shownFields()).toContain('patient.lastName');
  });

  it('says so when nothing differs, and the table comes back when turned off', async () => {
    answering([version(2, 'Ion'), version(1, 'Ion')]);
    show();
    const notice = await screen.findByTestId('evolution-nothing-changed');
    expect(notice.textContent).toContain('Nothing changed in the chosen sections');
    expect(screen.queryByTestId('evolution-table')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Only what changed' }));
    expect(screen.queryByTestId('evolution-nothing-changed')).toBeNull();
    expect(within(screen.getByTestId('evolution-table')).getByText('Last name')).toBeTruthy();
  });

  it('is off for a case with a single version: there is nothing to compare it with', async () => {
    answering([version(1, 'Ion')]);
    show();
    expect(checked(await screen.findByRole('switch', { name: 'Only what changed' }))).toBe(false);
    expect(shownFields()).toContain('patient.lastName');
  });

  it('reads in Romanian', async () => {
    await i18n.changeLanguage('ro');
    answering([version(2, 'Ion'), version(1, 'Ion')]);
    show();
    expect(checked(await screen.findByRole('switch', { name: 'Doar ce s-a schimbat' }))).toBe(true);
    expect(screen.getByTestId('evolution-nothing-changed').textContent).toContain('Nimic nu s-a schimbat');
  });
});
