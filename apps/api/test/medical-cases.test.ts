import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { CNP_GIRL, completeBody, dictionaryIds } from './notification-fixtures';

/**
 * Issue 14, the medical case core: opening from a case (prefilled, idempotent), reading, saving with
 * versions and 409 on a stale save, the notification's rules on bad input, scoping (404 for whoever
 * may not read, 403 for roles that see no medical case) and the audit trail.
 */
let s: TestServer;
const t: Record<string, string> = {};
let caseId: number;
let mcId: number;

const rows = async <T>(text: string) => ((await s.sql(text)) as { rows: T[] }).rows;
const call = (who: string, method: string, path: string, body?: unknown, language?: 1 | 2) =>
  s.request(method, path, { token: t[who], body, language });
const auditCount = async (action: string, id: number) =>
  (
    await rows<{ n: number }>(
      `select count(*)::int as n from audit_log where action = '${action}' and entity_id = '${id}'`,
    )
  )[0].n;

/** The details as read, with the team's changes on top. */
async function editedDetails(over: Record<string, Record<string, unknown>> = {}) {
  const { body } = await call('unitadmin', 'GET', `/api/medical-case/${mcId}`);
  const d = body.details;
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, { ...(v as object), ...(over[k] ?? {}) }]));
}

beforeAll(async () => {
  s = await startTestServer();
  const who = {
    unitadmin: 'unitadmin@demo.local',
    reporter1: 'reporter@demo.local',
    reporter2: 'reporter2@demo.local',
    reviewer: 'reviewer@demo.local',
    superadmin: 'superadmin@demo.local',
    executive: 'executive@demo.local',
    auditor: 'auditor@demo.local',
  };
  for (const [k, email] of Object.entries(who)) t[k] = await s.signIn(email);
  const saved = await call('reporter1', 'POST', '/api/cancer-notification', completeBody());
  if (saved.status !== 200) throw new Error(`fixture: ${saved.status} ${JSON.stringify(saved.body)}`);
  caseId = saved.body.caseId;
}, 60_000);
afterAll(() => s.close());

