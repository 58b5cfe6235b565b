// Drizzle mirror of migrations/0190_notifications.sql. The SQL is the source of
// truth; test/schema-drift.test.ts fails when a column here differs from the database.
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const NOTIFICATION_LANGUAGES = ['en', 'ur'] as const;
export const DELIVERY_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export const CHANNEL_PROVIDERS = ['log', 'smtp', 'http', 'cloud_api', 'twilio', 'pk_http'] as const;
export const ANNOUNCEMENT_SCOPES = ['school', 'classes', 'sections'] as const;
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    tenant_id: tenantId(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2, enum: NOTIFICATION_LANGUAGES })
      .notNull()
      .default('en'),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.user_id] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tenant_id: tenantId(),
    event: varchar('event', { length: 40 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guardian_id: integer('guardian_id'),
    language: varchar('language', { length: 2, enum: NOTIFICATION_LANGUAGES }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    body: text('body').notNull(),
    link: varchar('link', { length: 500 }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    idempotency_key: varchar('idempotency_key', { length: 200 }),
    announcement_id: integer('announcement_id'),
    in_app: boolean('in_app').notNull().default(false),
    read_at: timestamptz('read_at'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tenant_id: tenantId(),
    notification_id: bigint('notification_id', { mode: 'number' }).notNull(),
    channel: varchar('channel', { length: 10, enum: DELIVERY_CHANNELS }).notNull(),
    address: varchar('address', { length: 254 }).notNull(),
    status: varchar('status', { length: 10, enum: DELIVERY_STATUSES }).notNull().default('queued'),
    reason: varchar('reason', { length: 500 }),
    attempts: integer('attempts').notNull().default(0),
    provider: varchar('provider', { length: 20 }),
    provider_message_id: varchar('provider_message_id', { length: 200 }),
    send_after: timestamptz('send_after'),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    /** The job that claimed it (migrations/0230_delivery_claims.sql). */
    claimed_by: uuid('claimed_by'),
    /** When the provider reported it delivered (migrations/0300). */
    delivered_at: timestamptz('delivered_at'),
    /** Set just before the provider call: the message may be at the provider (migrations/0420). */
    sending_at: timestamptz('sending_at'),
    /** The process holding the claim (delivery_workers, migrations/0420). */
    worker: uuid('worker'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    foreignKey({
      columns: [table.tenant_id, table.notification_id],
      foreignColumns: [notifications.tenant_id, notifications.id],
    }).onDelete('cascade'),
    uniqueIndex('notification_deliveries_one_per_channel').on(
      table.tenant_id,
      table.notification_id,
      table.channel,
    ),
  ],
);

export const notificationChannels = pgTable(
  'notification_channels',
  {
    tenant_id: tenantId(),
    channel: varchar('channel', { length: 10, enum: DELIVERY_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    provider: varchar('provider', { length: 20, enum: CHANNEL_PROVIDERS }).notNull().default('log'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    /** Legacy plain credential: sealed into `sealed_secrets` at start, then null (0300). */
    secret: text('secret'),
    /** The credentials, one JSON object sealed with AES-256-GCM (src/db/sealed.ts). */
    sealed_secrets: text('sealed_secrets'),
    secret_last4: varchar('secret_last4', { length: 4 }),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.channel] })],
);

export const notificationSettings = pgTable('notification_settings', {
  tenant_id: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  quiet_start: varchar('quiet_start', { length: 5 }),
  quiet_end: varchar('quiet_end', { length: 5 }),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
  updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    title: varchar('title', { length: 200 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    scope: varchar('scope', { length: 10, enum: ANNOUNCEMENT_SCOPES }).notNull(),
    class_ids: integer('class_ids').array().notNull().default([]),
    section_ids: integer('section_ids').array().notNull().default([]),
    to_students: boolean('to_students').notNull().default(false),
    to_parents: boolean('to_parents').notNull().default(false),
    to_staff: boolean('to_staff').notNull().default(false),
    publish_at: timestamptz('publish_at').notNull().defaultNow(),
    status: varchar('status', { length: 10, enum: ANNOUNCEMENT_STATUSES })
      .notNull()
      .default('scheduled'),
    recipients: integer('recipients').notNull().default(0),
    sent_at: timestamptz('sent_at'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

/** When a WhatsApp number last wrote to the school (the 24-hour window; migrations/0350). */
export const whatsappWindows = pgTable(
  'whatsapp_windows',
  {
    tenant_id: tenantId(),
    wa_id: varchar('wa_id', { length: 20 }).notNull(),
    last_inbound_at: timestamptz('last_inbound_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.wa_id] })],
);

/** The delivery processes alive (heartbeats); a dead one's claims are taken over (0420). */
export const deliveryWorkers = pgTable('delivery_workers', {
  id: uuid('id').primaryKey(),
  started_at: timestamptz('started_at').notNull().defaultNow(),
  seen_at: timestamptz('seen_at').notNull().defaultNow(),
});
