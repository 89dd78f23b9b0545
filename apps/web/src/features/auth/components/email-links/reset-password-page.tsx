import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-result';
import { showToast } from '@/components/ui/use-toast';
import { useResetPassword } from '../../api/email-links';
import { openAuthModal } from '../../stores/auth-modal-store';
import { EmailLinkPageLayout } from './email-link-page-layout';
import { INCOMPLETE_LINK_MESSAGE, readLinkToken } from './link-token';
import { NewPasswordForm } from './new-password-form';

/**
 * `/reset-password#<token>`: the page the reset mail links to. The new password is asked twice;
 * once set, every other session of the account is signed out and this browser is signed in.
 */
export default function ResetPasswordPage() {
  const [token] = useState(readLinkToken);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const handleSubmit = (password: string) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          showToast({
            title: 'Your password is changed',
            description: 'You are signed in here, and signed out everywhere else.',
          });
          void navigate('/', { replace: true });
        },
      },
    );
  const askForNewLink = () => {
    void navigate('/', { replace: true });
    openAuthModal({ tab: 'forgot-password' });
  };
  const isLinkUnusable =
    !token || (reset.error?.cause as ApiError | undefined)?.code === 'LINK_INVALID';

  return (
    <EmailLinkPageLayout title="Choose a new password">
      {!token ? (
        <p role="alert" className="flex items-start gap-2 text-destructive">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          {INCOMPLETE_LINK_MESSAGE}
        </p>
      ) : (
        <NewPasswordForm
          name="Set a new password"
          passwordLabel="New Password"
          confirmLabel="Confirm New Password"
          submitLabel="Set New Password"
          busyLabel="Saving..."
          isBusy={reset.isPending}
          error={reset.error?.message ?? null}
          onSubmit={handleSubmit}
        />
      )}
      {isLinkUnusable && (
        <Button variant="outline" size="lg" onClick={askForNewLink}>
          Ask for a New Link
        </Button>
      )}
    </EmailLinkPageLayout>
  );
}
