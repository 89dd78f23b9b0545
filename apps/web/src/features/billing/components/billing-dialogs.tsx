import { useBillingDialogStore } from '../stores/billing-dialog-store';
import type { BillingViewer } from '../hooks/use-checkout';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { PlanChooserDialog } from './plan-chooser-dialog';
import { PremiumUpgradeDialog } from './premium-upgrade-dialog';

/** The billing dialogs, loaded the first time one of them opens (see BillingDialogsHost). */
export default function BillingDialogs({ viewer }: { viewer: BillingViewer }) {
  const dialog = useBillingDialogStore((state) => state.dialog);
  const open = useBillingDialogStore((state) => state.open);
  const close = useBillingDialogStore((state) => state.close);
  const closeOn = (isOpen: boolean) => {
    if (!isOpen) close();
  };
  return (
    <>
      <PlanChooserDialog open={dialog === 'plans'} onOpenChange={closeOn} viewer={viewer} />
      <PremiumUpgradeDialog
        open={dialog === 'premium'}
        onOpenChange={closeOn}
        viewer={viewer}
        onComparePlans={() => open('plans')}
      />
      <CancelSubscriptionDialog open={dialog === 'cancel'} onOpenChange={closeOn} />
    </>
  );
}
