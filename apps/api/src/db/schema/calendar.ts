// Drizzle mirror of migrations/0570_calendar_feeds.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import { char, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the private token; the token itself is never stored. */
    token_hash: char('token_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.user_id] })],
);
