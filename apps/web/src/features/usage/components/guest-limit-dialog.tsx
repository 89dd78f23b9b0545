import { GUEST_LIMIT_MESSAGE } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

export interface GuestLimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sign In / Register: the app opens its sign-in dialog. */
  onSignIn: () => void;
}

/** The dialog a guest sees once the free messages are used (000 §5), with the way on. */
export function GuestLimitDialog({ open, onOpenChange, onSignIn }: GuestLimitDialogProps) {
  const handleSignIn = () => {
    onOpenChange(false);
    onSignIn();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Message limit reached" description={GUEST_LIMIT_MESSAGE}>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          <Button onClick={handleSignIn} autoFocus>
            Sign In / Register
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
