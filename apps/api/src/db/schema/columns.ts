// Column types the mirrors share, declared once.
import { customType } from 'drizzle-orm/pg-core';

/** bytea, always read as a Buffer (node-postgres gives one; PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
