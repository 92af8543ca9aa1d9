import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 25 }),
    roleId: smallint('role_id').notNull(),
    languageId: smallint('language_id').notNull().default(1),
    twoFa: boolean('two_fa').notNull().default(false),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    profilePictureName: varchar('profile_picture_name', { length: 255 }),
    profilePictureStorageName: varchar('profile_picture_storage_name', { length: 255 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: integer('version').notNull().default(1),
    /**
     * Moved by database triggers (migration 0012) whenever role, deletion, password, units or unit
     * permissions change; an access token carrying an older stamp is refused (issue 17 item 3).
     */
    securityStamp: integer('security_stamp').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mails are stored lower-cased; the unique index is the authority against duplicates (409).
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/**
 * Opaque refresh tokens, stored only as a SHA-256 hash. Each sign-in starts a family; rotation
 * marks the old token used and issues a sibling; presenting a used token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * One row per sign-in (its id is the refresh-token family and the access token's `sid`). Revoking
 * it ends the access tokens of that sign-in at once, not when they expire.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/** Reset codes, 2FA codes and invitation tokens: short-lived, single-use, attempt-limited, hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: varchar('purpose', { length: 20 }).$type<'reset' | 'twofa' | 'invitation'>().notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose).where(sql`${t.consumedAt} is null`),
  ],
);

/**
 * Failed sign-ins (issue 17 item 4), one row per counter: `pair:<email>|<client>`, `client:<client>`
 * and `account:<email>`. Counted for any typed address, registered or not, so that answers never
 * reveal which addresses exist. `blocked_until` is the growing delay; `warned_at` the last e-mail to
 * the owner about an attack on the account (once per observation window).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: varchar('key', { length: 320 }).primaryKey(),
    email: varchar('email', { length: 254 }),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
  },
  (t) => [index('login_throttle_email_idx').on(t.email)],
);
