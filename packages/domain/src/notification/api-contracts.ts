import { z } from 'zod';
import { notificationDraft } from './model';
import { qualityCheck } from './quality-checks';

/** What the API answers for one notification: the edit model plus what the server alone knows. */
export const notificationAnswer = notificationDraft.extend({
  version: z.number().int(),
  /** False for a completed notification of a case that a later one superseded: it is read-only. */
  isLastNotification: z.boolean(),
  caseId: z.number().int().nullable(),
  /**
   * Other units also report this patient: saving changes the general (patient) data they see, so
   * the page warns before the save. For a new follow-up, "other" means other than the caller's unit.
   */
  sharedWithOtherUnits: z.boolean(),
  /** Translated notices of the save (shared patient, possible same tumour …); empty on reads. */
  warnings: z.array(z.string()),
  /**
   * The last contact of the record this one follows in its case (null: none), so the form can hold
   * a follow-up's new contact to be after it (follow-up.ts).
   */
  previousContact: z.object({ lastContactDate: z.string().nullable() }).nullable(),
  /**
   * A follow-up prefilled for a reporter of another unit: only the identity and the tumour's coding
   * are shown; the rest of the case is kept from its record on save (docs/model.md "Patient look-ups").
   */
  codingOnly: z.boolean().optional(),
  /**
   * The report names a child other units hold and its unit's holding waits for a reviewer or a
   * holding unit to confirm it (issue 38): until then the unit sees only what it typed.
   */
  holdingAwaitsConfirmation: z.boolean().optional(),
  /**
   * It came as a hospital system's FHIR report (issue 43): the form shows what was received
   * (`GET …/{id}/fhir-intake`) and asks for nothing on a notification typed by hand.
   */
  receivedElectronically: z.boolean().optional(),
  /**
   * The consistency checks (issue 16) with their confirmations: every check after a save, the ones
   * that did not answer OK on a read. Absent on a new notification that was never saved.
   */
  qualityChecks: z.array(qualityCheck).optional(),
});
export type NotificationAnswer = z.infer<typeof notificationAnswer>;

/** The diagnostic selector's look-up (spec 02 §2): the tumours the registry knows for an identifier. */
export const checkIdentifierAnswer = z.object({
  isKnownPatient: z.boolean(),
  morphologicCodes: z.array(
    z.object({ id: z.number(), code: z.string(), text: z.string(), hasDraft: z.boolean() }),
  ),
});
export type CheckIdentifierAnswer = z.infer<typeof checkIdentifierAnswer>;
