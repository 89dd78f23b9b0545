import { useGuestLimitReached } from '../hooks/use-guest-limit-reached';
import { GuestLimitDialog } from './guest-limit-dialog';

/** Shows the guest-limit dialog when the server refuses a guest's message. */
export function GuestLimitDialogHost({ onSignIn }: { onSignIn: () => void }) {
  const { isOpen, setIsOpen } = useGuestLimitReached();
  return <GuestLimitDialog open={isOpen} onOpenChange={setIsOpen} onSignIn={onSignIn} />;
}
