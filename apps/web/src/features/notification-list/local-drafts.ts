import { readDraft } from '../../shared/forms/local-draft';
import { parseNotificationDraft } from '../notifications/page/notification-draft';

/** A notification typed on this computer and never saved, as the list offers it back (issue 42 item 10). */
export type LocalNotificationDraft = {
  key: string;
  savedAt: string;
  childName: string;
  identifier: string;
  /** Where the form opens it: by id, or by what a new one is known by (the selector's choices). */
  path: string;
};

/**
 * The drafts are stored per user from the start (`registry.notificationDraft.<userId>.…`, see
 * notification-draft.ts), so the prefix with the trailing dot is this user's and no one else's:
 * user 3 never sees user 31's typing.
 */
export function localNotificationDrafts(
  userId: number,
  storage: Storage = localStorage,
): LocalNotificationDraft[] {
  const prefix = `registry.notificationDraft.${userId}.`;
  const found: LocalNotificationDraft[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const draft = readDraft(key, parseNotificationDraft, storage);
      const path = draft && pathOf(key.slice(prefix.length), draft.values);
      if (!draft || !path) continue;
      const { firstName, lastName, identifier } = draft.values.patientDetails;
      found.push({
        key,
        savedAt: draft.savedAt,
        childName: [lastName, firstName].filter(Boolean).join(' '),
        identifier: identifier ?? '',
        path,
      });
    }
  } catch {
    // A disabled storage holds no drafts.
  }
  return found.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

type DraftValues = NonNullable<ReturnType<typeof parseNotificationDraft>>;

/** `<id>` or `new.<identifier>.<morphoCodeId>`; an identifier may hold dots, the morphology never does. */
function pathOf(record: string, values: DraftValues): string | null {
  if (/^\d+$/.test(record)) return `/cancer-notification/${record}`;
  const found = /^new\.(.*)\.(\d+)$/.exec(record);
  if (!found) return null;
  const query = new URLSearchParams({
    identifier: found[1],
    isForeigner: values.patientDetails.isForeigner ? '1' : '0',
    morphoCodeId: found[2],
  });
  // The reason was the selector's choice: the form's starting point, so the draft does not carry it as a change.
  if (values.diagnosticReportingReasonId) query.set('reason', String(values.diagnosticReportingReasonId));
  return `/cancer-notification/0?${query}`;
}

/** Enough of a CNP to tell two drafts apart, not enough to read a birth date over a shoulder. */
export function maskedIdentifier(identifier: string): string {
  if (identifier.length <= 4) return identifier;
  return `${'•'.repeat(identifier.length - 4)}${identifier.slice(-4)}`;
}
