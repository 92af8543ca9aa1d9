import { diffPaths, getPath, setPath } from '@registry/domain/shared/record-paths';

/**
 * Never lose typed work (issues 7 and 23): what is typed in a form that edits registry data is kept
 * in localStorage, per user and per record (a computer may be shared), until it is saved, and
 * offered back when the form opens again. `changed` names the fields the user changed from the
 * version they opened: restoring puts back those only, so a colleague's save in between is not
 * undone by values nobody touched here. Every such form uses this one store.
 */
export type LocalDraft<T> = {
  savedAt: string;
  version: number;
  values: T;
  /** Null for a draft written before the fields were recorded: every differing field counts. */
  changed: string[] | null;
};

/** Checks what was read back from storage (it may be from an older build); null refuses it. */
export type DraftParser<T> = (values: unknown) => T | null;

/** A plain object is accepted; restoring copies only the known fields the user changed. */
export const plainDraft = <T extends object>(values: unknown): T | null =>
  typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as T) : null;

/**
 * `registry.<kind>Draft.<userId>.<record…>`: the user first, so one person's typing is never
 * offered to another, then what names the record (its id, or what a new one is known by).
 */
export function localDraftKey(kind: string, userId: number, ...record: (string | number | null)[]): string {
  return [`registry.${kind}Draft`, userId, ...record.map((part) => part ?? '')].join('.');
}

export function readDraft<T>(
  key: string,
  parse: DraftParser<T>,
  storage: Storage = localStorage,
): LocalDraft<T> | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft<unknown>>;
    const values = parse(parsed.values);
    if (values === null || typeof parsed.savedAt !== 'string') return null;
    const changed = Array.isArray(parsed.changed)
      ? parsed.changed.filter((p) => typeof p === 'string')
      : null;
    return { savedAt: parsed.savedAt, version: Number(parsed.version ?? 0), values, changed };
  } catch {
    return null;
  }
}

/** Keeps the typed values when they differ from what the server holds; otherwise forgets them. */
export function writeDraft<T extends object>(
  key: string,
  values: T,
  baseline: T,
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
    const draft: LocalDraft<T> = { savedAt: now().toISOString(), version, values, changed };
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    // A full or disabled storage must not stop anyone from typing.
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
export function draftChanges<T extends object>(draft: LocalDraft<T> | null, server: T): string[] {
  if (!draft) return [];
  const differing = diffPaths(server, draft.values);
  return draft.changed ? differing.filter((path) => draft.changed?.includes(path)) : differing;
}

/** The server's version with the draft's own changes put back, and nothing else of the draft. */
export function mergeDraft<T extends object>(draft: LocalDraft<T>, server: T): T {
  return draftChanges(draft, server).reduce(
    (merged, path) => setPath(merged, path, structuredClone(getPath(draft.values, path))),
    server,
  );
}

/** The draft worth offering when a form opens on `server`: one that would change something. */
export function draftOffer<T extends object>(
  key: string,
  server: T,
  parse: DraftParser<T>,
): LocalDraft<T> | null {
  const draft = readDraft(key, parse);
  return draftChanges(draft, server).length ? draft : null;
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
