import { Crown, LogIn, LogOut, UserRound, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SettingsSection } from './settings-section';

/** The signed-in person as Settings shows them. */
export interface AccountSummary {
  name: string;
  email: string;
  /** The server's answer (subscription or admin address); shown, never acted on here. */
  isPremium: boolean;
}

/** Props of AccountSection: the account (null when signed out) and what its buttons do. */
export interface AccountSectionProps {
  user: AccountSummary | null;
  onSignIn: () => void;
  onLogout: () => void;
  /** Opens the plan chooser (shown to free users). */
  onUpgrade?: () => void;
  /** Asks to confirm cancelling the subscription (shown to premium users). */
  onCancelSubscription?: () => void;
}

/** Account and Authentication (000 §2): name, email, plan label, and Logout or Sign In. */
export function AccountSection({
  user,
  onSignIn,
  onLogout,
  onUpgrade,
  onCancelSubscription,
}: AccountSectionProps) {
  return (
    <SettingsSection icon={UserRound} title="Account and Authentication">
      {user ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Name</dt>
            <dd className="truncate font-medium text-foreground">{user.name}</dd>
            <dt>Email</dt>
            <dd className="truncate font-medium text-foreground">{user.email}</dd>
            <dt>Plan</dt>
            <dd>
              {user.isPremium ? (
                <Badge variant="primary">
                  <Crown aria-hidden className="size-3" />
                  Premium
                </Badge>
              ) : (
                <Badge variant="outline">Free Tier</Badge>
              )}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {!user.isPremium && onUpgrade && (
              <Button onClick={onUpgrade}>
                <Crown aria-hidden />
                Upgrade
              </Button>
            )}
            {user.isPremium && onCancelSubscription && (
              <Button variant="outline" onClick={onCancelSubscription}>
                <XCircle aria-hidden />
                Cancel Subscription
              </Button>
            )}
            <Button variant="outline" onClick={onLogout}>
              <LogOut aria-hidden />
              Logout
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium text-foreground">Not signed in</p>
            <p>You are using Polymath as a guest.</p>
          </div>
          <Button onClick={onSignIn}>
            <LogIn aria-hidden />
            Sign In
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
