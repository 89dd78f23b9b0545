import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { PRODUCT_NAME } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/use-toast';
import { useResendVerification, verifyEmail } from '../../api/email-links';
import { useAuthSession } from '../../hooks/use-auth-session';
import { openAuthModal } from '../../stores/auth-modal-store';
import { EmailLinkPageLayout } from './email-link-page-layout';
import { INCOMPLETE_LINK_MESSAGE, readLinkToken } from './link-token';

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified'; email: string }
  | { state: 'failed'; message: string };

/**
 * `/verify-email#<token>`: the page the verification mail links to. It confirms the address as it
 * opens, in whichever browser (no sign-in needed), then takes the token out of the address bar.
 */
export default function VerifyEmailPage() {
  const [token] = useState(readLinkToken);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'verifying' } : { state: 'failed', message: INCOMPLETE_LINK_MESSAGE },
  );
  const hasRun = useRef(false);
  const { user, isAuthenticated } = useAuthSession();
  const resend = useResendVerification();
  const navigate = useNavigate();

  useEffect(() => {
    if (hasRun.current || !token) return;
    hasRun.current = true;
    void verifyEmail(token).then(
      (verified) => {
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setOutcome({ state: 'verified', email: verified.email });
      },
      (error: Error) => setOutcome({ state: 'failed', message: error.message }),
    );
  }, [token]);

  const canResend = isAuthenticated && user !== null && !user.emailVerified;

  return (
    <EmailLinkPageLayout title="Verify your e-mail address">
      {outcome.state === 'verifying' && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Confirming your e-mail address...
        </p>
      )}
      {outcome.state === 'verified' && (
        <>
          <p role="status" className="flex items-start gap-2">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span className="break-words">{outcome.email} is verified. Thank you!</span>
          </p>
          <Button asChild size="lg">
            <Link to="/">Continue to {PRODUCT_NAME}</Link>
          </Button>
        </>
      )}
      {outcome.state === 'failed' && (
        <>
          <p role="alert" className="flex items-start gap-2 text-destructive">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            {outcome.message}
          </p>
          {canResend ? (
            <Button
              size="lg"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () =>
                    showToast({
                      title: 'Link sent',
                      description: `Check the inbox of ${user.email}.`,
                    }),
                  onError: (error) =>
                    showToast({
                      title: 'No link sent',
                      description: error.message,
                      variant: 'destructive',
                    }),
                })
              }
            >
              {resend.isSuccess ? 'New Link Sent' : 'Send a New Link'}
            </Button>
          ) : isAuthenticated ? (
            <Button asChild variant="outline" size="lg">
              <Link to="/">Back to {PRODUCT_NAME}</Link>
            </Button>
          ) : (
            // Signed out: Settings offers a new link once signed in.
            <Button
              size="lg"
              onClick={() => {
                void navigate('/', { replace: true });
                openAuthModal();
              }}
            >
              Sign In for a New Link
            </Button>
          )}
        </>
      )}
    </EmailLinkPageLayout>
  );
}
