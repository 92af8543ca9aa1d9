import { EventStatus, InterventionType } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { dayFrom } from './intervention-fixtures';
import { auditActions, employeeIdOf, makeMedicalCase, rowsOf } from './medical-case-fixtures';
import { CNP_GIRL } from './notification-fixtures';

let s: TestServer;
const t: Record<string, string> = {};
let mc1: number;
let mc2: number;
beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'reviewer', 'executive'])
    t[who] = await s.signIn(`${who}@demo.local`);
  mc1 = await makeMedicalCase(s, t.reporter);
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${mc1}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
  // A second child, treated by unit 2 and kept by reporter2 as named owner.
  mc2 = await makeMedicalCase(s, t.reporter2, {
    patientDetails: { identifier: CNP_GIRL, firstName: 'Ana', lastName: 'Marin', genderId: 2 },
    notificationOverview: { reportingUnitId: 2 },
  });
  await s.sql(
    `update medical_cases set reporting_unit_id = 2, owner_employee_id = ${await employeeIdOf(s, 'reporter2@demo.local')} where id = ${mc2}`,
  );
});
afterAll(() => s.close());

const post = (path: string, token: string, body: unknown) => s.request('POST', path, { token, body });
const plan = (medicalCaseId: number, token: string, type: number, plannedDate: string, over = {}) =>
  post('/api/intervention', token, {
    medicalCaseId,
    type,
    plannedDate,
    startTime: '10:00',
    endDate: plannedDate,
    endTime: '11:00',
    unitId: medicalCaseId === mc1 ? 1 : 2,
    detail: {},
    ...over,
  });
const feed = (token: string, body: Record<string, unknown> = {}) =>
  post('/api/calendar/feed', token, { from: dayFrom(-10), to: dayFrom(20), ...body });
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

