import { holdsRecord, type Notification, NotificationStatus, notificationDraft } from '@registry/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type cancerNotifications, notificationAttachments, type patients } from '../../db/schema';
import { childHolders } from '../../platform/child-access';

type Row = typeof cancerNotifications.$inferSelect;
type Patient = typeof patients.$inferSelect;

/** What the edit model shows of a stored attachment (the read gets these from its one statement). */
type StoredAttachment = Pick<
  typeof notificationAttachments.$inferSelect,
  'id' | 'documentType' | 'fileName' | 'storageName' | 'uploadStatus' | 'uploadedAt'
>;

/**
 * Builds the edit model from a stored row: the saved sections, the child's general data, the
 * server-owned flags and the attachments. The general data is the registry's shared record when the
 * row's unit holds it (access model, issue 22), else what the unit itself typed: a draft, or a
 * report of a child other units hold, shows nothing it did not type.
 */
export async function toNotification(
  db: Db | Tx,
  row: Row,
  patient: Patient,
): Promise<Notification & { version: number }> {
  return (await storedRecordOf(db, row, patient)).notification;
}

/** `toNotification` and the units holding the child's record, for a caller that needs both (the read). */
export async function storedRecordOf(db: Db | Tx, row: Row, patient: Patient) {
  const [files, holders] = await Promise.all([attachmentsOf(db, row.id), childHolders(db, patient.id)]);
  return {
    notification: recordOf(row, patient, files, { sharedRecord: holdsRecord(row.reportingUnitId, holders) }),
    holders,
  };
}

/** A notification's live attachments, in upload order. */
export function attachmentsOf(db: Db | Tx, notificationId: number) {
  return db
    .select()
    .from(notificationAttachments)
    .where(
      and(
        eq(notificationAttachments.notificationId, notificationId),
        eq(notificationAttachments.isDeleted, false),
      ),
    )
    .orderBy(asc(notificationAttachments.id));
}

/**
 * The edit model of a stored row with the attachments given (none for a copy that carries none
 * over). `sharedRecord`: show the registry's record of the child (the row's unit holds it); false
 * shows the general data as the row's unit typed it. Imports, written by reviewers who consolidate
 * the registry, keep the default.
 */
export function recordOf(
  row: Pick<Row, 'id' | 'data' | 'status' | 'isCancerCase' | 'previousNotificationId' | 'version'>,
  patient: Patient,
  files: readonly StoredAttachment[] = [],
  options: { sharedRecord?: boolean } = {},
): Notification & { version: number } {
  return recordOfModel(notificationDraft.parse(row.data), row, patient, files, options);
}

/** `recordOf` with the stored data already as the model (an import's rows, parsed when checked). */
export function recordOfModel(
  saved: Notification,
  row: Pick<Row, 'id' | 'status' | 'isCancerCase' | 'previousNotificationId' | 'version'>,
  patient: Patient,
  files: readonly StoredAttachment[] = [],
  { sharedRecord = true }: { sharedRecord?: boolean } = {},
): Notification & { version: number } {
  const listOf = (documentType: number) =>
    files
      .filter((f) => f.documentType === documentType)
      .map((f) => ({
        id: f.id,
        fileName: f.fileName,
        uploadedDateUTC: f.uploadedAt.toISOString(),
        uploadStatus: f.uploadStatus,
        fileStorageName: f.storageName,
      }));
  return {
    ...saved,
    id: row.id,
    status: row.status === NotificationStatus.Completed ? 2 : 1,
    isCancerCase: row.isCancerCase,
    hasPreviousNotification: row.previousNotificationId !== null,
    previousNotificationId: row.previousNotificationId,
    patientDetails: sharedRecord
      ? sharedPatientDetails(saved.patientDetails, patient)
      : { ...saved.patientDetails, patientId: patient.id, identifier: patient.identifier },
    cancerHistopathology: { ...saved.cancerHistopathology, histopathologyAttachments: listOf(1) },
    cancerImagistics: { ...saved.cancerImagistics, imagisticsAttachments: listOf(2) },
    cancerEpicrisis: { epicrisisAttachments: listOf(3) },
    version: row.version,
  };
}

function sharedPatientDetails(typed: Notification['patientDetails'], patient: Patient) {
  return {
    ...typed,
    patientId: patient.id,
    identifier: patient.identifier,
    isForeigner: patient.isForeigner,
    firstName: patient.firstName,
    lastName: patient.lastName,
    genderId: patient.genderId,
    birthdate: patient.birthdate,
    countyId: patient.countyId,
    cityId: patient.cityId,
    address: patient.address,
  };
}

/** What is stored in `data`: the model less what lives in its own tables (patient, attachments). */
export function storedData(n: Notification) {
  return {
    ...n,
    cancerHistopathology: { ...n.cancerHistopathology, histopathologyAttachments: [] },
    cancerImagistics: { ...n.cancerImagistics, imagisticsAttachments: [] },
    cancerEpicrisis: { epicrisisAttachments: [] },
  };
}
