import { Loader2 } from 'lucide-react';
import { BILLING_TEXTS } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useCancelSubscription } from '../api/cancel-subscription';

/** Props of CancelSubscriptionDialog. */
export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful cancellation; the page reloads by default (000 §8). */
  onCanceled?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * Confirms the cancellation (000 §6: the user is downgraded to Free immediately), cancels, alerts
 * the success text and reloads the page so every part of it shows the Free plan.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  onCanceled = reloadPage,
}: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();

  const handleConfirm = () => {
    cancel.mutate(undefined, {
      onSuccess: () => {
        window.alert(BILLING_TEXTS.canceled);
        onCanceled();
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Cancel Premium subscription?"
        description="You will be downgraded to the Free tier immediately and lose unlimited access, ad-free use and priority support."
      >
        {cancel.error && (
          <p role="alert" className="text-sm text-destructive">
            {cancel.error.message}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep Premium
          </Button>
          <Button variant="destructive" onClick={handleConfirm} disabled={cancel.isPending}>
            {cancel.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Cancel Subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
