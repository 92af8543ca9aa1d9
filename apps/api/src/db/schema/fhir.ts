import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { cancerNotifications } from './notifications';
import { reportingUnits } from './units';

/** One received element and what it became (issue 43): a field of the notification or 'not mapped'. */
export type FhirMappingRow = { path: string; received: string; became: string };

/**
 * A reporting unit's system client (SMART Backend Services, migration 0056): it signs its assertions
 * with a private key whose public half is kept here. Revoked clients stay, for the audit trail.
 */
export const fhirClients = pgTable(
  'fhir_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    name: varchar('name', { length: 200 }).notNull(),
    jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [index('fhir_clients_unit_idx').on(t.reportingUnitId)],
);

/** Assertion ids already used, kept until the assertion expires: a replayed assertion is refused. */
export const fhirAssertionJtis = pgTable(
  'fhir_assertion_jtis',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => fhirClients.id),
    jti: varchar('jti', { length: 200 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.jti] }), index('fhir_assertion_jtis_exp_idx').on(t.expiresAt)],
);

/**
 * A received report (migration 0057) beside the draft it became: the JSON as received, and the
 * mapping report the form's panel shows. A resend (same identifier or message id, same client)
 * finds its row here.
 */
export const fhirIntakes = pgTable(
  'fhir_intakes',
  {
    id: serial('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => fhirClients.id),
    reportingUnitId: integer('reporting_unit_id')
      .notNull()
      .references(() => reportingUnits.id),
    bundleIdentifier: varchar('bundle_identifier', { length: 500 }),
    messageHeaderId: varchar('message_header_id', { length: 200 }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => cancerNotifications.id),
    bundle: jsonb('bundle').$type<Record<string, unknown>>().notNull(),
    mapping: jsonb('mapping').$type<FhirMappingRow[]>().notNull(),
    timesReceived: smallint('times_received').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fhir_intakes_identifier_uq').on(t.clientId, t.bundleIdentifier),
    uniqueIndex('fhir_intakes_message_uq').on(t.clientId, t.messageHeaderId),
    index('fhir_intakes_notification_idx').on(t.notificationId),
    check('fhir_intakes_key', sql`${t.bundleIdentifier} is not null or ${t.messageHeaderId} is not null`),
  ],
);
