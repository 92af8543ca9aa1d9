import { type Notification, notificationDraft } from '@registry/domain/notification/model';
import { diffPaths, getPath, setPath } from '@registry/domain/notification/paths';

/**
 * Never lose work: what is typed is kept in localStorage per user and notification (by id, or by
 * identifier and morphology for a new one) until it is saved, and offered back when reopened.
 * `changed` names the fields the user changed from the version they opened: restoring puts back
 * those only, so a colleague's save in between is not undone by values nobody touched here.
 */
export type LocalDraft = {
  savedAt: string;
  version: number;
  values: Notification;
  /** Null for a draft written before the fields were recorded: every differing field counts. */
  changed: string[] | null;
};

export type DraftSource = { userId: number; id: number; identifier: string | null; morphoCodeId: number };

const PREFIX = 'registry.notificationDraft';

export function draftKey({ userId, id, identifier, morphoCodeId }: DraftSource): string {
  return id > 0 ? `${PREFIX}.${userId}.${id}` : `${PREFIX}.${userId}.new.${identifier ?? ''}.${morphoCodeId}`;
}

export function readDraft(key: string, storage: Storage = localStorage): LocalDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    const values = notificationDraft.safeParse(parsed.values);
    if (!values.success || typeof parsed.savedAt !== 'string') return null;
    const changed = Array.isArray(parsed.changed)
      ? parsed.changed.filter((p) => typeof p === 'string')
      : null;
    return { savedAt: parsed.savedAt, version: Number(parsed.version ?? 0), values: values.data, changed };
  } catch {
    return null;
  }
}

/** Keeps the typed values when they differ from what the server holds; otherwise forgets them. */
export function writeDraft(
  key: string,
  values: Notification,
  baseline: Notification,
  version: number,
  storage: Storage = localStorage,
  now: () => Date = () => new Date(),
): boolean {
  try {
    const changed = diffPaths(values, baseline);
    if (changed.length === 0) {
      storage.removeItem(key);
      return false;
    }
    const draft: LocalDraft = { savedAt: now().toISOString(), version, values, changed };
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // A full or disabled storage must not stop the registrar from typing.
    return false;
  }
}

export function removeDraft(key: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** The fields a stored draft would change in the server's version; empty when there is nothing to offer. */
export function draftChanges(draft: LocalDraft | null, server: Notification): string[] {
  if (!draft) return [];
  const differing = diffPaths(server, draft.values);
  return draft.changed ? differing.filter((path) => draft.changed?.includes(path)) : differing;
}

/** The server's version with the draft's own changes put back, and nothing else of the draft. */
export function mergeDraft(draft: LocalDraft, server: Notification): Notification {
  return draftChanges(draft, server).reduce(
    (merged, path) => setPath(merged, path, structuredClone(getPath(draft.values, path))),
    server,
  );
}

/** Runs `write` once typing pauses for `delayMs`; `flush` runs a pending write now. */
export function debounced(write: () => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        write();
      }, delayMs);
    },
    flush() {
      if (!timer) return;
      clearTimeout(timer);
      timer = null;
      write();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
