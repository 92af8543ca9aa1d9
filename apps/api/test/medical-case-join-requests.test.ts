import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { auditActions, employeeIdOf, followUpByUnit2, makeUnit2Central } from './medical-case-fixtures';
import { CNP_BOY, completeBody, dictionaryIds } from './notification-fixtures';

/**
 * Issue 22: a request to join a medical case that its treating unit's case owner accepts or refuses.
 * Unit 1 reports the tumour and keeps the medical case; unit 2 reports a follow-up; unit 1's reporter
 * is a colleague not on the team.
 */
let s: TestServer;
const t: Record<string, string> = {};
let caseId: number;
let mcId: number;

const call = (who: string, method: string, path: string, body?: unknown) =>
  s.request(method, path, { token: t[who], body, language: 2 });
const ask = (who: string) => call(who, 'POST', `/api/medical-case/from-case/${caseId}/join-request`);
const pending = async () =>
  (await call('unitadmin', 'GET', `/api/medical-case/${mcId}/join-requests`)).body as {
    id: number;
    employeeId: number;
    reportingUnit: string;
    teamKind: number | null;
  }[];
const decide = (requestId: number, decision: 'accept' | 'refuse') =>
  call('unitadmin', 'POST', `/api/medical-case/${mcId}/join-requests/${requestId}/${decision}`);

beforeAll(async () => {
  s = await startTestServer();
  for (const who of ['unitadmin', 'reporter', 'reporter2', 'reviewer'])
    t[who] = await s.signIn(`${who}@demo.local`);
  const first = await call('reporter', 'POST', '/api/cancer-notification', completeBody());
  caseId = first.body.caseId;
  await followUpByUnit2(s, t.reporter2, CNP_BOY, dictionaryIds.neuroblastoma);
}, 60_000);
afterAll(() => s.close());

describe('asking to join', () => {
  it('is refused while there is no medical case, and to a stranger to the case (404)', async () => {
    expect((await ask('reporter2')).body.errors.key).toBe('medicalCase.joinNotAllowed');
    const other = await call(
      'reporter',
      'POST',
      '/api/cancer-notification',
      completeBody({ patientDetails: { identifier: '5170404400031', firstName: 'Radu', lastName: 'Nou' } }),
    );
    expect(
      (await call('reporter2', 'POST', `/api/medical-case/from-case/${other.body.caseId}/join-request`))
        .status,
    ).toBe(404);
  });

  it('a follow-up unit and a colleague not on the team ask once each; the owner sees both pending', async () => {
    mcId = (await call('unitadmin', 'POST', `/api/medical-case/from-case/${caseId}`)).body.id;
    expect((await ask('reporter2')).status).toBe(200);
    const twice = await ask('reporter2');
    expect(twice.status).toBe(409);
    expect(twice.body.key).toBe('medicalCase.joinAlreadyRequested');
    expect((await ask('reporter')).status).toBe(200);
    // The owner reads them; nobody else does.
    expect((await call('reporter2', 'GET', `/api/medical-case/${mcId}/join-requests`)).status).toBe(404);
    expect((await call('reviewer', 'GET', `/api/medical-case/${mcId}/join-requests`)).status).toBe(403);
    const list = await pending();
    expect(list.map((r) => [r.employeeId, r.teamKind])).toEqual([
      [await employeeIdOf(s, 'reporter2@demo.local'), null],
      [await employeeIdOf(s, 'reporter@demo.local'), 2],
    ]);
    // The owner of the case is not asking: they read it.
    expect((await ask('unitadmin')).body.errors.key).toBe('medicalCase.joinNotAllowed');
  });
});

describe('deciding', () => {
  it('staff of another non-central unit cannot join the team (only a transfer); the owner refuses', async () => {
    const [fromUnit2] = await pending();
    const accepted = await decide(fromUnit2.id, 'accept');
    expect(accepted.status).toBe(400);
    expect(accepted.body.errors.key).toBe('medicalCase.joinNeedsTransfer');
    expect((await decide(fromUnit2.id, 'refuse')).status).toBe(204);
    expect((await decide(fromUnit2.id, 'accept')).body.key).toBe('medicalCase.joinAlreadyDecided');
    expect((await call('reporter2', 'GET', `/api/medical-case/${mcId}`)).status).toBe(404);
  });

  it('a colleague accepted joins the local team and sees the case in their list', async () => {
    const [colleague] = await pending();
    expect((await decide(colleague.id, 'accept')).status).toBe(204);
    const read = await call('reporter', 'GET', `/api/medical-case/${mcId}`);
    expect(read.status).toBe(200);
    expect(read.body.access).toMatchObject({ read: true, edit: true, manageTeam: false });
    const list = await call('reporter', 'POST', '/api/medical-case/filter', {});
    expect(list.body.items.map((i: { id: number }) => i.id)).toContain(mcId);
    expect(await pending()).toEqual([]);
  });

  it('staff of a Central unit accepted join the central team; every step is audited', async () => {
    await makeUnit2Central(s);
    expect((await ask('reporter2')).status).toBe(200);
    const [central] = await pending();
    expect(central.teamKind).toBe(1);
    expect((await decide(central.id, 'accept')).status).toBe(204);
    expect((await call('reporter2', 'GET', `/api/medical-case/${mcId}`)).status).toBe(200);
    const actions = (await auditActions(s, mcId)).map((a) => a.action);
    expect(
      actions.filter((a) => a.startsWith('medicalTeam.join') || a === 'medicalCase.joinRequested'),
    ).toEqual([
      'medicalCase.joinRequested',
      'medicalCase.joinRequested',
      'medicalTeam.joinRefused',
      'medicalTeam.joinAccepted',
      'medicalCase.joinRequested',
      'medicalTeam.joinAccepted',
    ]);
  });
});
