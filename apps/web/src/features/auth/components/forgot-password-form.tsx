import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { EMAIL_LINKS, ForgotPasswordRequestSchema, NO_MAIL_MESSAGE } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useSendsMail } from '@/lib/public-config';
import { useRequestPasswordReset } from '../api/email-links';
import { useAuthForm, type AuthFormDefinition } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';
import { FormSubmit } from './form-submit';

const FORGOT_PASSWORD_FORM: AuthFormDefinition<'email'> = {
  fields: ['email'],
  schema: ForgotPasswordRequestSchema,
  requiredLabels: { email: 'Email' },
};

/**
 * 'Forgot password?': asks for the account's address and has a reset link mailed to it (on a
 * server without mail, made for its administrator to pass on, and it says so). The answer reads
 * the same whether the address has an account or not, as the server's does.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset();
  const isMailless = useSendsMail() === false;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { handleSubmit, fieldProps } = useAuthForm(
    FORGOT_PASSWORD_FORM,
    ({ email }) => {
      if (!request.isPending) {
        request.mutate(email.trim(), { onSuccess: () => setSentTo(email.trim()) });
      }
    },
    () => {
      if (!request.isPending) request.reset();
    },
  );

  if (sentTo) {
    return (
      <div className="grid gap-4" role="status">
        <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-1">
            {isMailless ? (
              <>
                <p className="font-medium">{NO_MAIL_MESSAGE}</p>
                <p className="break-words text-muted-foreground">
                  If an account exists for {sentTo}, a link to choose a new password is waiting on
                  the server. The link works for {EMAIL_LINKS.resetMinutes} minutes.
                </p>
              </>
            ) : (
              <>
                <p className="font-medium">Check your inbox</p>
                <p className="break-words text-muted-foreground">
                  If an account exists for {sentTo}, we sent it a link to choose a new password. The
                  link works for {EMAIL_LINKS.resetMinutes} minutes.
                </p>
              </>
            )}
          </div>
        </div>
        <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Reset password">
      <div className="grid gap-1">
        <h3 className="font-semibold">Forgot your password?</h3>
        <p className="text-sm text-muted-foreground">
          {isMailless
            ? `Enter the e-mail address of your account to have a link made to choose a new password. ${NO_MAIL_MESSAGE}`
            : 'Enter the e-mail address of your account and we will send you a link to choose a new password.'}
        </p>
      </div>
      <AuthField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <FormSubmit
        label={isMailless ? 'Request Reset Link' : 'Send Reset Link'}
        busyLabel={isMailless ? 'Requesting...' : 'Sending...'}
        isBusy={request.isPending}
        error={request.error?.message ?? null}
      />
      <Button type="button" variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
