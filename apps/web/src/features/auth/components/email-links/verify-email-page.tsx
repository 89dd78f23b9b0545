import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Loader2, MailX, TriangleAlert } from 'lucide-react';
import { NO_MAIL_MESSAGE, PRODUCT_NAME } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/use-toast';
import type { ApiError } from '@/lib/api-result';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { readVerificationLink, useResendVerification, useVerifyEmail } from '../../api/email-links';
import { useAuthSession } from '../../hooks/use-auth-session';
import { openAuthModal } from '../../stores/auth-modal-store';
import { AdminCodeForm } from './admin-code-form';
import { EmailLinkPageLayout } from './email-link-page-layout';
import { INCOMPLETE_LINK_MESSAGE, readLinkToken } from './link-token';
import { NewPasswordForm } from './new-password-form';

type Step =
  | { state: 'no-link' }
  | { state: 'loading' }
  | { state: 'code' }
  | { state: 'checking' }
  | { state: 'choosing'; email: string }
  | { state: 'verified'; email: string; isSignedInHere: boolean }
  | { state: 'failed'; message: string; canRetry: boolean };

/** A link that will never work says so; a network failure or a server error may pass. */
function failedStep(error: Error): Step {
  const code = (error.cause as ApiError | undefined)?.code;
  return { state: 'failed', message: error.message, canRetry: code !== 'LINK_INVALID' };
}

/**
 * Opened without a link: on a server that sends no mail, the page takes its administrator's
 * one-time code instead; elsewhere the link was cut.
 */
function stepWithoutLink(config: { isPending: boolean; data?: { sendsMail: boolean } }): Step {
  if (config.isPending) return { state: 'loading' };
  if (config.data?.sendsMail === false) return { state: 'code' };
  return { state: 'failed', message: INCOMPLETE_LINK_MESSAGE, canRetry: false };
}

/** The token leaves the address bar once it can do nothing more. */
function clearLinkFromAddressBar(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname);
}

/**
 * `/verify-email#<token>`: the page the verification mail links to, in whichever browser it is
 * opened (no sign-in needed). Whoever registered the address may not own it, so the person holding
 * the link chooses the account's password here: verifying signs every other browser out and this
 * one in, and the account is theirs alone.
 */
export default function VerifyEmailPage() {
  const [token] = useState(readLinkToken);
  const [step, setStep] = useState<Step>(() =>
    token ? { state: 'checking' } : { state: 'no-link' },
  );
  // Only a page without a usable link needs to know whether this server sends mail.
  const config = useQuery({
    ...getPublicConfigQueryOptions(),
    enabled: step.state === 'no-link' || step.state === 'failed',
  });
  const shown = step.state === 'no-link' ? stepWithoutLink(config) : step;
  const [checks, setChecks] = useState(0);
  const { user, isAuthenticated } = useAuthSession();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const navigate = useNavigate();

  useEffect(() => {
    if (!token) return;
    // Reading the link uses nothing up, so a second run (React's strict mode) does no harm.
    let isCurrent = true;
    readVerificationLink(token).then(
      (link) => {
        if (!isCurrent) return;
        if (link.isVerified) {
          clearLinkFromAddressBar();
          setStep({ state: 'verified', email: link.email, isSignedInHere: false });
        } else {
          setStep({ state: 'choosing', email: link.email });
        }
      },
      (error: Error) => {
        if (isCurrent) setStep(failedStep(error));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, checks]);

  const handleSubmit = (password: string) =>
    verify.mutate(
      { token, password },
      {
        onSuccess: (session) => {
          clearLinkFromAddressBar();
          setStep({ state: 'verified', email: session.user.email, isSignedInHere: true });
        },
        onError: (error) => {
          if ((error.cause as ApiError | undefined)?.code === 'LINK_INVALID') {
            setStep(failedStep(error));
          }
        },
      },
    );
  const checkAgain = () => {
    setStep({ state: 'checking' });
    setChecks((count) => count + 1);
  };

  const canResend = isAuthenticated && user !== null && !user.emailVerified;

  return (
    <EmailLinkPageLayout title="Verify your e-mail address">
      {shown.state === 'code' && (
        <>
          <p className="flex items-start gap-2">
            <MailX className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            {NO_MAIL_MESSAGE}
          </p>
          <AdminCodeForm
            onVerified={(session) =>
              setStep({ state: 'verified', email: session.user.email, isSignedInHere: true })
            }
          />
        </>
      )}
      {(shown.state === 'loading' || shown.state === 'checking') && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {shown.state === 'checking' ? 'Checking your link...' : 'Loading...'}
        </p>
      )}
      {shown.state === 'choosing' && (
        <>
          <div className="grid gap-2">
            <p>
              Choose a password to finish verifying{' '}
              <strong className="font-semibold break-words">{shown.email}</strong>.
            </p>
            <p className="text-sm text-muted-foreground">
              It becomes the account&apos;s password, and every other browser signed in to the
              account is signed out.
            </p>
          </div>
          <NewPasswordForm
            name="Choose a password"
            passwordLabel="Password"
            confirmLabel="Confirm Password"
            submitLabel="Verify and Sign In"
            busyLabel="Verifying..."
            isBusy={verify.isPending}
            error={verify.error?.message ?? null}
            email={shown.email}
            onSubmit={handleSubmit}
          />
        </>
      )}
      {shown.state === 'verified' && (
        <>
          <div className="grid gap-2">
            <p role="status" className="flex items-start gap-2">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span className="break-words">{shown.email} is verified. Thank you!</span>
            </p>
            {shown.isSignedInHere && (
              <p className="pl-7 text-sm text-muted-foreground">
                You are signed in here, and signed out everywhere else.
              </p>
            )}
          </div>
          <Button asChild size="lg">
            <Link to="/">Continue to {PRODUCT_NAME}</Link>
          </Button>
        </>
      )}
      {shown.state === 'failed' && (
        <>
          <p role="alert" className="flex items-start gap-2 text-destructive">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            {shown.message}
          </p>
          {!shown.canRetry && config.data?.sendsMail === false && (
            // A new link will not be mailed either.
            <p className="text-sm text-muted-foreground">{NO_MAIL_MESSAGE}</p>
          )}
          {shown.canRetry ? (
            <Button size="lg" onClick={checkAgain}>
              Try Again
            </Button>
          ) : canResend ? (
            <Button
              size="lg"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () =>
                    showToast(
                      config.data?.sendsMail === false
                        ? { title: 'New link made', description: NO_MAIL_MESSAGE }
                        : { title: 'Link sent', description: `Check the inbox of ${user.email}.` },
                    ),
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
