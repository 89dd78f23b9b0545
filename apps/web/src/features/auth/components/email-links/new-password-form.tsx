import { NewPasswordFormSchema } from '@polymath/shared';
import { useAuthForm, type AuthFormDefinition } from '../../hooks/use-auth-form';
import { FormSubmit } from '../form-submit';
import { NewPasswordFields } from '../new-password-fields';

type NewPasswordField = 'password' | 'confirmPassword';

/** Props of NewPasswordForm: its labels, its request's state, and what to do with the password. */
export interface NewPasswordFormProps {
  /** The form's accessible name. */
  name: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  /** The server's (or the network's) answer to the last attempt. */
  error: string | null;
  /** The account's address, when known: password managers save the new password under it. */
  email?: string;
  onSubmit: (password: string) => void;
}

/**
 * The password chosen twice, under the sign-up form's rules (at least 6 characters, the two the
 * same), for the pages e-mailed links open: a password reset and an address's verification.
 */
export function NewPasswordForm({
  name,
  passwordLabel,
  confirmLabel,
  submitLabel,
  busyLabel,
  isBusy,
  error,
  email,
  onSubmit,
}: NewPasswordFormProps) {
  const definition: AuthFormDefinition<NewPasswordField> = {
    fields: ['password', 'confirmPassword'],
    schema: NewPasswordFormSchema,
    requiredLabels: { password: passwordLabel },
  };
  const { handleSubmit, fieldProps } = useAuthForm(definition, ({ password }) => {
    if (!isBusy) onSubmit(password);
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label={name}>
      {email && (
        // Not shown: tells a password manager which account the new password belongs to.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      <NewPasswordFields
        passwordLabel={passwordLabel}
        confirmLabel={confirmLabel}
        password={fieldProps('password')}
        confirmPassword={fieldProps('confirmPassword')}
      />
      <FormSubmit label={submitLabel} busyLabel={busyLabel} isBusy={isBusy} error={error} />
    </form>
  );
}
