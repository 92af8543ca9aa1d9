import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { notificationAttachments } from './notifications';

/**
 * A chunked upload under way (spec 02 §7): its attachment row says InProgress while this row lists
 * the chunks already written (and synced) to the partial file. Gone once the upload ends either way.
 */
export const attachmentUploads = pgTable(
  'attachment_uploads',
  {
    attachmentId: integer('attachment_id')
      .primaryKey()
      .references(() => notificationAttachments.id),
    /** The chunk size the upload started with: offsets stay right if the setting changes meanwhile. */
    chunkSize: integer('chunk_size').notNull(),
    numberOfChunks: integer('number_of_chunks').notNull(),
    receivedChunks: integer('received_chunks').array().notNull().default(sql`'{}'::integer[]`),
    /** Known once the last chunk arrived; the file is (numberOfChunks − 1) × chunkSize + this. */
    lastChunkSize: integer('last_chunk_size'),
    /** When a request claimed the complete upload to check and store it; a stale claim may be retaken. */
    finishingAt: timestamp('finishing_at', { withTimezone: true }),
    /** The API server that holds that claim (migration 0031): a dead server's claim is dropped at once. */
    finishingInstance: integer('finishing_instance'),
    /** Set after the whole file was checked and before it is moved into place (crash recovery). */
    sha256: varchar('sha256', { length: 64 }),
    size: bigint('size', { mode: 'number' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachment_uploads_updated_idx').on(t.updatedAt)],
);
