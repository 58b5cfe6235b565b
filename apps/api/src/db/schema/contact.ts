// Drizzle mirror of migrations/0030_contact.sql (the SQL is the source of truth).
import { bigserial, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const contactEnquiries = pgTable('contact_enquiries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 30 }),
  organization: varchar('organization', { length: 200 }),
  subject: varchar('subject', { length: 200 }),
  message: text('message').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
