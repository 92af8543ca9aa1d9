import { randomUUID } from 'node:crypto';
import type { AuthAnswer, EmployeePermissionEntry, RoleId } from '@registry/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  employeePermissions,
  employees,
  refreshTokens,
  reportingUnits,
  userSessions,
  users,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { randomToken, sha256 } from '../../platform/tokens';
import type { IdentityContext } from './identity.context';

type User = typeof users.$inferSelect;

/** The units a user works in and the permissions held on each, first unit first (spec 01 §3). */
export async function findEmployeePermissions(db: Db, userId: number): Promise<EmployeePermissionEntry[]> {
  const rows = await db
    .select({
      employeeId: employees.id,
      reportingUnitId: employees.reportingUnitId,
      permissionId: employeePermissions.permissionId,
    })
    .from(employees)
    .innerJoin(reportingUnits, eq(reportingUnits.id, employees.reportingUnitId))
    .leftJoin(employeePermissions, eq(employeePermissions.employeeId, employees.id))
    .where(
      and(eq(employees.userId, userId), eq(employees.isDeleted, false), eq(reportingUnits.isDeleted, false)),
    )
    .orderBy(asc(employees.id), asc(employeePermissions.permissionId));
  const byEmployee = new Map<number, EmployeePermissionEntry>();
  for (const r of rows) {
    const entry = byEmployee.get(r.employeeId) ?? {
      employeeId: r.employeeId,
      reportingUnitId: r.reportingUnitId,
      permissionIds: [],
    };
    if (r.permissionId !== null) entry.permissionIds.push(r.permissionId);
    byEmployee.set(r.employeeId, entry);
  }
  return [...byEmployee.values()];
}

/** The token carries the session id and the user's stamp: the guard refuses it once either is stale. */
async function signFor(ctx: IdentityContext, user: User, sessionId: string) {
  return ctx.tokens.signAccessToken({
    sid: sessionId,
    stamp: user.securityStamp,
    userId: user.id,
    role: user.roleId as RoleId,
    fullname: `${user.firstName} ${user.lastName}`,
    languageId: user.languageId,
    employeePermissions: await findEmployeePermissions(ctx.db, user.id),
  });
}

async function storeRefreshToken(ctx: IdentityContext, userId: number, familyId: string) {
  const token = randomToken();
  await ctx.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ctx.config.refreshTokenTtlDays * 86_400_000),
  });
  return token;
}

/** A new session (new refresh-token family) for a user who has fully signed in. */
export async function startSession(ctx: IdentityContext, user: User): Promise<AuthAnswer> {
  const sessionId = randomUUID();
  await ctx.db.insert(userSessions).values({ id: sessionId, userId: user.id });
  const access = await signFor(ctx, user, sessionId);
  const refreshToken = await storeRefreshToken(ctx, user.id, sessionId);
  return {
    success: true,
    twoFaRequired: false,
    languageId: user.languageId,
    accessToken: access.token,
    refreshToken,
    expiresAt: access.expiresAt,
  };
}

/** Ends one sign-in: its refresh tokens and (through the session row) its access tokens. */
async function revokeFamily(ctx: IdentityContext, familyId: string) {
  const { db } = ctx;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, familyId), isNull(userSessions.revokedAt)));
  // The session id is the family id: this server's cached "alive" must not outlive the revocation.
  ctx.liveness.forget(familyId);
}

/**
 * Rotates a refresh token: the presented one is spent and a sibling issued. Presenting a spent
 * token means it was stolen or replayed, so the whole family is revoked (ARCHITECTURE §4).
 * Answers null for anything that is not a live token.
 */
export async function refreshSession(
  ctx: IdentityContext,
  request: FastifyRequest,
  token: string,
): Promise<AuthAnswer | null> {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  const spent = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(ctx, row.familyId);
    await writeAudit(ctx.db, request, {
      action: 'token.reuse',
      userId: row.userId,
      entity: 'user',
      entityId: row.userId,
      details: { familyId: row.familyId },
    });
    return null;
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user || user.isDeleted || !user.emailConfirmed) {
    await revokeFamily(ctx, row.familyId);
    return null;
  }
  // Families started before sessions had rows (migration 0012) get theirs on first refresh.
  await ctx.db.insert(userSessions).values({ id: row.familyId, userId: user.id }).onConflictDoNothing();
  const access = await signFor(ctx, user, row.familyId);
  const refreshToken = await storeRefreshToken(ctx, user.id, row.familyId);
  return {
    success: true,
    twoFaRequired: false,
    languageId: user.languageId,
    accessToken: access.token,
    refreshToken,
    expiresAt: access.expiresAt,
  };
}

/** Sign-out: the token's family stops working. Unknown tokens are ignored (nothing to reveal). */
export async function endSession(ctx: IdentityContext, request: FastifyRequest, token: string) {
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return;
  await revokeFamily(ctx, row.familyId);
  await writeAudit(ctx.db, request, {
    action: 'logout',
    userId: row.userId,
    entity: 'user',
    entityId: row.userId,
  });
}

/**
 * After a password change or deletion every session of the user ends, access tokens included. Inside
 * a transaction the caller forgets the cached sessions (`liveness.forgetUser`) once it commits.
 */
export async function revokeAllSessions(db: Db, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
}
