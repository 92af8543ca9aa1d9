import {
  type FhirClient,
  type FhirClientCreate,
  isUnitAdmin,
  type Session,
  unitIdsOf,
} from '@registry/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { importJWK } from 'jose';
import type { Db } from '../../db/client';
import { fhirClients, reportingUnits } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';

type ClientRow = typeof fhirClients.$inferSelect;

const toClient = (row: ClientRow): FhirClient => ({
  clientId: row.id,
  reportingUnitId: row.reportingUnitId,
  name: row.name,
  jwks: row.jwks,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedBy: row.revokedBy,
});

/** The units whose clients the caller administers: all for the super administrator, else those it is admin of. */
function administeredUnits(session: Session): 'all' | number[] {
  if (isUnitAdmin(session, -1)) return 'all';
  return unitIdsOf(session).filter((unit) => isUnitAdmin(session, unit));
}

/**
 * Each key must be one jose can import as a public key for an algorithm the token endpoint accepts:
 * a client that registered a key it cannot sign with would only learn so at its first sign-in.
 */
async function checkKeys(jwks: FhirClientCreate['jwks']) {
  for (const key of jwks.keys) {
    const alg = key.kty === 'RSA' ? 'RS384' : 'ES384';
    try {
      await importJWK({ ...key, alg } as Parameters<typeof importJWK>[0], alg);
    } catch {
      throw badRequest('fhir.jwksInvalid');
    }
  }
}

export async function registerFhirClient(
  db: Db,
  request: FastifyRequest,
  session: Session,
  input: FhirClientCreate,
) {
  // Another unit's administrator learns nothing, not even that the unit exists.
  if (!isUnitAdmin(session, input.reportingUnitId)) throw notFound();
  const [unit] = await db
    .select({ id: reportingUnits.id })
    .from(reportingUnits)
    .where(eq(reportingUnits.id, input.reportingUnitId));
  if (!unit) throw notFound();
  await checkKeys(input.jwks);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fhirClients)
      .values({
        reportingUnitId: input.reportingUnitId,
        name: input.name,
        jwks: input.jwks as ClientRow['jwks'],
        createdBy: session.userId,
      })
      .returning();
    await writeAudit(tx, request, {
      action: 'fhir.client-registered',
      entity: 'fhir_client',
      entityId: row.id,
      details: { reportingUnitId: row.reportingUnitId, name: row.name },
    });
    return toClient(row);
  });
}

export async function listFhirClients(db: Db, session: Session) {
  const units = administeredUnits(session);
  if (units !== 'all' && units.length === 0) return { items: [] };
  const rows = await db
    .select()
    .from(fhirClients)
    .where(units === 'all' ? undefined : inArray(fhirClients.reportingUnitId, units))
    .orderBy(desc(fhirClients.createdAt));
  return { items: rows.map(toClient) };
}

/** Revokes at once: the token endpoint refuses it and its live tokens stop working on their next call. */
export async function revokeFhirClient(db: Db, request: FastifyRequest, session: Session, clientId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(fhirClients).where(eq(fhirClients.id, clientId)).for('update');
    if (!row || !isUnitAdmin(session, row.reportingUnitId)) throw notFound();
    if (row.revokedAt) return toClient(row);
    const [revoked] = await tx
      .update(fhirClients)
      .set({ revokedAt: new Date(), revokedBy: session.userId })
      .where(and(eq(fhirClients.id, clientId), isNull(fhirClients.revokedAt)))
      .returning();
    await writeAudit(tx, request, {
      action: 'fhir.client-revoked',
      entity: 'fhir_client',
      entityId: clientId,
      details: { reportingUnitId: row.reportingUnitId },
    });
    return toClient(revoked);
  });
}
