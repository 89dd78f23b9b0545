import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  billingCustomers,
  billingSubscriptions,
  billingWebhookEvents,
  users,
} from '../../db/schema';
import type { ProviderSubscription } from './billing.ports';

/** Subscription states that grant premium. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/** The user's Stripe customer id, if one was created. */
export async function findCustomerIdOfUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ stripeCustomerId: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId ?? null;
}

/** The user a Stripe customer belongs to, if it is one of ours. */
export async function findUserIdOfCustomer(
  db: Database,
  stripeCustomerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
  return row?.userId ?? null;
}

/**
 * Links a customer to a user unless the user already has one; returns the user's customer id
 * either way (the first one stored wins a race).
 */
export async function saveCustomerOfUser(
  db: Database,
  userId: string,
  stripeCustomerId: string,
): Promise<string> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
  const stored = await findCustomerIdOfUser(db, userId);
  if (!stored) throw new Error('the billing customer was neither inserted nor found');
  return stored;
}

/** The name and e-mail the provider's customer is created with. */
export async function findUserContact(
  db: Database,
  userId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Stores a subscription's state as the provider reported it, replacing the earlier state. */
export async function upsertSubscription(
  db: Database,
  userId: string,
  subscription: ProviderSubscription,
): Promise<void> {
  const state = {
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    stripeCustomerId: subscription.customerId,
  };
  await db
    .insert(billingSubscriptions)
    .values({ id: subscription.id, userId, ...state })
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: { ...state, updatedAt: sql`now()` },
      // The owner never changes, and canceled is final at Stripe: a late `updated` event that
      // arrives after the deletion must not bring premium back.
      where: and(
        eq(billingSubscriptions.userId, userId),
        ne(billingSubscriptions.status, 'canceled'),
      ),
    });
}

/** Whether the user has a subscription in a premium-granting state. */
export async function hasPremiumSubscription(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, [...PREMIUM_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records a webhook event as processed. False when it was recorded before: the caller then
 * applies nothing (run it in the same transaction as the event's effects).
 */
export async function markEventProcessed(
  db: Database,
  event: { id: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(billingWebhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return inserted.length > 0;
}
