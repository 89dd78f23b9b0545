import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** Props of TermsDialog. */
export interface TermsDialogProps {
  open: boolean;
  onAccept: () => void;
}

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/**
 * Asks the visitor to accept the terms. It can only be closed by accepting: Escape and clicks
 * outside are ignored, but the app stays visible behind the translucent overlay.
 */
export default function TermsDialog({ open, onAccept }: TermsDialogProps) {
  const preventDismiss = (event: Event) => event.preventDefault();
  return (
    <Dialog open={open}>
      <DialogContent
        title="Terms of Service"
        description="Please review and accept the terms to continue using Polymath."
        hideCloseButton
        onEscapeKeyDown={preventDismiss}
        onPointerDownOutside={preventDismiss}
        onInteractOutside={preventDismiss}
      >
        <div className="grid gap-3 text-sm leading-relaxed">
          <p>
            Polymath is provided as is. AI answers can be wrong, so check important information
            against the sources shown. Use it lawfully and do not submit content you have no right
            to share.
          </p>
          <p>
            Your preferences and chats are kept in this browser. Read the full{' '}
            <a href="/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
              Terms of Service
            </a>{' '}
            and the{' '}
            <a
              href="/privacy-policy"
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              Privacy Policy
            </a>{' '}
            (each opens in a new tab).
          </p>
        </div>
        <DialogFooter>
          <Button onClick={onAccept} className="sm:min-w-32">
            Accept
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
