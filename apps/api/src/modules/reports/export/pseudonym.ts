import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/client';
import { resolveSecret } from '../../../platform/settings';

/**
 * Keyed hashes for the anonymised export: HMAC-SHA256 with the registry's secret (EXPORT_HMAC_SECRET,
 * else generated once and kept in the database like the JWT secret), so the same patient gets the
 * same key in every export and no one without the secret can recompute it from an id. 128 bits of
 * the digest, hex: short enough for a spreadsheet column, far from any collision.
 */
export async function createPseudonymiser(db: Db, configured: string | undefined) {
  const secret = await resolveSecret(db, 'exportHmacSecret', configured);
  const hash = (kind: string, id: number) =>
    createHmac('sha256', secret).update(`${kind}:${id}`).digest('hex').slice(0, 32);
  return { patient: (id: number) => hash('patient', id), case: (id: number) => hash('case', id) };
}
