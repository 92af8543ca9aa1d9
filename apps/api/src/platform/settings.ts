import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * The token-signing secret: JWT_SECRET when set; otherwise one generated on first start and kept in
 * the database, so every API process sharing the database signs alike and restarts keep sessions.
 */
export function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  return resolveSecret(db, 'jwtSecret', configured);
}

/**
 * A registry secret: the configured value, else one generated on first use and kept in
 * app_settings (the first writer wins, so concurrent processes agree).
 */
export async function resolveSecret(db: Db, key: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value as string;
}
