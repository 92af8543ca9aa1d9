import { emptyNotification } from '@registry/domain/notification/model';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { ConfirmProvider } from '../../shared/ui/confirm-provider';
import { localNotificationDrafts, maskedIdentifier } from './local-drafts';
import { LocalDraftsNotice } from './local-drafts-notice';
import './locales/register';

// Issue 42 item 10: an unsaved local draft is found again from the list, this user's only.
const store = (key: string, firstName: string, identifier: string, savedAt: string, extra = {}) =>
  localStorage.setItem(
    key,
    JSON.stringify({
      savedAt,
      version: 0,
      changed: ['patientDetails.firstName'],
      values: emptyNotification({
        patientDetails: { firstName, lastName: 'Popa', identifier, ...extra },
        diagnosticReportingReasonId: 1,
      }),
    }),
  );

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  store(
    'registry.notificationDraft.3.new.5150101400011.95003',
    'Ion',
    '5150101400011',
    '2026-12-01T10:00:00Z',
  );
  store('registry.notificationDraft.3.42', 'Ana', '6150101400012', '2026-12-02T09:30:00Z');
  // Another user of the same computer: never listed for user 3.
  store('registry.notificationDraft.31.43', 'Maria', '6150101400013', '2026-12-02T11:00:00Z');
  store('registry.patientDraft.3.5', 'Radu', '5150101400014', '2026-12-02T11:00:00Z');
});
afterEach(cleanup);

describe('local notification drafts', () => {
  it("lists only this user's notification drafts, newest first, with where each opens", () => {
    const drafts = localNotificationDrafts(3);
    expect(drafts.map((d) => d.childName)).toEqual(['Popa Ana', 'Popa Ion']);
    expect(drafts[0].path).toBe('/cancer-notification/42');
    expect(drafts[1].path).toBe(
      '/cancer-notification/0?identifier=5150101400011&isForeigner=0&morphoCodeId=95003&reason=1',
    );
    expect(localNotificationDrafts(31).map((d) => d.childName)).toEqual(['Popa Maria']);
  });

  it('keeps a foreign identifier with dots whole and the foreigner tick', () => {
    store('registry.notificationDraft.4.new.AB.12.3.95003', 'Li', 'AB.12.3', '2026-12-01T10:00:00Z', {
      isForeigner: true,
    });
    expect(localNotificationDrafts(4)[0].path).toBe(
      '/cancer-notification/0?identifier=AB.12.3&isForeigner=1&morphoCodeId=95003&reason=1',
    );
  });

  it('masks the CNP but its last four digits', () => {
    expect(maskedIdentifier('5150101400011')).toBe('•••••••••0011');
  });

  it('shows the notice, and discards one draft after a confirmation', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ConfirmProvider>
          <MemoryRouter>
            <LocalDraftsNotice userId={3} />
          </MemoryRouter>
        </ConfirmProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText('You have 2 unsaved drafts on this computer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Popa Ana' }).getAttribute('href')).toBe(
      '/cancer-notification/42',
    );
    expect(screen.getByText('•••••••••0012')).toBeTruthy();
    expect(screen.queryByText('Popa Maria')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Discard the unsaved draft of Popa Ana' }));
    fireEvent.click(await screen.findByRole('button', { name: /no/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('registry.notificationDraft.3.42')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Discard the unsaved draft of Popa Ana' }));
    fireEvent.click(await screen.findByRole('button', { name: /yes/i }));
    await waitFor(() => expect(screen.getByText('You have 1 unsaved draft on this computer')).toBeTruthy());
    expect(localStorage.getItem('registry.notificationDraft.3.42')).toBeNull();
    expect(localStorage.getItem('registry.notificationDraft.31.43')).not.toBeNull();
  });

  it('says nothing when there is no draft, and reads in Romanian', async () => {
    await i18n.changeLanguage('ro');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <ConfirmProvider>
          <MemoryRouter>
            <LocalDraftsNotice userId={9} />
            <LocalDraftsNotice userId={31} />
          </MemoryRouter>
        </ConfirmProvider>
      </I18nextProvider>,
    );
    expect(container.querySelectorAll('[data-testid="local-drafts"]').length).toBe(1);
    expect(screen.getByText('Aveți 1 ciornă nesalvată pe acest calculator')).toBeTruthy();
  });
});
