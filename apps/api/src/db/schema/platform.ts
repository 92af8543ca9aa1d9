import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Append-only: who did what to which record, when and from where (ARCHITECTURE §4). The database
 * refuses UPDATE, DELETE and TRUNCATE, and fills the patient columns on insert from the record the
 * row names (migration 0013), so "who looked at this child's record" is one indexed search.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }),
    entityId: varchar('entity_id', { length: 60 }),
    ip: varchar('ip', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The patient whose record the row is about; no foreign key: the trail outlives any record. */
    patientId: integer('patient_id'),
    /** That patient's identifier (CNP or foreign id), or an identifier looked up with no patient behind it. */
    patientIdentifier: varchar('patient_identifier', { length: 20 }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_patient_identifier_idx').on(t.patientIdentifier, t.id),
    index('audit_log_user_idx').on(t.userId, t.id),
    // A user's recent rows of one action: the patient look-up limit counts them (migration 0014).
    index('audit_log_user_action_at_idx').on(t.userId, t.action, t.at),
  ],
);

/** The development mailer's outbox; also a record of what SMTP sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
