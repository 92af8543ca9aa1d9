/** The medical team and transfer calls of a medical case (issue 14, spec 02 §2), shared by server and web. */
import { z } from 'zod';
import { optionalId, optionalText, requiredId } from '../shared/form-fields';
import { numberFrom, wholeNumber } from '../shared/ids';
import { msg } from '../shared/messages';
import { MedicalTeamKind } from './medical-case-access';

/** One person of the team as the tab shows them (spec 02 §3: name, unit, unit type, phone, e-mail, roles, hospital admin). */
export const medicalTeamMember = z.object({
  employeeId: z.number(),
  teamKind: z.number(),
  fullName: z.string(),
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  reportingUnitTypeId: z.number(),
  phone: z.string().nullable(),
  email: z.string(),
  /** Their permissions on their unit (admin, case owner, reporter). */
  permissions: z.array(z.string()),
  /** Their professional roles (oncologist, nurse…). */
  professionalRoles: z.array(z.string()),
  /** Holds the Admin permission on their unit: the hospital-admin flag. */
  admin: z.boolean(),
});
export type MedicalTeamMember = z.infer<typeof medicalTeamMember>;

/** GET api/medical-case/{id}/team. */
export const medicalTeamAnswer = z.object({
  medicalCaseId: z.number(),
  /** The treating unit as read: writes send it back so a transfer meanwhile is noticed. */
  reportingUnitId: z.number(),
  reportingUnit: z.string(),
  owner: medicalTeamMember.nullable(),
  local: z.array(medicalTeamMember),
  central: z.array(medicalTeamMember),
  manageTeam: z.boolean(),
  transfer: z.boolean(),
});
export type MedicalTeamAnswer = z.infer<typeof medicalTeamAnswer>;

/** Local members are staff of the treating unit, central members staff of a Central unit. */
export const memberTeamKinds = [MedicalTeamKind.Central, MedicalTeamKind.Local] as const;
const memberTeamKind = wholeNumber(numberFrom(msg.required), msg.required).refine(
  (v) => (memberTeamKinds as readonly number[]).includes(v),
  msg.invalid,
);

/** POST api/medical-case/{id}/team. */
export const medicalTeamAddRequest = z.object({
  employeeId: requiredId,
  teamKind: memberTeamKind,
  /** The treating unit the caller saw (answer of GET team). */
  reportingUnitId: requiredId,
});
export type MedicalTeamAddRequest = z.input<typeof medicalTeamAddRequest>;

/** DELETE api/medical-case/{id}/team/{employeeId}?reportingUnitId= */
export const medicalTeamRemoveQuery = z.object({ reportingUnitId: requiredId });

/** GET api/medical-case/{id}/team/candidates: employees that may join, searched by name or e-mail. */
export const medicalTeamCandidatesQuery = z.object({
  teamKind: memberTeamKind,
  search: optionalText(100),
});
export const medicalTeamCandidates = z.object({ items: z.array(medicalTeamMember) });

/** POST api/medical-case/{id}/transfer: a new treating unit and named case owner (one of its employees). */
export const medicalCaseTransferRequest = z.object({
  reportingUnitId: requiredId,
  ownerEmployeeId: requiredId,
  /** The treating unit the caller saw. */
  fromReportingUnitId: requiredId,
  /**
   * The named owner the caller saw (null for none): two case owners renaming the owner at once would
   * otherwise have the later one silently replace the earlier one's choice.
   */
  fromOwnerEmployeeId: optionalId,
});
export type MedicalCaseTransferRequest = z.input<typeof medicalCaseTransferRequest>;

/** GET api/medical-case/{id}/transfer/owners?reportingUnitId=: who may become the named case owner there. */
export const medicalCaseOwnerCandidatesQuery = z.object({
  reportingUnitId: requiredId,
  search: optionalText(100),
});

/** A request to join a medical case's team (issue 22): 1 pending, 2 accepted, 3 refused. */
export const JoinRequestStatus = { Pending: 1, Accepted: 2, Refused: 3 } as const;

/** GET api/medical-case/{id}/join-requests: the pending requests, for the treating unit's case owners. */
export const medicalCaseJoinRequests = z.array(
  z.object({
    id: z.number(),
    employeeId: z.number(),
    fullName: z.string(),
    reportingUnit: z.string(),
    /** The team the requester would join (1 central, 2 local), or null when only a transfer can bring them. */
    teamKind: z.number().nullable(),
    createdAt: z.date(),
  }),
);
export type MedicalCaseJoinRequest = z.infer<typeof medicalCaseJoinRequests>[number];
