import { showToast } from '@/components/ui/use-toast';

/** Says that an action on one item (complete, star, delete…) failed, and why. */
export function reportActionFailure(what: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`[productivity] ${what}:`, error);
  showToast({ title: what, description: reason, variant: 'destructive' });
}
