/**
 * Who may do what with a case's interventions: the medical case's own predicates (medicalCaseAccess).
 * Reading the case reads its interventions; editing it (a team member, the named owner, a CaseOwner
 * of the treating unit) creates, edits, completes, cancels and reschedules them. Only a planned one
 * is rescheduled; a canceled one is no longer changed.
 */
import type { Session } from '../../identity/session';
import { type MedicalCaseAccessFacts, medicalCaseAccess } from '../medical-case-access';
import { EventStatus, type EventStatusId } from './kinds';

export const canReadInterventions = (s: Session, f: MedicalCaseAccessFacts) => medicalCaseAccess(s, f).read;
export const canEditInterventions = (s: Session, f: MedicalCaseAccessFacts) => medicalCaseAccess(s, f).edit;

/** Edit (PUT) and documents: any status but canceled (a completed one may be corrected). */
export const isChangeable = (status: EventStatusId) => status !== EventStatus.Canceled;
/** Complete, cancel and reschedule: planned ones only. */
export const isPlanned = (status: EventStatusId) => status === EventStatus.Pending;

/** Whether the calendar lets the caller drag the intervention. */
export const canReschedule = (s: Session, f: MedicalCaseAccessFacts, status: EventStatusId) =>
  isPlanned(status) && canEditInterventions(s, f);
