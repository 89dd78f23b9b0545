import type { PlanId } from '@polymath/shared';

/**
 * Where a plan can come from besides being an admin. Billing provides the real one (an active
 * subscription, known from Stripe webhooks); until then no one has a subscription.
 */
export interface PlanSource {
  /** Whether the user has a subscription that grants premium right now. */
  hasActiveSubscription(userId: string): Promise<boolean>;
}

/** The plan source used when billing is not wired in: nobody is subscribed. */
export const NO_SUBSCRIPTIONS: PlanSource = {
  hasActiveSubscription: () => Promise.resolve(false),
};

/** Whether a (normalised) address is one of ADMIN_EMAILS. */
export function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email);
}

/**
 * The one place that decides a signed-in user's plan: premium for an admin or an active
 * subscription, free otherwise. Nothing the client sends (headers, local flags) takes part.
 */
export async function resolvePlan(
  user: { id: string; isAdmin: boolean },
  planSource: PlanSource,
): Promise<PlanId> {
  if (user.isAdmin) return 'premium';
  return (await planSource.hasActiveSubscription(user.id)) ? 'premium' : 'free';
}
