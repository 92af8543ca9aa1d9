import { EventStatus, InterventionType } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { dayFrom, typeCases } from './intervention-fixtures';
import { auditActions, employeeIdOf, makeMedicalCase, rowsOf } from './medical-case-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
let mc: number;
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
  mc = await makeMedicalCase(s, t.reporter);
  // The reporter of unit 1 is on the local team: team members plan and record the interventions.
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${mc}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
});
afterAll(() => s.close());

const planned = dayFrom(-20);
const common = { plannedDate: planned, startTime: '09:00', unitId: 1, significant: true };
const post = (path: string, token: string, body: unknown) => s.request('POST', path, { token, body });
const create = (type: number, detail: unknown, token = t.reporter, over: Record<string, unknown> = {}) =>
  post('/api/intervention', token, { medicalCaseId: mc, type, ...common, detail, ...over });
const read = (id: number, token = t.reporter) => s.request('GET', `/api/intervention/${id}`, { token });

describe.each(typeCases)('$name: create, read, update, complete, cancel', (c) => {
  let id: number;
  it('plans it (status Pending, version 1) and reads it back with the type defaults filled', async () => {
    const res = await create(c.type, c.planned);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: 1, status: EventStatus.Pending });
    id = res.body.id;
    const got = await read(id, t.unitadmin);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id, medicalCaseId: mc, type: c.type, status: 1, plannedDate: planned });
    expect(got.body).toMatchObject({ edit: true, documents: [], unitId: 1, significant: true });
    expect(got.body.detail).toMatchObject(c.planned);
  });
  it('edits it with the version read; a stale version answers 409', async () => {
    const [field, value] = c.edit;
    const body = { version: 1, ...common, detail: { ...c.planned, [field]: value } };
    const res = await s.request('PUT', `/api/intervention/${id}`, { token: t.reporter, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: 2, status: 1 });
    expect((await read(id)).body.detail[field]).toEqual(value);
    expect((await s.request('PUT', `/api/intervention/${id}`, { token: t.reporter, body })).status).toBe(409);
  });
  it('completing needs the completion fields (400 names them, nothing written), then completes', async () => {
    const bare = await post(`/api/intervention/${id}/complete`, t.reporter, {
      version: 2,
      ...common,
      detail: c.planned,
    });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body.errors).sort()).toEqual([...c.missing].sort());
    const body = {
      version: 2,
      ...common,
      endDate: dayFrom(-19),
      ...c.completionCommon,
      detail: c.completion,
    };
    const done = await post(`/api/intervention/${id}/complete`, t.reporter, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ version: 3, status: EventStatus.Completed });
    expect((await post(`/api/intervention/${id}/complete`, t.reporter, { ...body, version: 3 })).status).toBe(
      400,
    );
    const trail = (await auditActions(s, id, 'clinical_intervention')).map((a) => a.action);
    expect(trail.filter((a) => a !== 'intervention.read')).toEqual([
      'intervention.created',
      'intervention.updated',
      'intervention.completed',
    ]);
  });
  it('cancels a planned one with a reason; a canceled one is no longer changed', async () => {
    const other = (await create(c.type, c.planned)).body.id;
    const res = await post(`/api/intervention/${other}/cancel`, t.reporter, { version: 1, reason: 'Febră' });
    expect(res.body).toMatchObject({ version: 2, status: EventStatus.Canceled });
    expect((await read(other)).body).toMatchObject({ status: 3, cancelReason: 'Febră' });
    const body = { version: 2, ...common, detail: c.planned };
    expect((await s.request('PUT', `/api/intervention/${other}`, { token: t.reporter, body })).status).toBe(
      400,
    );
    expect((await post(`/api/intervention/${other}/cancel`, t.reporter, { version: 2 })).status).toBe(400);
  });
});

