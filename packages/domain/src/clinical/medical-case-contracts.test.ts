import { describe, expect, it } from 'vitest';
import { MAX_INT } from '../shared/ids';
import { msg } from '../shared/messages';
import { medicalCaseFilter, medicalCaseSaveRequest } from './medical-case-contracts';
import { medicalCaseOwnerCandidatesQuery, medicalTeamAddRequest } from './medical-team-contracts';
import { recommendationDeleteQuery, recommendationForm } from './recommendation-contracts';

/** Issue 17 item 2: every id and version a client sends fits PostgreSQL's integer, else a translated 400. */
const issuesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);
const tooBig = MAX_INT + 1;

describe('medical-case contracts bound ids and versions', () => {
  it('the details save takes a version from 1 to 2³¹−1', () => {
    expect(medicalCaseSaveRequest.safeParse({ version: MAX_INT, details: {} }).success).toBe(true);
    expect(issuesOf(medicalCaseSaveRequest.safeParse({ version: tooBig, details: {} }))).toEqual([
      ['version', msg.invalid],
    ]);
    expect(issuesOf(medicalCaseSaveRequest.safeParse({ version: 0, details: {} }))).toEqual([
      ['version', msg.invalid],
    ]);
  });
  it('the list filter bounds the unit and the clinical status', () => {
    const base = { skip: 0, take: 10 };
    expect(
      medicalCaseFilter.safeParse({ ...base, reportingUnitId: '7', clinicalStatusId: '5' }).data,
    ).toMatchObject({ reportingUnitId: 7, clinicalStatusId: 5 });
    expect(issuesOf(medicalCaseFilter.safeParse({ ...base, reportingUnitId: String(tooBig) }))).toEqual([
      ['reportingUnitId', msg.invalid],
    ]);
    expect(issuesOf(medicalCaseFilter.safeParse({ ...base, clinicalStatusId: '6' }))).toEqual([
      ['clinicalStatusId', msg.invalid],
    ]);
  });
  it('team and transfer calls bound their ids', () => {
    expect(
      issuesOf(medicalTeamAddRequest.safeParse({ employeeId: tooBig, teamKind: 1, reportingUnitId: 1 })),
    ).toEqual([['employeeId', msg.invalid]]);
    expect(issuesOf(medicalCaseOwnerCandidatesQuery.safeParse({ reportingUnitId: String(tooBig) }))).toEqual([
      ['reportingUnitId', msg.invalid],
    ]);
  });
  it('the recommendation form and its delete bound the hospital and the version', () => {
    const form = { hospitalUnitId: '3', text: 'Control la 3 luni', plannedDate: '' };
    expect(recommendationForm.safeParse({ ...form, version: '4' }).data).toMatchObject({
      hospitalUnitId: 3,
      version: 4,
    });
    expect(issuesOf(recommendationForm.safeParse({ ...form, version: String(tooBig) }))).toEqual([
      ['version', msg.invalid],
    ]);
    expect(issuesOf(recommendationForm.safeParse({ ...form, hospitalUnitId: String(tooBig) }))).toEqual([
      ['hospitalUnitId', msg.invalid],
    ]);
    expect(recommendationDeleteQuery.safeParse({ version: '2' }).data).toEqual({ version: 2 });
    expect(issuesOf(recommendationDeleteQuery.safeParse({ version: String(tooBig) }))).toEqual([
      ['version', msg.invalid],
    ]);
    expect(recommendationDeleteQuery.safeParse({}).success).toBe(false);
  });
});
