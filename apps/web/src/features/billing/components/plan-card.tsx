import { Check } from 'lucide-react';
import { PRICING, type Plan } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Props of PlanCard: the plan, and the action row under it. */
export interface PlanCardProps {
  plan: Plan;
  children: React.ReactNode;
}

function formatPrice(price: number): string {
  return price === 0 ? '$0' : `$${price.toFixed(2)}`;
}

/** One plan of the chooser: name, monthly price, features and its action. */
export function PlanCard({ plan, children }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border p-4',
        plan.popular && 'border-primary shadow-md ring-1 ring-primary',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold">
          {plan.name}
        </h3>
        {plan.popular && <Badge variant="primary">Most Popular</Badge>}
      </div>
      <p>
        <span className="text-3xl font-bold tracking-tight">{formatPrice(plan.price)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      {plan.id === 'premium' && (
        <p className="text-sm text-muted-foreground">{PRICING.premiumPriceText}</p>
      )}
      <ul aria-label={`${plan.name} features`} className="grid gap-1.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-1">{children}</div>
    </section>
  );
}