describe('computed values and type rules', () => {
  it('stores BMI and Mosteller BSA of every cycle; a BMI sent that differs answers 400', async () => {
    const cycle = { weight: 20, height: 110, medicines: [{ name: 'Vincristină' }] };
    const res = await create(InterventionType.SystemicTherapy, { cycles: [cycle] });
    expect((await read(res.body.id)).body.detail.cycles[0]).toMatchObject({ bmi: 16.5, bsa: 0.78 });
    const wrong = await create(InterventionType.SystemicTherapy, { cycles: [{ ...cycle, bmi: 18 }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors['detail.cycles.0.bmi']).toBeTruthy();
    const named = await create(InterventionType.SystemicTherapy, { cycles: [{ ...cycle, medicines: [{}] }] });
    expect(Object.keys(named.body.errors)).toEqual(['detail.cycles.0.medicines.0.name']);
  });
  it('radiotherapy total dose = dose × fractions, or explained', async () => {
    const detail = { dosePerFraction: 1.8, fractions: 25, totalDose: 50.4 };
    const wrong = await create(InterventionType.Radiotherapy, detail);
    expect(Object.keys(wrong.body.errors)).toEqual(['detail.totalDoseExplanation']);
    const explained = await create(InterventionType.Radiotherapy, {
      ...detail,
      totalDoseExplanation: 'Boost 5.4 Gy',
    });
    expect(explained.status).toBe(200);
  });
  it('a lab test reports its status from its analyses; quality of life its scores', async () => {
    const analyses = [
      { categoryId: 1, name: 'Hemoleucogramă', result: '12 g/dl' },
      { categoryId: 2, name: 'Creatinină' },
    ];
    const lab = await create(InterventionType.LabTest, { analyses });
    expect((await read(lab.body.id)).body.labStatus).toBe('partiallyCompleted');
    const qol = await create(InterventionType.QualityOfLife, {
      answers: { 'physical.pain': 4, 'physical.walking': 0 },
    });
    const scores = (await read(qol.body.id)).body.detail.scores;
    expect(scores.sections.physical).toBeNull();
    expect(scores.total).toBeNull();
  });
  it('bad input answers 400 and writes nothing', async () => {
    const count = async () =>
      Number((await rowsOf(s, `select count(*)::int as n from clinical_interventions`))[0].n);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 12 }, 'type'],
      [{ plannedDate: '2026-02-30' }, 'plannedDate'],
      [{ plannedDate: dayFrom(800) }, 'plannedDate'],
      [{ plannedDate: '1989-12-31' }, 'plannedDate'],
      [{ unitId: null }, 'unitId'],
      [{ unitId: 999999 }, 'unitId'],
      [{ startTime: '25:00' }, 'startTime'],
      [{ endDate: dayFrom(-21) }, 'endDate'],
      [{ detail: { analyses: 'x' } }, 'detail.analyses'],
      [{ detail: { analyses: [{ name: 'x', categoryId: 99 }] } }, 'detail.analyses.0.categoryId'],
      [{ type: InterventionType.Imaging, detail: { categoryId: 999 } }, 'detail.categoryId'],
      [
        { type: InterventionType.QualityOfLife, detail: { answers: { 'physical.flying': 1 } } },
        'detail.answers',
      ],
      [{ detail: { observation: 'a\u0000b' } }, 'detail.observation'],
    ];
    for (const [over, field] of cases) {
      const res = await create(InterventionType.LabTest, {}, t.reporter, over);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});

describe('timeline, documents and scope', () => {
  let id: number;
  it('lists the case in time order (date, untimed first, id) with a summary; filters by type and status', async () => {
    const a = (
      await create(InterventionType.Imaging, { region: 'Abdomen' }, t.reporter, {
        plannedDate: dayFrom(-60),
        startTime: '14:00',
      })
    ).body.id;
    const b = (
      await create(InterventionType.Imaging, { region: 'Cap' }, t.reporter, {
        plannedDate: dayFrom(-60),
        startTime: null,
      })
    ).body.id;
    id = a;
    const all = await post(`/api/medical-case/${mc}/interventions/filter`, t.unitadmin, {});
    expect(all.status).toBe(200);
    expect(all.body.edit).toBe(true);
    expect(all.body.items.slice(0, 2).map((i: { id: number }) => i.id)).toEqual([b, a]);
    expect(all.body.items[1]).toMatchObject({
      type: 4,
      status: 1,
      summary: 'Abdomen',
      unit: expect.stringContaining('Unitatea demo 1'),
      documentCount: 0,
    });
    const dates = all.body.items.map((i: { plannedDate: string }) => i.plannedDate);
    expect(dates).toEqual([...dates].sort());
    const only = await post(`/api/medical-case/${mc}/interventions/filter`, t.reporter, {
      types: [4],
      statuses: [1],
    });
    expect(
      only.body.items.every((i: { type: number; status: number }) => i.type === 4 && i.status === 1),
    ).toBe(true);
    const completed = await post(`/api/medical-case/${mc}/interventions/filter`, t.reporter, {
      statuses: [2],
    });
    expect(completed.body.items).toHaveLength(typeCases.length);
  });
  it('adds, serves and removes documents (audited); a program named .pdf is refused', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const added = await s.form(
      `/api/intervention/${id}/documents`,
      {},
      { token: t.reporter, files: { document: ['raport.pdf', pdf] } },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ fileName: 'raport.pdf', size: pdf.length });
    expect((await read(id)).body.documents).toMatchObject([{ id: added.body.id, fileName: 'raport.pdf' }]);
    const file = await fetch(`${s.url}/api/intervention/${id}/documents/${added.body.id}`, {
      headers: { authorization: `Bearer ${t.unitadmin}` },
    });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 1, 2, 3, 4]);
    expect(
      (
        await s.form(
          `/api/intervention/${id}/documents`,
          {},
          { token: t.reporter, files: { document: ['x.pdf', exe] } },
        )
      ).status,
    ).toBe(400);
    const gone = await s.request('DELETE', `/api/intervention/${id}/documents/${added.body.id}`, {
      token: t.reporter,
    });
    expect(gone.status).toBe(204);
    expect((await read(id)).body.documents).toEqual([]);
    const trail = (await auditActions(s, id, 'clinical_intervention')).map((a) => a.action);
    expect(trail).toEqual(
      expect.arrayContaining([
        'intervention.documentAdded',
        'intervention.documentRead',
        'intervention.documentDeleted',
      ]),
    );
  });
  it('a reporter of another unit gets 404 on every intervention route; nothing is written', async () => {
    const tok = t.reporter2;
    const body = { version: 1, ...common, detail: {} };
    const answers = [
      await post(`/api/medical-case/${mc}/interventions/filter`, tok, {}),
      await create(InterventionType.Imaging, {}, tok),
      await read(id, tok),
      await s.request('GET', `/api/intervention/${id}/versions`, { token: tok }),
      await s.request('PUT', `/api/intervention/${id}`, { token: tok, body }),
      await post(`/api/intervention/${id}/complete`, tok, body),
      await post(`/api/intervention/${id}/cancel`, tok, { version: 1 }),
      await post(`/api/intervention/${id}/reschedule`, tok, { version: 1, plannedDate: dayFrom(1) }),
      await s.form(
        `/api/intervention/${id}/documents`,
        {},
        { token: tok, files: { document: ['a.pdf', new TextEncoder().encode('%PDF-1.4')] } },
      ),
      await s.request('GET', `/api/intervention/${id}/documents/1`, { token: tok }),
      await s.request('DELETE', `/api/intervention/${id}/documents/1`, { token: tok }),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
    expect((await read(id)).body.version).toBe(1);
  });
  it('a reviewer reads (edit false) but may not write (403); an unknown id is 404', async () => {
    expect((await read(id, t.reviewer)).body.edit).toBe(false);
    expect((await create(InterventionType.Imaging, {}, t.reviewer)).status).toBe(403);
    expect((await post(`/api/intervention/${id}/cancel`, t.reviewer, { version: 1 })).status).toBe(403);
    expect((await read(999999)).status).toBe(404);
  });
});
