import { type Notification, notificationDraft } from '@registry/domain/notification/model';
import { localDraftKey } from '../../../shared/forms/local-draft';

export type DraftSource = { userId: number; id: number; identifier: string | null; morphoCodeId: number };

/** A notification's local draft: by id, or by identifier and morphology while it is new. */
export function draftKey({ userId, id, identifier, morphoCodeId }: DraftSource): string {
  return id > 0
    ? localDraftKey('notification', userId, id)
    : localDraftKey('notification', userId, 'new', identifier, morphoCodeId);
}

/** What a stored draft must be to be offered: a notification draft as the rules read it. */
export function parseNotificationDraft(values: unknown): Notification | null {
  const parsed = notificationDraft.safeParse(values);
  return parsed.success ? parsed.data : null;
}
