/** Message codes of the notification rules (spec 02 §8); their texts are in messages-ro/en.ts. */
import { messageCode } from '../shared/messages';

export const notificationMsg = {
  /** A date before 1990-01-01 or after today (spec 02 §9). */
  dateRange: 'notification.dateRange',
  dateBeforeBirth: 'notification.dateBeforeBirth',
  dateBeforeDiagnostic: 'notification.dateBeforeDiagnostic',
  dateBeforeStart: 'notification.dateBeforeStart',
  histopathologyResultMissing: 'notification.histopathologyResultMissing',
  imagisticsResultMissing: 'notification.imagisticsResultMissing',
  /** "Select at least {0} elements" on the therapeutic agents (spec 02 §5). */
  minElements: (n: string | number) => messageCode('notification.minElements', n),
  /** Business checks (spec 02 §5), shown in the dialog that stops a complete save. */
  deadPatientReason: (reason: string | number) => messageCode('notification.deadPatientReason', reason),
  wrongChemoConfiguration: 'notification.wrongChemoConfiguration',
  crossDate1: 'notification.crossDate1',
  crossDate2: 'notification.crossDate2',
  crossDate3: 'notification.crossDate3',
  crossDate4: 'notification.crossDate4',
  /** Basis of diagnosis against the rest of the record (issue 39 item 2, coding/basis rules). */
  dcoAlive: 'notification.dcoAlive',
  dcoWithHistology: 'notification.dcoWithHistology',
  dcoWithTreatment: 'notification.dcoWithTreatment',
  dcoBeforeDeath: 'notification.dcoBeforeDeath',

  /** Toasts and notices of the edit page (spec 02 §8). */
  missingFieldsInSections: 'notification.missingFieldsInSections',
  hardSaveInvalid: 'notification.hardSaveInvalid',
  saved: 'notification.saved',
  deleteConfirm: 'notification.deleteConfirm',
  deleted: 'notification.deleted',
  deletedNotice: 'notification.deletedNotice',
  notLastNotification: 'notification.notLastNotification',
  invalidAssociation: 'notification.invalidAssociation',
  draftExists: 'notification.draftExists',
  patientSharedByUnits: 'notification.patientSharedByUnits',
  patientChangeProposed: 'notification.patientChangeProposed',
  similarChildInRegistry: 'notification.similarChildInRegistry',
  saveFirst: 'notification.saveFirst',
  onlyOneArchive: 'notification.onlyOneArchive',
  uploadSuccess: 'notification.uploadSuccess',
  readonlyChanged: 'notification.readonlyChanged',
  noCaseToFollow: 'notification.noCaseToFollow',
  possibleSameTumour: (caseLabel: string | number) =>
    messageCode('notification.possibleSameTumour', caseLabel),
  unitNotYours: 'notification.unitNotYours',
  caseMoved: 'notification.caseMoved',
  /** Follow-ups (follow-up.ts). */
  trackingStatusWithDisease: 'notification.trackingStatusWithDisease',
  trackingStatusDead: 'notification.trackingStatusDead',
  contactAfterPrevious: (date: string | number) => messageCode('notification.contactAfterPrevious', date),
  /** The same without the date, for a reporter of another unit (coding-only disclosure). */
  contactAfterPreviousRecord: 'notification.contactAfterPreviousRecord',
  /** The patient look-up limit (issue 17). */
  tooManyLookups: (minutes: string | number) => messageCode('notification.tooManyLookups', minutes),
} as const;

/** A coded field whose value does not belong under the field it depends on (coded-pairs.ts). */
export const codedPairMsg = {
  topography: 'notification.codedPair.topography',
  laterality: 'notification.codedPair.laterality',
  city: 'notification.codedPair.city',
  morphology: 'notification.codedPair.morphology',
  iccc3: 'notification.codedPair.iccc3',
  iccc3Association: 'notification.codedPair.iccc3Association',
  toronto: 'notification.codedPair.toronto',
  tnm: 'notification.codedPair.tnm',
} as const;
