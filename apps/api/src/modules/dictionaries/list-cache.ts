import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { DICTIONARY_VERSION_KEY } from './import/run-import';

// List answers are read on every form open and change only when reference data is loaded. Each
// load stamps a version in app_settings; answers are cached per (version, key) so an import in
// another process (the CLI, another API server) is seen at the next request, at the cost of one
// tiny query.
export type ListCache = { get: <T>(key: string, build: () => Promise<T>) => Promise<T> };

export function createListCache(db: Db): ListCache {
  let version: unknown = null;
  let entries = new Map<string, Promise<unknown>>();
  return {
    async get<T>(key: string, build: () => Promise<T>): Promise<T> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, DICTIONARY_VERSION_KEY));
      const current = row?.value ?? null;
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
