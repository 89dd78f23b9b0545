import { AuthField, type AuthFieldProps } from './auth-field';

/** One field's binding from useAuthForm's fieldProps, without its label. */
type FieldBinding = Omit<AuthFieldProps, 'label'>;

/**
 * The password chosen, then typed again, as sign-up and the verification and reset pages ask it:
 * password managers offer to make one ('new-password'), and the confirmation is always required.
 */
export function NewPasswordFields({
  passwordLabel = 'Password',
  confirmLabel = 'Confirm Password',
  password,
  confirmPassword,
}: {
  passwordLabel?: string;
  confirmLabel?: string;
  password: FieldBinding;
  confirmPassword: FieldBinding;
}) {
  return (
    <>
      <AuthField label={passwordLabel} type="password" autoComplete="new-password" {...password} />
      <AuthField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
        required
      />
    </>
  );
}