describe('opening the medical case of a cancer case', () => {
  it('opens it prefilled from the current record, once: a second call answers the same case', async () => {
    const first = await call('unitadmin', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    mcId = first.body.id;
    const again = await call('unitadmin', 'POST', `/api/medical-case/from-case/${caseId}`);
    expect(again.body).toEqual({ id: mcId, created: false });
    expect((await rows(`select id from medical_cases where cancer_case_id = ${caseId}`)).length).toBe(1);

    const read = await call('unitadmin', 'GET', `/api/medical-case/${mcId}`);
    expect(read.status).toBe(200);
    expect(read.body.version).toBe(1);
    expect(read.body.reportingUnitId).toBe(1);
    expect(read.body.patient.identifier).toBe('5150101400011');
    expect(read.body.details.cancerDiagnostic).toMatchObject({
      diagnosticDate: '2024-03-10',
      topologicCodeId: dictionaryIds.topographyAdrenal,
      registrationBaseId: dictionaryIds.basisHistologyPrimary,
      ageAtDiagnostic: 9,
    });
    expect(read.body.details.cancerMorphology.morphologyCodeId).toBe(dictionaryIds.neuroblastoma);
    expect(read.body.details.clinicalDiagnosis.clinicalStatusId).toBeNull();
    // unitadmin@demo.local holds CaseOwner on unit 1: the named owner, with every right.
    expect(read.body.access).toEqual({ read: true, edit: true, manageTeam: true, transfer: true });
    expect(read.body.ownerEmployeeId).not.toBeNull();
    expect(await auditCount('medicalCase.opened', mcId)).toBe(1);
    expect(await auditCount('medicalCase.read', mcId)).toBeGreaterThan(0);
  });

  it('a colleague of the unit who is not on the team is told who keeps it (403), another unit gets 404', async () => {
    const colleague = await call('reporter1', 'POST', `/api/medical-case/from-case/${caseId}`, undefined, 2);
    expect(colleague.status).toBe(403);
    expect(colleague.body.key).toBe('medicalCase.keptByAnotherTeam');
    expect(colleague.body.message).toMatch(/kept by the team of Unitatea demo 1/);
    expect((await call('reporter2', 'POST', `/api/medical-case/from-case/${caseId}`)).status).toBe(404);
    expect((await call('unitadmin', 'POST', '/api/medical-case/from-case/999999')).status).toBe(404);
  });

  it('a reporter who opens a case joins its local team and may keep it; the unit’s case owner sees it too', async () => {
    const other = await call(
      'reporter1',
      'POST',
      '/api/cancer-notification',
      completeBody({
        patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Ionescu' },
        cancerDiagnostic: { topologicCodeId: dictionaryIds.topographyKidney },
        cancerMorphology: { morphologyCodeId: dictionaryIds.wilms },
      }),
    );
    expect(other.status).toBe(200);
    const opened = await call('reporter1', 'POST', `/api/medical-case/from-case/${other.body.caseId}`);
    expect(opened.body.created).toBe(true);
    const read = await call('reporter1', 'GET', `/api/medical-case/${opened.body.id}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.access).toEqual({ read: true, edit: true, manageTeam: false, transfer: false });
    const team = await rows<{ team_kind: number }>(
      `select team_kind from medical_case_team_members where medical_case_id = ${opened.body.id}`,
    );
    expect(team).toEqual([{ team_kind: 2 }]);
    const list = await call('unitadmin', 'POST', '/api/medical-case/filter', { search: 'Ionescu' });
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([opened.body.id]);
  });
});

describe('saving the details', () => {
  it('saves with the version read, writes a version and an audit row; a stale save gets 409 and changes nothing', async () => {
    const details = await editedDetails({
      clinicalDiagnosis: { clinicalStatusId: 2, riskClassId: 3, details: 'Răspuns bun la inducție' },
      care: { comorbidities: 'Astm bronșic' },
    });
    const saved = await call('unitadmin', 'PUT', `/api/medical-case/${mcId}`, { version: 1, details });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: mcId, version: 2 });
    const stale = await call('unitadmin', 'PUT', `/api/medical-case/${mcId}`, {
      version: 1,
      details: { ...details, care: { comorbidities: 'overwritten' } },
    });
    expect(stale.status).toBe(409);
    const read = await call('unitadmin', 'GET', `/api/medical-case/${mcId}`);
    expect(read.body.version).toBe(2);
    expect(read.body.details.care.comorbidities).toBe('Astm bronșic');
    expect(read.body.details.clinicalDiagnosis).toEqual({
      clinicalStatusId: 2,
      riskClassId: 3,
      details: 'Răspuns bun la inducție',
    });
    const versions = await call('unitadmin', 'GET', `/api/medical-case/${mcId}/versions`);
    expect(versions.body.items.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body.items[0].createdBy).toMatch(/\S+ \S+/);
    expect(versions.body.items[1].details.clinicalDiagnosis.clinicalStatusId).toBeNull();
    // The History tab's values, labelled like case evolution (Romanian by default).
    expect(versions.body.items[0].sections.clinical).toMatchObject({
      clinicalStatus: 'Remisiune parțială',
      riskClass: 'Risc înalt',
    });
    expect(versions.body.items[0].sections.morphology.morphology).toMatch(/9500\/3/);
    expect(versions.body.items[1].sections.clinical.clinicalStatus).toBeNull();
    expect(await auditCount('medicalCase.updated', mcId)).toBe(1);
  });

  it.each<[string, Record<string, Record<string, unknown>>, string]>([
    [
      'a missing clinical status',
      { clinicalDiagnosis: { clinicalStatusId: null } },
      'clinicalDiagnosis.clinicalStatusId',
    ],
    [
      'a date that does not exist',
      { cancerDiagnostic: { diagnosticDate: '2024-02-30' } },
      'cancerDiagnostic.diagnosticDate',
    ],
    [
      'a relapse without its date',
      { clinicalDiagnosis: { clinicalStatusId: 4 } },
      'cancerDiagnostic.relapseDate',
    ],
    [
      'a death without its reason',
      { clinicalDiagnosis: { clinicalStatusId: 5 }, death: { deathDate: '2025-01-01' } },
      'death.deathReasonTopoCodeId',
    ],
    [
      'a topography the dictionaries do not hold',
      { cancerDiagnostic: { topologicCodeId: 987654321 } },
      'cancerDiagnostic.topologicCodeId',
    ],
    [
      'a topography outside its tumour location (3, thorax, with C74.9)',
      { cancerDiagnostic: { tumorLocationId: 3, topologicCodeId: 1749 } },
      'cancerDiagnostic.topologicCodeId',
    ],
  ])('refuses %s with a translated 400 naming the field, and changes nothing', async (_l, over, field) => {
    const details = await editedDetails({ clinicalDiagnosis: { clinicalStatusId: 2 }, ...over });
    const res = await call('unitadmin', 'PUT', `/api/medical-case/${mcId}`, { version: 2, details }, 2);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).not.toMatch(/validation\.|notification\./);
    expect((await call('unitadmin', 'GET', `/api/medical-case/${mcId}`)).body.version).toBe(2);
  });

  it('refuses a start date after the diagnosis with the notification’s cross-date check', async () => {
    const details = await editedDetails({ cancerDiagnostic: { clinicalStartDate: '2024-04-01' } });
    const res = await call('unitadmin', 'PUT', `/api/medical-case/${mcId}`, { version: 2, details });
    expect(res.status).toBe(400);
    expect(res.body.errors.key).toBe('notification.crossDate2');
  });

  it('refuses a body without a version', async () => {
    const res = await call('unitadmin', 'PUT', `/api/medical-case/${mcId}`, { details: {} });
    expect(res.status).toBe(400);
  });
});

describe('reviewers and the super administrator reach an opened medical case but open none', () => {
  it('answer the existing one; a case without one is refused with the reason, and none is created', async () => {
    const fresh = await call(
      'reporter1',
      'POST',
      '/api/cancer-notification',
      completeBody({ patientDetails: { identifier: '5170404400031', firstName: 'Radu', lastName: 'Nou' } }),
    );
    for (const who of ['reviewer', 'superadmin']) {
      expect((await call(who, 'POST', `/api/medical-case/from-case/${caseId}`)).body).toEqual({
        id: mcId,
        created: false,
      });
      const refused = await call(
        who,
        'POST',
        `/api/medical-case/from-case/${fresh.body.caseId}`,
        undefined,
        2,
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        key: 'medicalCase.openedByTreatingUnit',
        message: "The medical case has not been opened yet; the treating unit's staff opens it",
      });
    }
    expect(await rows(`select 1 from medical_cases where cancer_case_id = ${fresh.body.caseId}`)).toEqual([]);
  });
});

describe('who may see and do what', () => {
  const routes = () =>
    [
      ['GET', `/api/medical-case/${mcId}`, undefined],
      ['GET', `/api/medical-case/${mcId}/versions`, undefined],
      ['PUT', `/api/medical-case/${mcId}`, { version: 2, details: {} }],
      ['POST', `/api/medical-case/from-case/${caseId}`, undefined],
    ] as const;

  it('another unit’s reporter gets 404 on every route and does not find it in the list', async () => {
    for (const [method, path, body] of routes())
      expect([method, path, (await call('reporter2', method, path, body)).status]).toEqual([
        method,
        path,
        404,
      ]);
    const list = await call('reporter2', 'POST', '/api/medical-case/filter', {});
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
  });

  it('a reporter of the unit who is not on the team gets 404 on the case', async () => {
    expect((await call('reporter1', 'GET', `/api/medical-case/${mcId}`)).status).toBe(404);
    const list = await call('reporter1', 'POST', '/api/medical-case/filter', {});
    expect(list.body.items.map((i: { id: number }) => i.id)).not.toContain(mcId);
  });

  it('executives and auditors get 403 on every route', async () => {
    for (const who of ['executive', 'auditor'])
      for (const [method, path, body] of [...routes(), ['POST', '/api/medical-case/filter', {}] as const])
        expect([who, method, path, (await call(who, method, path, body)).status]).toEqual([
          who,
          method,
          path,
          403,
        ]);
  });

  it('reviewers and the super administrator read everything but do not edit (403)', async () => {
    for (const who of ['reviewer', 'superadmin']) {
      const read = await call(who, 'GET', `/api/medical-case/${mcId}`);
      expect(read.status).toBe(200);
      expect(read.body.access).toEqual({ read: true, edit: false, manageTeam: false, transfer: false });
      const put = await call(who, 'PUT', `/api/medical-case/${mcId}`, {
        version: 2,
        details: read.body.details,
      });
      expect(put.status).toBe(403);
      const list = await call(who, 'POST', '/api/medical-case/filter', { identifier: '515' });
      expect(list.body.items.map((i: { id: number }) => i.id)).toContain(mcId);
    }
    expect((await call('unitadmin', 'GET', `/api/medical-case/${mcId}`)).body.version).toBe(2);
  });
});
