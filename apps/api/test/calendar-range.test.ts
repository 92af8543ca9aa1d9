import { InterventionType } from '@registry/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { dayFrom } from './intervention-fixtures';
import { employeeIdOf, makeMedicalCase, rowsOf } from './medical-case-fixtures';

// The calendar's moves keep an event's length; the feed shows what overlaps its range; the unit
// filter keeps a case's interventions at external units; a cut answer says so.
let s: TestServer;
let token: string;
let reviewer: string;
let mc: number;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.signIn('reporter@demo.local');
  reviewer = await s.signIn('reviewer@demo.local');
  mc = await makeMedicalCase(s, token);
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${mc}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
});
afterAll(() => s.close());

const post = (path: string, body: unknown, as = token) => s.request('POST', path, { token: as, body });
const plan = async (over: Record<string, unknown>) => {
  const plannedDate = (over.plannedDate as string | undefined) ?? dayFrom(2);
  const res = await post('/api/intervention', {
    medicalCaseId: mc,
    type: InterventionType.ClinicVisit,
    plannedDate,
    startTime: '10:00',
    endDate: plannedDate,
    endTime: '11:00',
    unitId: 1,
    detail: {},
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
};
const read = async (id: number) => (await s.request('GET', `/api/intervention/${id}`, { token })).body;
const feed = (body: Record<string, unknown>, as = token) =>
  post('/api/calendar/feed', { from: dayFrom(10), to: dayFrom(16), ...body }, as);
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

describe('reschedule: a move keeps the length', () => {
  it('a timed event dragged to a later hour the same day moves its end too (was 400: end before start)', async () => {
    const id = await plan({});
    const res = await post(`/api/intervention/${id}/reschedule`, {
      version: 1,
      plannedDate: dayFrom(2),
      startTime: '14:00',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await read(id)).toMatchObject({ startTime: '14:00', endDate: dayFrom(2), endTime: '15:00' });
    // Earlier: not stretched from 07:00 to the old end.
    await post(`/api/intervention/${id}/reschedule`, {
      version: 2,
      plannedDate: dayFrom(2),
      startTime: '07:00',
    });
    expect(await read(id)).toMatchObject({ startTime: '07:00', endTime: '08:00', version: 3 });
  });
  it('a move across days moves a multi-day event’s end day and hour; the all-day row drops the hours', async () => {
    const id = await plan({ startTime: '09:00', endDate: dayFrom(4), endTime: '12:00' });
    const res = await post(`/api/intervention/${id}/reschedule`, {
      version: 1,
      plannedDate: dayFrom(5),
      startTime: '10:30',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await read(id)).toMatchObject({
      plannedDate: dayFrom(5),
      startTime: '10:30',
      endDate: dayFrom(7),
      endTime: '13:30',
    });
    await post(`/api/intervention/${id}/reschedule`, {
      version: 2,
      plannedDate: dayFrom(6),
      startTime: null,
    });
    expect(await read(id)).toMatchObject({
      plannedDate: dayFrom(6),
      startTime: null,
      endDate: dayFrom(8),
      endTime: null,
    });
  });
  it('what the calendar sends (the new start and end) is taken as it is', async () => {
    const id = await plan({});
    await post(`/api/intervention/${id}/reschedule`, {
      version: 1,
      plannedDate: dayFrom(3),
      startTime: '16:00',
      endTime: '17:00',
    });
    expect(await read(id)).toMatchObject({ plannedDate: dayFrom(3), endDate: dayFrom(3), endTime: '17:00' });
  });
});

describe('calendar feed: the range, the unit filter, the limit', () => {
  let before: number;
  let inside: number;
  let external: number;
  beforeAll(async () => {
    // Begun before the range (day 10) and ending inside it; one planned and ended before it; one inside.
    before = await plan({ plannedDate: dayFrom(7), endDate: dayFrom(12), startTime: null, endTime: null });
    await plan({ plannedDate: dayFrom(7), endDate: dayFrom(9), startTime: null, endTime: null });
    inside = await plan({ plannedDate: dayFrom(11) });
    external = await plan({ plannedDate: dayFrom(13), unitId: null, externalUnit: 'Clinica Sf. Maria' });
  });

  it('shows an intervention begun before the range and ending in it, first, not one that ended before', async () => {
    expect(ids(await feed({}))).toEqual([before, inside, external]);
    // A range that starts on its last day still shows it; one the day after does not.
    expect(ids(await feed({ from: dayFrom(12), to: dayFrom(12) }))).toEqual([before]);
    expect(ids(await feed({ from: dayFrom(14), to: dayFrom(16) }))).toEqual([]);
  });
  it("filters by unit as the case's treating unit or the carrying-out one: the external visit stays", async () => {
    expect(ids(await feed({ unitIds: [1] }, reviewer))).toEqual([before, inside, external]);
    expect(ids(await feed({ unitIds: [2] }, reviewer))).toEqual([]);
    // Carried out at unit 2 for a case of unit 1: in both units' calendars.
    const atTwo = await plan({ plannedDate: dayFrom(15), unitId: 2 });
    expect(ids(await feed({ unitIds: [2] }, reviewer))).toEqual([atTwo]);
    expect(ids(await feed({ unitIds: [1] }, reviewer))).toContain(atTwo);
  });
  it('says when the limit cut the answer', async () => {
    expect((await feed({})).body.truncated).toBe(false);
    const [{ id }] = await rowsOf(s, `select id from users where email = 'reporter@demo.local'`);
    const many = (n: number) =>
      s.sql(`insert into clinical_interventions (medical_case_id, case_unit_id, type, planned_date, unit_id, detail, created_by, updated_by)
      select ${mc}, 1, 5, '${dayFrom(20)}', 1, '{}', ${id}, ${id} from generate_series(1, ${n})`);
    await many(10_000);
    const all = await feed({ from: dayFrom(19), to: dayFrom(21) });
    expect([all.body.items.length, all.body.truncated]).toEqual([10_000, false]);
    await many(1);
    const cut = await feed({ from: dayFrom(19), to: dayFrom(21) });
    expect(cut.status).toBe(200);
    expect(cut.body.truncated).toBe(true);
    expect(cut.body.items).toHaveLength(10_000);
    expect((await feed({ from: dayFrom(21), to: dayFrom(22) })).body.truncated).toBe(false);
  });
});
