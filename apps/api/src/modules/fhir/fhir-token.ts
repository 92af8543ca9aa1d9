import { FHIR_ASSERTION_ALGORITHMS, FHIR_SCOPE, FHIR_TOKEN_SECONDS } from '@registry/domain';
import { eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, decodeJwt, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { fhirAssertionJtis, fhirClients } from '../../db/schema';
import { writeAudit } from '../../platform/audit';

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The audience of our own intake tokens: a user's access token never passes for one, nor the reverse. */
const INTAKE_AUDIENCE = 'fhir-intake';

export type OAuthError = { status: 400 | 401; error: string; error_description: string };
const oauth = (status: 400 | 401, error: string, description: string): OAuthError => ({
  status,
  error,
  error_description: description,
});

export type IntakeCaller = { clientId: string; reportingUnitId: number; name: string; createdBy: number };

export type TokenRequest = Record<string, string | undefined>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SMART Backend Services, client-credentials grant: the assertion is verified against the client's
 * registered keys (RS384/ES384), iss = sub = the client id, aud = our token URL, exp at most five
 * minutes ahead, its jti never seen before. Answers the token, or the OAuth error to send.
 */
export async function issueIntakeToken(
  db: Db,
  request: FastifyRequest,
  key: Uint8Array,
  tokenUrl: string,
  form: TokenRequest,
): Promise<{ access_token: string; token_type: 'bearer'; expires_in: number; scope: string } | OAuthError> {
  if (form.grant_type !== 'client_credentials')
    return oauth(400, 'unsupported_grant_type', 'grant_type must be client_credentials');
  if (form.client_assertion_type !== CLIENT_ASSERTION_TYPE || !form.client_assertion)
    return oauth(400, 'invalid_request', `client_assertion_type must be ${CLIENT_ASSERTION_TYPE}`);
  const scopes = (form.scope ?? '').split(' ').filter(Boolean);
  if (scopes.length === 0 || scopes.some((s) => s !== FHIR_SCOPE))
    return oauth(400, 'invalid_scope', `the only scope granted is ${FHIR_SCOPE}`);

  let claimed: JWTPayload;
  try {
    claimed = decodeJwt(form.client_assertion);
  } catch {
    return oauth(401, 'invalid_client', 'client_assertion is not a JWT');
  }
  const clientId = claimed.iss;
  if (typeof clientId !== 'string' || !uuidPattern.test(clientId) || claimed.sub !== clientId)
    return oauth(401, 'invalid_client', 'iss and sub must both be the registered client id');
  const [client] = await db.select().from(fhirClients).where(eq(fhirClients.id, clientId));
  if (!client || client.revokedAt) return oauth(401, 'invalid_client', 'unknown or revoked client');

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(form.client_assertion, createLocalJWKSet(client.jwks as never), {
      algorithms: [...FHIR_ASSERTION_ALGORITHMS],
      issuer: clientId,
      subject: clientId,
      audience: tokenUrl,
      requiredClaims: ['exp', 'jti'],
    }));
  } catch (e) {
    return oauth(401, 'invalid_client', `client_assertion refused: ${(e as Error).message}`);
  }
  const now = Math.floor(Date.now() / 1000);
  // jose checked exp is not past; SMART also caps how far ahead it may be (a stolen one lives short).
  if (payload.exp! > now + FHIR_TOKEN_SECONDS + 30)
    return oauth(401, 'invalid_client', 'exp may be at most five minutes ahead');
  const jti = String(payload.jti).slice(0, 200);
  // Kept until the assertion expires, then swept: a replay within its life finds its row.
  await db.delete(fhirAssertionJtis).where(lt(fhirAssertionJtis.expiresAt, new Date()));
  const fresh = await db
    .insert(fhirAssertionJtis)
    .values({ clientId, jti, expiresAt: new Date(payload.exp! * 1000) })
    .onConflictDoNothing()
    .returning();
  if (fresh.length === 0) return oauth(401, 'invalid_client', 'this assertion (jti) was already used');

  const accessToken = await new SignJWT({ unit: client.reportingUnitId, scope: FHIR_SCOPE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(clientId)
    .setAudience(INTAKE_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + FHIR_TOKEN_SECONDS)
    .sign(key);
  await writeAudit(db, request, {
    userId: client.createdBy,
    action: 'fhir.token-issued',
    entity: 'fhir_client',
    entityId: clientId,
    details: { reportingUnitId: client.reportingUnitId },
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: FHIR_TOKEN_SECONDS,
    scope: FHIR_SCOPE,
  };
}

/**
 * The caller of an intake call, or null: a valid intake token of a client that is still registered
 * (a revoked client's live tokens stop at once) whose unit is the one it was issued for.
 */
export async function intakeCallerOf(
  db: Db,
  key: Uint8Array,
  header: string | undefined,
): Promise<IntakeCaller | null> {
  if (!header?.startsWith('Bearer ')) return null;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(header.slice(7), key, {
      algorithms: ['HS256'],
      audience: INTAKE_AUDIENCE,
    }));
  } catch {
    return null;
  }
  if (payload.scope !== FHIR_SCOPE || typeof payload.sub !== 'string' || !uuidPattern.test(payload.sub))
    return null;
  const [client] = await db.select().from(fhirClients).where(eq(fhirClients.id, payload.sub));
  if (!client || client.revokedAt || client.reportingUnitId !== payload.unit) return null;
  return {
    clientId: client.id,
    reportingUnitId: client.reportingUnitId,
    name: client.name,
    createdBy: client.createdBy,
  };
}
