import { describe, expect, it } from 'vitest';
import { translateCode } from '../shared/messages';
import { medicalTeamAddRequest } from './medical-team-contracts';
import { recommendationForm } from './recommendation-contracts';
import { medicalTeamMsg } from './team-messages';

const codes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('recommendationForm', () => {
  const ok = { hospitalUnitId: '2', plannedDate: '2026-12-01', text: 'Radioterapie' };
  it('accepts a registry hospital or a named one, as multipart text', () => {
    expect(recommendationForm.parse(ok)).toMatchObject({
      hospitalUnitId: 2,
      plannedDate: '2026-12-01',
      removeDocument: false,
    });
    expect(recommendationForm.parse({ hospitalName: ' Sf. Maria ', text: 'x' })).toMatchObject({
      hospitalUnitId: null,
      hospitalName: 'Sf. Maria',
      plannedDate: null,
    });
  });
  it('wants a hospital and a text', () => {
    expect(codes(recommendationForm.safeParse({ text: 'x' }))).toEqual({
      hospitalUnitId: 'validation.required',
    });
    expect(codes(recommendationForm.safeParse({ hospitalUnitId: 2, text: '   ' }))).toEqual({
      text: 'validation.required',
    });
  });
  it('refuses a date that is not on the calendar and a text over 4000', () => {
    expect(codes(recommendationForm.safeParse({ ...ok, plannedDate: '2026-02-30' }))).toEqual({
      plannedDate: 'validation.invalid',
    });
    expect(codes(recommendationForm.safeParse({ ...ok, plannedDate: '01-12-2026' }))).toEqual({
      plannedDate: 'validation.invalid',
    });
    expect(codes(recommendationForm.safeParse({ ...ok, text: 'a'.repeat(4001) }))).toEqual({
      text: 'validation.maxLength_4000',
    });
  });
});

describe('medicalTeamAddRequest', () => {
  it('takes members of the central (1) or local (2) team only: the owner (3) is named by a transfer', () => {
    expect(medicalTeamAddRequest.safeParse({ employeeId: 5, teamKind: 1, reportingUnitId: 1 }).success).toBe(
      true,
    );
    expect(medicalTeamAddRequest.safeParse({ employeeId: 5, teamKind: 2, reportingUnitId: 1 }).success).toBe(
      true,
    );
    expect(
      codes(medicalTeamAddRequest.safeParse({ employeeId: 5, teamKind: 3, reportingUnitId: 1 })),
    ).toEqual({ teamKind: 'validation.invalid' });
    expect(medicalTeamAddRequest.safeParse({ teamKind: 1, reportingUnitId: 1 }).success).toBe(false);
  });
});

describe('the spec 01 §8 case messages', () => {
  it('read as the spec says, in both languages', () => {
    expect(translateCode(medicalTeamMsg.alreadyMember, 'en')).toBe('The team already has this member');
    expect(translateCode(medicalTeamMsg.transferredOrDeleted, 'en')).toBe(
      'Operation failed because the case was already transferred or deleted',
    );
    expect(translateCode(medicalTeamMsg.noMoreRights, 'en')).toBe('No more rights on medical case');
    for (const code of Object.values(medicalTeamMsg)) expect(translateCode(code, 'ro')).not.toBe(code);
  });
});
