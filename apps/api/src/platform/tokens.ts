import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  type AccessTokenClaims,
  accessTokenClaims,
  type EmployeePermissionEntry,
  type RoleId,
  type Session,
} from '@registry/domain';
import { jwtVerify, SignJWT } from 'jose';

export type TokenService = ReturnType<typeof createTokenService>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** 256 bits, URL-safe: refresh tokens and invitation tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');
/** Six digits for codes a person types. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export type ClaimsInput = {
  userId: number;
  role: RoleId;
  fullname: string;
  languageId: number;
  employeePermissions: EmployeePermissionEntry[];
  /** The session (refresh-token family) the token belongs to. */
  sid: string;
  /** The user's security stamp when signed. */
  stamp: number;
};

/** A verified token: the caller's session plus what the guard checks against the database. */
export type VerifiedToken = { session: Session; sid: string; stamp: number };

/** Tokens verified already, by their exact text (a client sends the same one for ~15 minutes). */
const MAX_VERIFIED = 2000;

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // Issue 41: the signature check and the claims' parse were ~0.12 ms of every signed-in call. A
  // token's verdict cannot change before it expires (its bytes are what was verified), so it is
  // kept until then; a full cache starts again. The session's liveness is still asked every call.
  let verifiedTokens = new Map<string, { verified: VerifiedToken; expiresAt: number }>();
  return {
    ttlSeconds,
    async signAccessToken(input: ClaimsInput): Promise<{ token: string; expiresAt: number }> {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ttlSeconds;
      const token = await new SignJWT({ ...input })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(input.userId))
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    /**
     * The claims of a validly signed, unexpired token; null for anything else (the guard answers 401).
     * Whether its session is still alive is the guard's second question (platform/session-liveness.ts).
     */
    async verifyAccessToken(token: string): Promise<VerifiedToken | null> {
      const known = verifiedTokens.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.verified;
        verifiedTokens.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims: AccessTokenClaims = accessTokenClaims.parse(payload);
        const verified: VerifiedToken = {
          session: {
            userId: claims.userId,
            role: claims.role as RoleId,
            fullname: claims.fullname,
            employeePermissions: claims.employeePermissions,
          },
          sid: claims.sid,
          stamp: claims.stamp,
        };
        // jose refused an expired token; one without `exp` is not kept.
        if (typeof payload.exp === 'number') {
          // Shared by every call that sends the token: nothing may change it.
          for (const entry of verified.session.employeePermissions) Object.freeze(entry);
          Object.freeze(verified.session.employeePermissions);
          Object.freeze(verified.session);
          Object.freeze(verified);
          if (verifiedTokens.size >= MAX_VERIFIED) verifiedTokens = new Map();
          verifiedTokens.set(token, { verified, expiresAt: payload.exp * 1000 });
        }
        return verified;
      } catch {
        return null;
      }
    },
  };
}
