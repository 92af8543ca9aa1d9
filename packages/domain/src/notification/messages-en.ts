/** English texts of the notification message codes (spec 02 §8). */
export const notificationMessagesEn: Record<string, string> = {
  'notification.dateRange': 'The date must be between 01-01-1990 and today',
  'notification.dateBeforeBirth': 'The date cannot be before the birth date',
  'notification.dateBeforeDiagnostic': 'The date cannot be before the date of diagnosis',
  'notification.dateBeforeStart': 'The end date cannot be before the start date',
  'notification.histopathologyResultMissing': 'Histopathology: the result or an attachment is missing',
  'notification.imagisticsResultMissing': 'Imagistics: the result or an attachment is missing',
  'notification.minElements': 'Select at least {0} elements',
  'notification.deadPatientReason': 'A deceased patient must be reported with reporting reason {0} (Death)',
  'notification.wrongChemoConfiguration':
    'Chemotherapy needs a therapeutic protocol or another protocol (primary or subsequent treatment)',
  'notification.crossDate1': '1. The birth date cannot be after the clinical start date',
  'notification.crossDate2':
    '2. The clinical start date or the birth date cannot be after the date of diagnosis',
  'notification.crossDate3':
    '3. The date of diagnosis, clinical start date or birth date cannot be after the earliest treatment date',
  'notification.crossDate4':
    '4. The birth date, clinical start date, date of diagnosis or latest treatment date cannot be after the death date',
  'notification.missingFieldsInSections': 'Some fields are missing or invalid in the highlighted sections',
  'notification.hardSaveInvalid': 'Fill in the patient details and the overview before attaching documents',
  'notification.saved': 'The notification was saved',
  'notification.deleteConfirm': 'Are you sure you want to delete the notification?',
  'notification.deleted': 'The notification was deleted',
  'notification.deletedNotice': 'This notification has been deleted',
  'notification.notLastNotification':
    'This is not the latest notification of the case and can no longer be edited',
  'notification.invalidAssociation':
    'The topography and morphology codes are probably not a valid association',
  'notification.draftExists':
    'A draft already exists for this patient and morphology code; it has been opened instead',
  'notification.patientSharedByUnits':
    'The patient is also reported by other units: the general data will be updated for all of them',
  'notification.similarChildInRegistry':
    'A child with a similar identity is already in the registry: a reviewer will check whether it is the same child',
  'notification.patientChangeProposed':
    'The child is in the care of other units: the different general data you entered was sent for acceptance to the units caring for the child or to a reviewer; until then the registry keeps the existing data',
  'notification.saveFirst': 'Save the notification before attaching documents',
  'notification.onlyOneArchive': 'Only one archive is allowed',
  'notification.uploadSuccess': 'The document was uploaded',
  'notification.readonlyChanged': 'You are not allowed to change this section',
  'notification.noCaseToFollow':
    'The registry has no case yet for this patient and morphology code: choose a new-diagnosis reason (1, 7 or 10)',
  'notification.possibleSameTumour':
    "Warning: by the IARC/IACR multiple-primary rules this tumour looks like one of the patient's existing cases ({0})",
  'notification.unitNotYours': 'You can report only for the units you work in',
  'notification.caseMoved': 'The case was changed or deleted in the meantime',
  'notification.trackingStatusWithDisease':
    'A progression or a relapse is reported with the tracking status "Alive with disease"',
  'notification.trackingStatusDead': 'A death is reported with the tracking status "Dead"',
  'notification.contactAfterPrevious':
    "The last contact must be after the previous notification's last contact ({0})",
  'notification.contactAfterPreviousRecord':
    "The last contact must be after the previous notification's last contact",
  'notification.tooManyLookups':
    'Too many patient look-ups: the limit protects the children’s data. Try again in {0} minutes',
  'notification.dcoAlive':
    'A death certificate only basis of diagnosis (0) is for a child who has died: record the death or choose the basis the diagnosis was made on',
  'notification.dcoWithHistology':
    'A histopathology examination shows the diagnosis was made in life: the basis of diagnosis cannot be death certificate only (0)',
  'notification.dcoWithTreatment':
    'The child was treated, so the diagnosis was made in life: the basis of diagnosis cannot be death certificate only (0)',
  'notification.codedPair.topography': 'The topography does not belong to the chosen tumour location',
  'notification.codedPair.laterality': 'The laterality does not fit the chosen topography',
  'notification.codedPair.city': 'The city does not lie in the chosen county',
  'notification.codedPair.morphology': "The morphology code must be one of the chosen behaviour's codes",
  'notification.codedPair.iccc3': 'The ICCC-3 group does not belong to the group chosen above it',
  'notification.codedPair.iccc3Association':
    'The ICCC-3 group is not the one the morphology and topography codes give',
  'notification.codedPair.toronto': 'The Toronto level does not belong to the class or level chosen above it',
  'notification.codedPair.tnm': 'The TNM value needs a stage type and must be one of its values',
  'notification.dcoBeforeDeath':
    'A death certificate only registration (basis 0) is dated the day of death: a diagnosis dated earlier was made in life',
};
