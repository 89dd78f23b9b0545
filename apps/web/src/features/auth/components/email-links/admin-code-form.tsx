import { ADMIN_VERIFICATION_CODE, VerifyEmailWithCodeFormSchema } from '@polymath/shared';
import type { AuthSession } from '@polymath/shared';
import { useVerifyEmailWithCode } from '../../api/email-links';
import { useAuthForm, type AuthFormDefinition } from '../../hooks/use-auth-form';
import { AuthField } from '../auth-field';
import { FormSubmit } from '../form-submit';
import { NewPasswordFields } from '../new-password-fields';

type AdminCodeField = 'email' | 'code' | 'password' | 'confirmPassword';

const ADMIN_CODE_FORM: AuthFormDefinition<AdminCodeField> = {
  fields: ['email', 'code', 'password', 'confirmPassword'],
  schema: VerifyEmailWithCodeFormSchema,
  requiredLabels: { email: 'Email', code: 'One-time code', password: 'Password' },
};

/**
 * On a server that sends no mail: its administrator verifies an ADMIN_EMAILS address with the
 * one-time code the server wrote to its data folder at start, and chooses the account's password
 * (whoever registered the address may not own it, as with a mailed link). The code goes in the
 * request's body only, never in the address bar.
 */
export function AdminCodeForm({ onVerified }: { onVerified: (session: AuthSession) => void }) {
  const verify = useVerifyEmailWithCode();
  const { handleSubmit, fieldProps } = useAuthForm(
    ADMIN_CODE_FORM,
    ({ email, code, password }) => {
      if (!verify.isPending) {
        verify.mutate({ email: email.trim(), code, password }, { onSuccess: onVerified });
      }
    },
    () => {
      if (!verify.isPending) verify.reset();
    },
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="grid gap-4"
      aria-label="Verify with the server's code"
    >
      <div className="grid gap-1">
        <h2 className="font-semibold">Administrator of this server?</h2>
        <p className="text-sm text-muted-foreground">
          While an ADMIN_EMAILS address is not verified, the server writes a one-time code to its
          data folder at start (its log names the file). Enter it with that address and choose the
          account&apos;s password: the code works once, for {ADMIN_VERIFICATION_CODE.minutes}{' '}
          minutes, and every other browser signed in to the account is signed out.
        </p>
      </div>
      <AuthField label="Email" type="email" autoComplete="username" {...fieldProps('email')} />
      <AuthField
        label="One-time code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...fieldProps('code')}
      />
      <NewPasswordFields
        password={fieldProps('password')}
        confirmPassword={fieldProps('confirmPassword')}
      />
      <FormSubmit
        label="Verify and Sign In"
        busyLabel="Verifying..."
        isBusy={verify.isPending}
        error={verify.error?.message ?? null}
      />
    </form>
  );
}
