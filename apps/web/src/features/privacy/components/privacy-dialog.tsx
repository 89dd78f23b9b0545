import { ExternalLink } from 'lucide-react';
import type { ConsentStatus } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { clearConsentData, recordConsent } from '../consent/consent-storage';
import { useConsent } from '../hooks/use-consent';
import { ConsentStatusCard } from './consent-status';
import { DataUsesList } from './data-uses-list';
import { UserRightsList } from './user-rights-list';

/** Props of PrivacyDialog. */
export interface PrivacyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reloads the page after a change; injectable because a test page cannot really reload. */
  reloadPage?: () => void;
  /** Focused again when the dialog closes (the control that opened it), if still on the page. */
  returnFocusTo?: HTMLElement | null;
}

function reloadWindow(): void {
  window.location.reload();
}

/**
 * The Privacy dialog (000 §2, 001 §2): the consent status, Accept All, Reject All (Essential Only),
 * Clear All Consent Data, the policy link, the data uses and the user's rights. Each change reloads
 * the page (000 §4), so scripts loaded under an earlier choice (an ad network's) are gone and
 * everything starts again from the new one.
 */
export default function PrivacyDialog({
  open,
  onOpenChange,
  reloadPage = reloadWindow,
  returnFocusTo = null,
}: PrivacyDialogProps) {
  const { consent } = useConsent();

  const handleChoose = (status: ConsentStatus) => {
    recordConsent(status);
    reloadPage();
  };
  const handleClear = () => {
    clearConsentData();
    reloadPage();
  };
  const handleOpenAutoFocus = (event: Event) => {
    // Radix would focus the first button, Accept All, where a stray Enter would consent; start on
    // the dialog itself so screen readers read its title and status first.
    event.preventDefault();
    if (event.target instanceof HTMLElement) event.target.focus();
  };
  const handleCloseAutoFocus = (event: Event) => {
    // An opener inside a closed menu is gone; the browser's default (the page) is all that is left.
    if (!returnFocusTo?.isConnected) return;
    event.preventDefault();
    returnFocusTo.focus();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Privacy & Consent"
        description="Choose what runs beyond what the app needs to work. You can change it at any time."
        className="max-w-xl"
        onOpenAutoFocus={handleOpenAutoFocus}
        onCloseAutoFocus={handleCloseAutoFocus}
      >
        <ConsentStatusCard consent={consent} />
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={() => handleChoose('granted')}>Accept All</Button>
          <Button variant="outline" onClick={() => handleChoose('denied')}>
            Reject All (Essential Only)
          </Button>
          <Button
            variant="ghost"
            className="text-destructive hover:text-destructive sm:col-span-2"
            onClick={handleClear}
          >
            Clear All Consent Data
          </Button>
        </div>
        <DataUsesList />
        <UserRightsList />
        <a
          href="/privacy-policy"
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          Privacy Policy
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </DialogContent>
    </Dialog>
  );
}