describe('calendar feed', () => {
  let visit: number;
  let cycle: number;
  let other: number;
  beforeAll(async () => {
    visit = (await plan(mc1, t.reporter, InterventionType.HomeVisit, dayFrom(2))).body.id;
    cycle = (
      await plan(mc1, t.reporter, InterventionType.SystemicTherapy, dayFrom(1), {
        startTime: null,
        endTime: null,
      })
    ).body.id;
    other = (await plan(mc2, t.reporter2, InterventionType.LabTest, dayFrom(3))).body.id;
    await plan(mc1, t.reporter, InterventionType.Imaging, dayFrom(40));
  });

  it("a team member sees the case's events in the range, in time order, named and editable", async () => {
    const res = await feed(t.reporter);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([cycle, visit]);
    expect(res.body.items[1]).toMatchObject({
      medicalCaseId: mc1,
      patientName: 'Popescu Ion',
      type: InterventionType.HomeVisit,
      status: EventStatus.Pending,
      plannedDate: dayFrom(2),
      startTime: '10:00',
      endTime: '11:00',
      unitId: 1,
      version: 1,
      editable: true,
    });
  });
  it('a reporter of another unit sees only their own case; a reviewer sees all, unnamed, not editable', async () => {
    expect(ids(await feed(t.reporter2))).toEqual([other]);
    const review = await feed(t.reviewer);
    expect(ids(review)).toEqual([cycle, visit, other]);
    expect(
      review.body.items.every(
        (e: { patientName: null; editable: boolean }) => e.patientName === null && !e.editable,
      ),
    ).toBe(true);
    expect((await feed(t.executive)).status).toBe(403);
  });
  it('filters by unit, type and status', async () => {
    expect(ids(await feed(t.reviewer, { unitIds: [2] }))).toEqual([other]);
    expect(ids(await feed(t.reviewer, { types: [InterventionType.SystemicTherapy] }))).toEqual([cycle]);
    expect(ids(await feed(t.reviewer, { statuses: [EventStatus.Completed] }))).toEqual([]);
  });
  it('refuses a span over 62 days, a reversed range and a bad date (400)', async () => {
    expect((await feed(t.reporter, { from: dayFrom(0), to: dayFrom(63) })).status).toBe(400);
    expect((await feed(t.reporter, { from: dayFrom(0), to: dayFrom(62) })).status).toBe(200);
    expect((await feed(t.reporter, { from: dayFrom(5), to: dayFrom(4) })).status).toBe(400);
    expect((await feed(t.reporter, { from: '2026-13-01' })).status).toBe(400);
  });

  it('reschedules a planned one to the next day (its end moves too); stale 409; audited', async () => {
    const res = await post(`/api/intervention/${visit}/reschedule`, t.reporter, {
      version: 1,
      plannedDate: dayFrom(3),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: 2, status: 1 });
    const moved = (await feed(t.reporter)).body.items.find((e: { id: number }) => e.id === visit);
    expect(moved).toMatchObject({
      plannedDate: dayFrom(3),
      endDate: dayFrom(3),
      startTime: '10:00',
      version: 2,
    });
    expect(
      (
        await post(`/api/intervention/${visit}/reschedule`, t.reporter, {
          version: 1,
          plannedDate: dayFrom(4),
        })
      ).status,
    ).toBe(409);
    const timed = await post(`/api/intervention/${visit}/reschedule`, t.reporter, {
      version: 2,
      plannedDate: dayFrom(4),
      startTime: '08:30',
      endTime: '09:30',
    });
    expect(timed.body.version).toBe(3);
    const trail = (await auditActions(s, visit, 'clinical_intervention')).map((a) => a.action);
    expect(trail.filter((a) => a === 'intervention.rescheduled')).toHaveLength(2);
  });
  it('only planned ones move; others may not move them (reviewer 403, other unit 404); dates are checked', async () => {
    expect(
      (
        await post(`/api/intervention/${visit}/reschedule`, t.reviewer, {
          version: 3,
          plannedDate: dayFrom(5),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await post(`/api/intervention/${visit}/reschedule`, t.reporter2, {
          version: 3,
          plannedDate: dayFrom(5),
        })
      ).status,
    ).toBe(404);
    const far = await post(`/api/intervention/${visit}/reschedule`, t.reporter, {
      version: 3,
      plannedDate: dayFrom(900),
    });
    expect(far.status).toBe(400);
    expect(far.body.codes.plannedDate).toBe('intervention.plannedDateRange');
    await post(`/api/intervention/${cycle}/cancel`, t.reporter, { version: 1 });
    const canceled = await post(`/api/intervention/${cycle}/reschedule`, t.reporter, {
      version: 2,
      plannedDate: dayFrom(5),
    });
    expect(canceled.status).toBe(400);
    expect(canceled.body.errors.key).toBe('intervention.notPlanned');
    const shown = (await feed(t.reporter)).body.items.find((e: { id: number }) => e.id === cycle);
    expect(shown).toMatchObject({ status: EventStatus.Canceled, editable: false });
  });
  it("a transferred case's interventions take its new treating unit (the calendar's unit index)", async () => {
    const unitsOf = async (id: number) =>
      (
        await rowsOf(
          s,
          `select distinct case_unit_id as u from clinical_interventions where medical_case_id = ${id}`,
        )
      ).map((r) => r.u);
    expect(await unitsOf(mc2)).toEqual([2]);
    await s.sql(`update medical_cases set reporting_unit_id = 1 where id = ${mc2}`);
    expect(await unitsOf(mc2)).toEqual([1]);
    // Unit 1's case owner (unitadmin holds CaseOwner there) now keeps the child: named, editable.
    const seen = (await feed(t.unitadmin)).body.items.find((e: { id: number }) => e.id === other);
    expect(seen).toMatchObject({ patientName: 'Marin Ana', editable: true });
    await s.sql(`update medical_cases set reporting_unit_id = 2 where id = ${mc2}`);
    expect(ids(await feed(t.unitadmin))).not.toContain(other);
  });
});
