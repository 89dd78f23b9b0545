import { useState } from 'react';
import { BadgeCheck, Crown, LogIn, LogOut, MailWarning, UserRound, XCircle } from 'lucide-react';
import { NO_MAIL_MESSAGE } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SettingsSection } from './settings-section';

/** The signed-in person as Settings shows them. */
export interface AccountSummary {
  name: string;
  email: string;
  /** The server's answer (subscription or admin address); shown, never acted on here. */
  isPremium: boolean;
  /** Whether the address is proven (the mailed link, or Google). */
  emailVerified: boolean;
  /** The server's answer; it only decides which screens are shown. */
  isAdmin?: boolean;
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
  /** Mails a new verification link (shown while the address is unverified); rejects with the reason. */
  onResendVerification?: () => Promise<void>;
  /** False on a server that sends no mail: the link waits for its administrator to pass on. */
  sendsMail?: boolean;
}

type ResendState = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/** The address is unverified: say so, and offer a new link. */
function VerificationNotice({
  email,
  onResend,
  sendsMail,
}: {
  email: string;
  onResend: () => Promise<void>;
  sendsMail: boolean;
}) {
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  const resend = () => {
    setState({ kind: 'sending' });
    onResend().then(
      () => setState({ kind: 'sent' }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  };
  return (
    <div className="grid gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3">
      <p className="flex items-start gap-2 text-foreground">
        <MailWarning
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
          aria-hidden
        />
        <span className="break-words">
          Your e-mail address is not verified yet.{' '}
          {sendsMail ? `Open the link we mailed to ${email}.` : NO_MAIL_MESSAGE}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={resend}
          disabled={state.kind === 'sending' || state.kind === 'sent'}
        >
          {state.kind === 'sending' ? 'Sending...' : 'Send Verification Link'}
        </Button>
        <span role="status" className="text-sm">
          {state.kind === 'sent' &&
            (sendsMail ? `A new link is on its way to ${email}.` : 'A new link was made.')}
          {state.kind === 'failed' && <span className="text-destructive">{state.message}</span>}
        </span>
      </div>
    </div>
  );
}

/** Account and Authentication (000 §2): name, email, plan label, and Logout or Sign In. */
export function AccountSection({
  user,
  onSignIn,
  onLogout,
  onUpgrade,
  onCancelSubscription,
  onResendVerification,
  sendsMail = true,
}: AccountSectionProps) {
  return (
    <SettingsSection icon={UserRound} title="Account and Authentication">
      {user ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Name</dt>
            <dd className="truncate font-medium text-foreground">{user.name}</dd>
            <dt>Email</dt>
            <dd className="flex min-w-0 items-center gap-1.5 font-medium text-foreground">
              <span className="truncate">{user.email}</span>
              {user.emailVerified ? (
                <Badge variant="outline" className="shrink-0">
                  <BadgeCheck aria-hidden className="size-3" />
                  Verified
                </Badge>
              ) : (
                <Badge variant="outline" className="shrink-0">
                  Not verified
                </Badge>
              )}
            </dd>
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
          {!user.emailVerified && onResendVerification && (
            <div className="basis-full">
              <VerificationNotice
                email={user.email}
                onResend={onResendVerification}
                sendsMail={sendsMail}
              />
            </div>
          )}
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
