import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Payments: which Stripe customer belongs to which user, the subscriptions Stripe reported, and the
 * webhook events already applied. Premium is read from `billing_subscriptions` only.
 */

/** A user's Stripe customer, created on the first checkout. One per user, and one user per customer. */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A subscription as Stripe last reported it (checkout, webhook or our own cancel call). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    /** Stripe's subscription id (`sub_…`). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    /** Stripe's status: active, trialing, past_due, canceled, ... */
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('billing_subscriptions_user').on(table.userId)],
);

/** A webhook event already applied: the same event delivered again changes nothing. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  /** Stripe's event id (`evt_…`). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
