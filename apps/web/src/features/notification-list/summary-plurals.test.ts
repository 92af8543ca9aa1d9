import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditSummary } from '../audit/audit-summary';
import auditEn from '../audit/locales/en.json';
import auditRo from '../audit/locales/ro.json';
import en from './locales/en.json';
import ro from './locales/ro.json';
import { summaryLines } from './notification-summary';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    lng: 'ro',
    resources: { ro: { translation: { ...ro, ...auditRo } }, en: { translation: { ...en, ...auditEn } } },
    interpolation: { escapeValue: false },
  }),
);
const counts = (drafts: number, withObservation: number, completed: number) => ({
  reporterDraftNotifications: drafts,
  reviewerDraftNotifications: withObservation,
  completedNotifications: completed,
});

describe('notification list summary: Romanian one / few / other, and zero', () => {
  it.each([
    [0, 'Nicio notificare în lucru (ciornă).'],
    [1, '1 notificare este în lucru (ciornă).'],
    [2, '2 notificări sunt în lucru (ciornă).'],
    [19, '19 notificări sunt în lucru (ciornă).'],
    [20, '20 de notificări sunt în lucru (ciornă).'],
    [101, '101 notificări sunt în lucru (ciornă).'],
    [120, '120 de notificări sunt în lucru (ciornă).'],
  ])('%i drafts', (n, text) => {
    expect(summaryLines(i18n.getFixedT('ro'), counts(n, 0, 0))[0]).toBe(text);
  });

  it('adds the drafts with a reviewer observation, and says the completed', () => {
    const [drafts, completed] = summaryLines(i18n.getFixedT('ro'), counts(3, 1, 1));
    expect(drafts).toBe(
      '3 notificări sunt în lucru (ciornă). 1 dintre ele are o observație a evaluatorului.',
    );
    expect(completed).toBe('1 notificare este finalizată.');
    expect(summaryLines(i18n.getFixedT('ro'), counts(0, 0, 25))[1]).toBe('25 de notificări sunt finalizate.');
  });

  it('English: one / other', () => {
    const t = i18n.getFixedT('en');
    expect(summaryLines(t, counts(1, 0, 2))).toEqual([
      '1 notification is in progress (draft).',
      '2 notifications are completed.',
    ]);
    expect(summaryLines(t, counts(0, 0, 0))[1]).toBe('No completed notification.');
  });
});

describe('audit summary for a period', () => {
  const totals = (draftCount: number, completedCount: number) => ({
    draftCount,
    completedCount,
    total: draftCount + completedCount,
  });
  it('agrees the verb and every noun with its number', () => {
    const t = i18n.getFixedT('ro');
    const period = { notificationStartDate: '2026-01-01', notificationEndDate: '2026-03-31' };
    expect(auditSummary(t, period, totals(1, 20))).toBe(
      'În perioada 01-01-2026 – 31-03-2026 s-au înregistrat 21 de fișe: 1 ciornă și 20 de finalizate.',
    );
    expect(auditSummary(t, period, totals(0, 1))).toBe(
      'În perioada 01-01-2026 – 31-03-2026 s-a înregistrat 1 fișă: nicio ciornă și 1 finalizată.',
    );
    expect(auditSummary(t, { notificationStartDate: null, notificationEndDate: null }, totals(0, 0))).toBe(
      'De la începutul registrului nu s-a înregistrat nicio fișă.',
    );
    expect(
      auditSummary(t, { notificationStartDate: '2026-02-01', notificationEndDate: null }, totals(2, 3)),
    ).toBe('Începând cu 01-02-2026 s-au înregistrat 5 fișe: 2 ciorne și 3 finalizate.');
  });
  it('English', () => {
    expect(
      auditSummary(
        i18n.getFixedT('en'),
        { notificationStartDate: null, notificationEndDate: '2026-02-01' },
        totals(1, 1),
      ),
    ).toBe('Up to and including 01-02-2026, 2 notifications were recorded: 1 draft and 1 completed.');
  });
});
