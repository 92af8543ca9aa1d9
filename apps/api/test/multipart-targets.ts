import { expect } from 'vitest';
import type { TestServer } from './harness';
import { typeCases } from './intervention-fixtures';
import { employeeIdOf, makeMedicalCase } from './medical-case-fixtures';
import { draftBody } from './notification-fixtures';

/**
 * What a request needs to reach a multipart route's body reader: records for the path parameters
 * (the chunk upload checks its notification first, the clinical routes their medical case, its
 * recommendation or intervention) and a caller the route lets in. Shared by the input-hardening
 * and fuzz tests, which send every multipart route of the route table bodies it must refuse.
 */
export type MultipartTargets = {
  /** The route's path (`:id` or OpenAPI's `{id}`) with its parameters filled. */
  pathOf: (url: string) => string;
  /** The token of a caller the path's route admits and reads the body for. */
  tokenOf: (path: string) => string;
};

export async function makeMultipartTargets(s: TestServer): Promise<MultipartTargets> {
  const superadmin = await s.signIn('superadmin@demo.local');
  const reporter = await s.signIn('reporter@demo.local');
  const records: Record<string, number> = {};
  const body = draftBody({ notificationOverview: { reportingUnitId: 1 } });
  const notification = await s.request('POST', '/api/cancer-notification/', { token: superadmin, body });
  expect(notification.status, JSON.stringify(notification.body)).toBe(200);
  records.parentEntityId = notification.body.id;
  records.id = await makeMedicalCase(s, reporter);
  // The reporter of unit 1 joins the local team: team members add recommendations and interventions.
  await s.sql(
    `insert into medical_case_team_members (medical_case_id, employee_id, team_kind, created_by) values (${records.id}, ${await employeeIdOf(s, 'reporter@demo.local')}, 2, 1)`,
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({ hospitalUnitId: 2, plannedDate: '2026-12-01', text: 'Plan' }))
    form.append(k, String(v));
  const recommendation = await fetch(`${s.url}/api/medical-case/${records.id}/recommendations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${reporter}` },
    body: form,
  });
  expect(recommendation.status).toBe(200);
  records.recommendationId = ((await recommendation.json()) as { id: number }).id;
  const intervention = await s.request('POST', '/api/intervention', {
    token: reporter,
    body: {
      medicalCaseId: records.id,
      type: typeCases[0].type,
      plannedDate: '2026-12-01',
      startTime: '09:00',
      unitId: 1,
      significant: true,
      detail: typeCases[0].planned,
    },
  });
  expect(intervention.status, JSON.stringify(intervention.body)).toBe(200);
  records.interventionId = intervention.body.id;
  return {
    pathOf: (url) =>
      url
        .replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')
        .replace('/intervention/:id', `/intervention/${records.interventionId}`)
        .replace(/:(id|recommendationId|parentEntityId)\b/g, (_, name: string) => String(records[name]))
        .replace(/:[A-Za-z]+/g, '1'),
    // The clinical routes are their team's: the super administrator is no member, the unit-1 reporter is.
    tokenOf: (path) => (/^\/api\/(medical-case|intervention)\//.test(path) ? reporter : superadmin),
  };
}
