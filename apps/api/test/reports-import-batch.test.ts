import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  completedRow,
  draftRow,
  notificationHeaders,
  toCells,
  toVitalCells,
  vitalHeaders,
  xlsx,
} from './import-fixtures';
import { CNP_BOY, CNP_GIRL } from './notification-fixtures';

// The imports write their rows in batches (writeNewNotifications): these tests hold the batched
// rows to what one form save after another writes, and the trailing-slash paths the spec uses.

let s: TestServer;
const t: Record<string, string> = {};
type Row = Record<string, unknown>;
const rows = async (text: string) => ((await s.sql(text)) as { rows: Row[] }).rows;

async function upload(path: string, token: string | null, file: Uint8Array | null, fields: Row = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  if (file) body.append('file', new Blob([file]), 'notificari.xlsx');
  const headers: Record<string, string> = { LanguageId: '2' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(s.url + path, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['superadmin', 'reviewer']) t[who] = await s.signIn(`${who}@demo.local`);
}, 180_000);
afterAll(() => s?.close());

describe('a batched import writes what one save after another writes', () => {
  it('cases, current records, versions, audit rows, the shared patient and the counters', async () => {
    const file = await xlsx(
      notificationHeaders,
      [
        completedRow(),
        draftRow({ address: 'Str. Lungă 1' }),
        // The tumour the first row opens, followed up in the same file.
        completedRow({ reportingReason: '4', trackingStatus: '2', lastContactDate: '02.06.2025' }),
        // The same girl again: the newest row's general data wins for the patient.
        draftRow({ lastName: 'Ionescu-Pop', lastContactDate: '03.06.2025' }),
      ].map(toCells),
    );
    const res = await upload('/api/cancer-notification-import', t.superadmin, file);
    expect(res.status, res.text.slice(0, 300)).toBe(204);

    const notes = await rows(`select n.id, n.status, n.case_id, n.is_cancer_case, n.version, p.identifier
      from cancer_notifications n join patients p on p.id = n.patient_id order by n.id`);
    expect(notes.map((n) => [n.identifier, n.status, n.is_cancer_case, n.version])).toEqual([
      [CNP_BOY, 2, false, 1],
      [CNP_GIRL, 1, false, 1],
      [CNP_BOY, 2, true, 1],
      [CNP_GIRL, 1, false, 1],
    ]);
    const [cancerCase] = await rows('select * from cancer_cases');
    expect(notes[0].case_id).toBe(cancerCase.id);
    expect(notes[2].case_id).toBe(cancerCase.id);
    expect(notes[1].case_id).toBeNull();
    // Two completed notifications: two case versions, the second is current, nobody reviewed it.
    expect(cancerCase).toMatchObject({
      current_notification_id: notes[2].id,
      case_version: 2,
      reviewed_version: null,
    });

    // Each version's snapshot is the record as its own save left it (the first was current then).
    const versions = await rows(`select notification_id, case_id, version, status, snapshot
      from notification_versions order by notification_id`);
    expect(versions.map((v) => [v.notification_id, v.case_id, v.version, v.status])).toEqual(
      notes.map((n) => [n.id, n.case_id, 1, n.status]),
    );
    const snapshots = versions.map((v) => v.snapshot as Row & { patientDetails: Row });
    expect(snapshots.map((x) => x.isCancerCase)).toEqual([true, false, true, false]);
    expect(snapshots.map((x) => x.patientDetails.lastName)).toEqual([
      'Popescu',
      'Ionescu',
      'Popescu',
      'Ionescu-Pop',
    ]);
    const [girl] = await rows(`select last_name, address from patients where identifier = '${CNP_GIRL}'`);
    // A row without the address keeps the one known (as the form's save does).
    expect(girl).toEqual({ last_name: 'Ionescu-Pop', address: 'Str. Lungă 1' });
    expect(snapshots.map((x) => x.patientDetails.address)).toEqual([
      null,
      'Str. Lungă 1',
      null,
      'Str. Lungă 1',
    ]);

    const audit = await rows(`select action, entity_id, details, patient_identifier from audit_log
      where action = 'notification.created' order by id`);
    expect(audit.map((a) => [a.entity_id, a.patient_identifier])).toEqual(
      notes.map((n) => [String(n.id), n.identifier]),
    );
    expect(audit.map((a) => (a.details as Row).importRow)).toEqual([2, 3, 4, 5]);
    expect(audit[2].details).toMatchObject({
      version: 1,
      status: 2,
      caseId: cancerCase.id,
      importFile: 'notificari.xlsx',
    });

    // The consistency checks are stored as the form's save stores them: saving the record again
    // through the form changes neither the results nor the unresolved flag.
    const quality = `select quality_checks, has_unresolved_quality_warnings from cancer_notifications where id = `;
    for (const n of [notes[1], notes[2]]) {
      const [imported] = await rows(quality + n.id);
      const record = await s.request('GET', `/api/cancer-notification/${n.id}`, { token: t.superadmin });
      const resave = await s.request('POST', '/api/cancer-notification/', {
        token: t.superadmin,
        body: record.body,
      });
      expect(resave.status, JSON.stringify(resave.body).slice(0, 300)).toBe(200);
      expect(await rows(quality + n.id)).toEqual([imported]);
    }

    // A version staged as a patch of its record's data comes back whole: the form's save of the same
    // record writes the same snapshot (but for the version number).
    const snapshotOf = async (id: unknown, version: number) =>
      (
        await rows(
          `select snapshot from notification_versions where notification_id = ${id} and version = ${version}`,
        )
      )[0].snapshot as Row;
    for (const n of [notes[1], notes[2]]) {
      const [imported, resaved] = [await snapshotOf(n.id, 1), await snapshotOf(n.id, 2)];
      expect(Object.keys(imported).length).toBeGreaterThan(10);
      expect({ ...imported, version: 2 }).toEqual(resaved);
    }

    // The counters kept by the triggers equal a recount.
    expect(
      await rows(`select reporting_unit_id, status, has_reviewer_observation, is_deleted, count::int
        from notification_counts where count <> 0 order by 1, 2, 3, 4`),
    ).toEqual(
      await rows(`select reporting_unit_id, status, has_reviewer_observation, is_deleted, count(*)::int as count
        from cancer_notifications group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    expect(
      await rows(`select created_by, reporting_unit_id, status, count::int
        from notification_creator_counts where count <> 0 order by 1, 2, 3`),
    ).toEqual(
      await rows(`select created_by, reporting_unit_id, status, count(*)::int as count from cancer_notifications
        where not is_deleted and created_by is not null group by 1, 2, 3 order by 1, 2, 3`),
    );
  });

  it('a vital-status import steps the earlier current record down and sends the case back to review', async () => {
    const [before] = await rows('select id, case_version, current_notification_id from cancer_cases');
    const childRows = () => rows('select * from patients order by id');
    const children = await childRows();
    const review = await s.request('POST', `/api/cancer-cases/${before.id}/review`, {
      token: t.reviewer,
      body: { caseVersion: before.case_version },
    });
    expect(review.status).toBe(204);
    const file = await xlsx(vitalHeaders, [
      toVitalCells({ identifier: CNP_BOY, vitalStatus: '1', lastContactDate: '01.06.2025' }),
    ]);
    const res = await upload('/api/cancer-case-status-import/', t.reviewer, file, {
      statusDate: '2025-06-30',
    });
    expect(res.status, res.text.slice(0, 300)).toBe(204);
    const [after] = await rows('select * from cancer_cases');
    expect(after.case_version).toBe(Number(before.case_version) + 1);
    expect(after.reviewed_version).toBe(before.case_version);
    const current = await rows(
      `select id from cancer_notifications where case_id = ${before.id} and is_cancer_case`,
    );
    expect(current).toEqual([{ id: after.current_notification_id }]);
    expect(after.current_notification_id).not.toBe(before.current_notification_id);
    // The follow-up restates the child as the registry knows it: the patient row is not rewritten.
    expect(await childRows()).toEqual(children);

    // A notification import that names the known boy differently changes his row.
    const renamed = await xlsx(
      notificationHeaders,
      [
        completedRow({
          firstName: 'Ionuț',
          reportingReason: '4',
          trackingStatus: '2',
          lastContactDate: '05.07.2025',
        }),
      ].map(toCells),
    );
    const again = await upload('/api/cancer-notification-import', t.superadmin, renamed);
    expect(again.status, again.text.slice(0, 300)).toBe(204);
    const boy = children.find((c) => c.identifier === CNP_BOY) as Row;
    const [renamedBoy] = await rows(`select * from patients where id = ${boy.id}`);
    expect(renamedBoy.first_name).toBe('Ionuț');
    expect(renamedBoy.updated_at).not.toEqual(boy.updated_at);
  });
});

describe('the spec writes the import paths with a trailing slash', () => {
  it('both forms reach the imports; unknown paths stay 404 and other methods 405', async () => {
    for (const path of ['/api/cancer-notification-import', '/api/cancer-notification-import/']) {
      expect((await upload(path, null, null)).status, path).toBe(401);
      expect((await upload(path, t.superadmin, null)).status, path).toBe(400);
      expect((await s.request('GET', path, { token: t.superadmin })).status, path).toBe(405);
    }
    for (const path of ['/api/cancer-case-status-import', '/api/cancer-case-status-import/']) {
      expect((await upload(path, null, null)).status, path).toBe(401);
      expect((await upload(path, t.reviewer, null, { statusDate: '2025-06-30' })).status, path).toBe(400);
    }
    expect((await s.request('GET', '/api/no-such-thing/', { token: t.superadmin })).status).toBe(404);
  });
});
