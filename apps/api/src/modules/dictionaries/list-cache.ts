import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

/** Readers cache lists by this stamp (list cache); any write changes it, in every server process. */
export const DICTIONARY_VERSION_KEY = 'dictionaries.version';

/**
 * How long a read of the stamp answers for (issue 41): every save and list call asked it, one round
 * trip each — 0.2–0.3 ms of server CPU a save. An import by another process (the CLI, another API
 * server) is seen within this time; one made by this process at once (`dictionariesChangedHere`).
 */
export const VERSION_CHECK_MS = 1000;

/** Bumped by an import in this process: every cache of the process reads the stamp again. */
let changedHere = 0;
export function dictionariesChangedHere() {
  changedHere++;
}

// List answers are read on every form open and change only when reference data is loaded. Each
// load stamps a version in app_settings; answers are cached per (version, key), the stamp read
// again at most once a second (VERSION_CHECK_MS) — concurrent calls share the read in flight.
export type ListCache = { get: <T>(key: string, build: () => Promise<T>) => Promise<T> };

export function createListCache(db: Db): ListCache {
  let version: unknown = null;
  let entries = new Map<string, Promise<unknown>>();
  let checked: { at: number; seen: number; stamp: Promise<unknown> } | null = null;
  const stamp = () => {
    const now = Date.now();
    if (checked && checked.seen === changedHere && now - checked.at < VERSION_CHECK_MS) return checked.stamp;
    const read = db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, DICTIONARY_VERSION_KEY))
      .then(([row]) => row?.value ?? null);
    const current = { at: now, seen: changedHere, stamp: read };
    checked = current;
    // A failed read is not remembered.
    read.catch(() => {
      if (checked === current) checked = null;
    });
    return read;
  };
  return {
    async get<T>(key: string, build: () => Promise<T>): Promise<T> {
      const current = await stamp();
      if (current !== version) {
        version = current;
        entries = new Map();
      }
      let entry = entries.get(key);
      if (!entry) {
        entry = build();
        entries.set(key, entry);
        // A failed build must not stay cached.
        entry.catch(() => entries.delete(key));
      }
      return entry as Promise<T>;
    },
  };
}
