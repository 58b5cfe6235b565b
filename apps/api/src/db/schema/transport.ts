// Drizzle mirror of migrations/0521_transport.sql and 0600_transport_stop_times.sql. The SQL is the source of truth;
// test/schema-drift.test.ts fails when a column here differs from the database.
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  time,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.js';
import { students } from './school.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const transportRoutes = pgTable(
  'transport_routes',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    name: varchar('name', { length: 100 }).notNull(),
    vehicle_no: varchar('vehicle_no', { length: 20 }).notNull(),
    driver_name: varchar('driver_name', { length: 100 }).notNull(),
    driver_mobile: varchar('driver_mobile', { length: 20 }).notNull(),
    capacity: integer('capacity').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamptz('created_at').notNull().defaultNow(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenant_id, table.id] })],
);

export const transportStops = pgTable(
  'transport_stops',
  {
    id: serial('id').notNull(),
    tenant_id: tenantId(),
    route_id: integer('route_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    stop_order: integer('stop_order').notNull(),
    monthly_fee: integer('monthly_fee').notNull(),
    pickup_time: time('pickup_time'),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.id] }),
    unique('transport_stops_route_id_key').on(table.tenant_id, table.route_id, table.id),
    foreignKey({
      columns: [table.tenant_id, table.route_id],
      foreignColumns: [transportRoutes.tenant_id, transportRoutes.id],
    }).onDelete('cascade'),
  ],
);

export const transportAssignments = pgTable(
  'transport_assignments',
  {
    tenant_id: tenantId(),
    student_id: integer('student_id').notNull(),
    route_id: integer('route_id').notNull(),
    stop_id: integer('stop_id').notNull(),
    assigned_by: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: timestamptz('assigned_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenant_id, table.student_id] }),
    foreignKey({
      columns: [table.tenant_id, table.student_id],
      foreignColumns: [students.tenant_id, students.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'transport_assignments_stop_fkey',
      columns: [table.tenant_id, table.route_id, table.stop_id],
      foreignColumns: [transportStops.tenant_id, transportStops.route_id, transportStops.id],
    }),
  ],
);
