import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Useful documents (spec 01 §2.9): PDFs the super administrator publishes; id 1 is the terms and policies. */
export const usefulDocuments = pgTable('useful_documents', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  description: varchar('description', { length: 2000 }),
  documentName: varchar('document_name', { length: 255 }).notNull(),
  storageName: varchar('storage_name', { length: 64 }).notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
