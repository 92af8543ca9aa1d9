import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';

/** Issue 28 item 3: the accessibility statement's contact is the operator's, read before sign-in. */
describe('public settings', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      ACCESSIBILITY_FEEDBACK_EMAIL: 'acces@spital.example',
      ACCESSIBILITY_REVIEW_DATE: '2026-10-01',
    });
  }, 300_000);
  afterAll(() => s?.close());

  it('answers the configured feedback address and review date to anyone', async () => {
    expect(await s.request('GET', '/api/settings/public')).toMatchObject({
      status: 200,
      body: { accessibilityFeedbackEmail: 'acces@spital.example', accessibilityReviewDate: '2026-10-01' },
    });
  });
});

describe('accessibility settings', () => {
  it('refuses a feedback address that is not one, or a review date that is not a date, at start-up', () => {
    expect(() => loadConfig({ ACCESSIBILITY_FEEDBACK_EMAIL: 'not an address' })).toThrow(
      /ACCESSIBILITY_FEEDBACK_EMAIL/,
    );
    expect(() => loadConfig({ ACCESSIBILITY_REVIEW_DATE: '26.11.2026' })).toThrow(
      /ACCESSIBILITY_REVIEW_DATE/,
    );
    expect(loadConfig({}).accessibility.feedbackEmail).toBe('accesibilitate@registru.local');
  });
});
