import { sql } from 'drizzle-orm';
import { pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * This installation: exactly one row, created at first start. The unique index on a constant
 * makes a second row impossible, so concurrent first starts cannot both insert.
 */
export const instance = pgTable(
  'instance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [uniqueIndex('instance_singleton').on(sql`(true)`)],
);
