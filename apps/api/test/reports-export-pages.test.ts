import { accessTokenClaims, type Session, todayIso } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSource } from '../src/modules/reports/export/export-sources';
import { casePages, notificationPages } from '../src/modules/reports/export/export-sources';
import { startTestServer, type TestServer } from './harness';
import { completeBody, dictionaryIds, draftBody } from './notification-fixtures';

// The export sources walk their rows by id, a page at a time (250 in production). These tests walk
// with pages of 2 over a few notifications, so every page boundary, the last short page and the
// empty page after an exact fit are crossed, and compare the walk with the rows the database holds.

let s: TestServer;
const sessions: Record<string, Session> = {};

/** A valid CNP (sex digit, birth date, county 40, serial), its control digit computed. */
function cnp(sex: 5 | 6, born: string, serial: number) {
  const [y, m, d] = born.split('-');
  const body = `${sex}${y.slice(2)}${m}${d}40${String(serial).padStart(3, '0')}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * Number('279146358279'[i]), 0);
  return `${body}${sum % 11 === 10 ? 1 : sum % 11}`;
}

/** The session the server builds from a signed-in user's access token. */
async function sessionOf(email: string): Promise<Session> {
  const token = await s.signIn(email);
  const claims = accessTokenClaims.parse(
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')),
  );
  return {
    userId: claims.userId,
    role: claims.role as Session['role'],
    fullname: claims.fullname,
    employeePermissions: claims.employeePermissions,
  };
}

async function walk<R extends { id: number }>(pages: PageSource<R>, size: number) {
  const ids: number[] = [];
  let calls = 0;
  for (let after = 0; ; ) {
    const rows = await pages(after, size);
    calls++;
    ids.push(...rows.map((r) => r.id));
    if (rows.length < size) return { ids, calls };
    after = rows[rows.length - 1].id;
  }
}

const idsOf = async (where: string) =>
  (
    (await s.sql(`select id from cancer_notifications where ${where} order by id`)) as {
      rows: { id: number }[];
    }
  ).rows.map((r) => Number(r.id));

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['reviewer', 'reporter', 'reporter2'])
    sessions[who] = await sessionOf(`${who}@demo.local`);
  const tokens = { 1: await s.signIn('reporter@demo.local'), 2: await s.signIn('reporter2@demo.local') };
  // Seven notifications, interleaved between two units: three cases and four drafts.
  for (let i = 0; i < 7; i++) {
    const unit = i % 3 === 2 ? 2 : 1;
    const patientDetails = {
      identifier: cnp(i % 2 ? 6 : 5, `2014-0${i + 1}-1${i}`, 100 + i),
      firstName: `Prenume${i}`,
      lastName: `Nume${i}`,
      ...dictionaryIds.romaniaCluj,
    };
    const body =
      i < 3
        ? completeBody({ patientDetails, notificationOverview: { reportingUnitId: unit } })
        : draftBody({ patientDetails, notificationOverview: { reportingUnitId: unit } });
    const res = await s.request('POST', '/api/cancer-notification/', { token: tokens[unit], body });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  }
});
afterAll(() => s.close());

describe('export pages', () => {
  it('the notification export walks every notification its caller may see, page after page', async () => {
    const all = await idsOf('not is_deleted');
    expect(all.length).toBeGreaterThanOrEqual(7);
    const reviewer = notificationPages(s.database.db, sessions.reviewer, 'en', {} as never);
    const walked = await walk(reviewer, 2);
    expect(walked.ids).toEqual(all);
    expect(walked.calls).toBe(Math.floor(all.length / 2) + 1);
    // The same prepared statement again, and other shapes of it (a reporter's units, a date range).
    expect((await walk(reviewer, 3)).ids).toEqual(all);
    const unit1 = await idsOf('not is_deleted and reporting_unit_id = 1');
    expect(unit1.length).toBeLessThan(all.length);
    const reporter = notificationPages(s.database.db, sessions.reporter, 'en', {} as never);
    expect((await walk(reporter, 2)).ids).toEqual(unit1);
    const today = todayIso(); // periods are Romanian days
    const dated = notificationPages(s.database.db, sessions.reviewer, 'ro', {
      notificationStartDate: '2000-01-01',
      notificationEndDate: today,
    } as never);
    expect((await walk(dated, 2)).ids).toEqual(all);
    const none = notificationPages(s.database.db, sessions.reviewer, 'ro', {
      notificationEndDate: '2000-01-01',
    } as never);
    expect((await walk(none, 2)).ids).toEqual([]);
  });

  it('the case exports walk every current case record, page after page', async () => {
    const cases = await idsOf(
      'not is_deleted and is_cancer_case and case_id in (select id from cancer_cases where not is_deleted)',
    );
    expect(cases.length).toBeGreaterThanOrEqual(3);
    const walked = await walk(casePages(s.database.db, sessions.reviewer, {} as never), 2);
    expect(walked.ids).toEqual(cases);
    expect((await walk(casePages(s.database.db, sessions.reviewer, {} as never), 1000)).ids).toEqual(
      walked.ids,
    );
  });
});
