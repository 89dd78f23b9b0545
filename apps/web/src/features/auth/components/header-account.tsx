import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignOut } from '../api/sign-out';
import { useAuthSession } from '../hooks/use-auth-session';
import { openAuthModal } from '../stores/auth-modal-store';

/**
 * The header's account corner (000 §2 Header): Login when signed out, else the user's name and
 * Logout. The name is plain text, never a control: nothing happens on clicking it.
 */
export function HeaderAccount() {
  const { user, isAuthenticated } = useAuthSession();
  const signOut = useSignOut();

  if (!isAuthenticated || !user) {
    return (
      <Button variant="outline" size="sm" onClick={() => openAuthModal()}>
        <LogIn aria-hidden />
        Login
      </Button>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <span className="flex max-w-40 min-w-0 items-center gap-1.5 px-1.5 text-sm font-medium">
        <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="truncate" title={user.name}>
          {user.name}
        </span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => void signOut()}>
        <LogOut aria-hidden />
        Logout
      </Button>
    </div>
  );
}
