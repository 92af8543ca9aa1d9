import { sampleFiles, type TestServer } from './harness';

/**
 * The medical-case side of the "another unit's object" block (issue 14): unit 1's medical case, its
 * team and its recommendation, tried by a reporter of unit 2. Kept apart so the matrix file stays short.
 */
export type ClinicalObjects = {
  medicalCaseId: number;
  recommendationId: number;
  /** Unit 1's reporter, on the local team. */
  memberEmployeeId: number;
};

type Attempt = [string, () => Promise<{ status: number }>];
type Row = Record<string, unknown>;

const rowsOf = async (s: TestServer, text: string) => ((await s.sql(text)) as { rows: Row[] }).rows;

/** Opened by unit 1's case owner from the case, with a local member and a recommendation with a PDF. */
export async function makeClinicalObjects(
  s: TestServer,
  ownerToken: string,
  caseId: number,
  memberEmployeeId: number,
): Promise<ClinicalObjects> {
  const opened = await s.request('POST', `/api/medical-case/from-case/${caseId}`, { token: ownerToken });
  if (opened.status !== 200) throw new Error(`fixtures: medical case ${opened.status}`);
  const medicalCaseId = Number(opened.body.id);
  const member = await s.request('POST', `/api/medical-case/${medicalCaseId}/team`, {
    token: ownerToken,
    body: { employeeId: memberEmployeeId, teamKind: 2, reportingUnitId: 1 },
  });
  if (member.status !== 204) throw new Error(`fixtures: team member ${member.status}`);
  const recommendation = await s.form(
    `/api/medical-case/${medicalCaseId}/recommendations`,
    { hospitalUnitId: 1, plannedDate: '2026-12-01', text: 'Control la 3 luni' },
    { token: ownerToken, files: { document: ['plan.pdf', sampleFiles.pdf()] } },
  );
  if (recommendation.status !== 200) throw new Error(`fixtures: recommendation ${recommendation.status}`);
  return { medicalCaseId, recommendationId: Number(recommendation.body.id), memberEmployeeId };
}

/** A list answer as an attempt: 200 only when the other unit's object is in it. */
const foundIn = async (call: Promise<{ status: number; body: { items?: { id: number }[] } }>, id: number) => {
  const res = await call;
  if (res.status !== 200) return { status: res.status };
  return { status: res.body.items?.some((i) => i.id === id) ? 200 : 404 };
};

async function putForm(s: TestServer, path: string, token: string, fields: Record<string, string | number>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  const res = await fetch(s.url + path, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  return { status: res.status };
}

export function clinicalAttempts(
  s: TestServer,
  token: string,
  o: ClinicalObjects,
  caseId: number,
  unit2EmployeeId: number,
): Attempt[] {
  const mc = `/api/medical-case/${o.medicalCaseId}`;
  const rec = `${mc}/recommendations/${o.recommendationId}`;
  return [
    // medical case
    ['read the medical case', () => s.request('GET', mc, { token })],
    ['read its versions', () => s.request('GET', `${mc}/versions`, { token })],
    ['save over the medical case', () => s.request('PUT', mc, { token, body: { version: 1, details: {} } })],
    ['open it from the case', () => s.request('POST', `/api/medical-case/from-case/${caseId}`, { token })],
    [
      'find it in the medical-case list',
      () => foundIn(s.request('POST', '/api/medical-case/filter', { token, body: {} }), o.medicalCaseId),
    ],
    // team
    ['read its team', () => s.request('GET', `${mc}/team`, { token })],
    ['search team candidates', () => s.request('GET', `${mc}/team/candidates?teamKind=1`, { token })],
    [
      'add themself to the team',
      () =>
        s.request('POST', `${mc}/team`, {
          token,
          body: { employeeId: unit2EmployeeId, teamKind: 1, reportingUnitId: 1 },
        }),
    ],
    [
      'remove its local member',
      () => s.request('DELETE', `${mc}/team/${o.memberEmployeeId}?reportingUnitId=1`, { token }),
    ],
    ['list the transfer units', () => s.request('GET', `${mc}/units`, { token })],
    [
      'search owners for a transfer',
      () => s.request('GET', `${mc}/transfer/owners?reportingUnitId=2`, { token }),
    ],
    [
      'transfer it to unit 2',
      () =>
        s.request('POST', `${mc}/transfer`, {
          token,
          body: { reportingUnitId: 2, ownerEmployeeId: unit2EmployeeId, fromReportingUnitId: 1 },
        }),
    ],
    // recommendation
    ['list its recommendations', () => s.request('GET', `${mc}/recommendations`, { token })],
    [
      'add a recommendation',
      () => s.form(`${mc}/recommendations`, { hospitalUnitId: 2, text: 'Preluat' }, { token }),
    ],
    [
      'edit the recommendation',
      () => putForm(s, rec, token, { hospitalUnitId: 2, text: 'Preluat', version: 1 }),
    ],
    ['delete the recommendation', () => s.request('DELETE', `${rec}?version=1`, { token })],
    ["download the recommendation's document", () => s.request('GET', `${rec}/document`, { token })],
  ];
}

/** What a refused caller must not have changed on the medical-case side. */
export async function clinicalSnapshot(s: TestServer, o: ClinicalObjects) {
  return {
    medicalCase: await rowsOf(s, `select * from medical_cases where id = ${o.medicalCaseId}`),
    team: await rowsOf(
      s,
      `select employee_id, team_kind from medical_case_team_members where medical_case_id = ${o.medicalCaseId} order by 1`,
    ),
    recommendations: await rowsOf(
      s,
      `select * from medical_case_recommendations where medical_case_id = ${o.medicalCaseId} order by id`,
    ),
  };
}
