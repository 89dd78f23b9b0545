import { SignInRequestSchema } from '@polymath/shared';
import { useSignIn } from '../api/sign-in';
import { useAuthForm, type AuthFormDefinition } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';
import { FormSubmit } from './form-submit';

type SignInField = 'email' | 'password';

const SIGN_IN_FORM: AuthFormDefinition<SignInField> = {
  fields: ['email', 'password'],
  schema: SignInRequestSchema,
  requiredLabels: { email: 'Email', password: 'Password' },
};

/** The Sign In tab: e-mail and password (000 §5: both required), and 'Forgot password?'. */
export function SignInForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: () => void;
  onForgotPassword: () => void;
}) {
  const signIn = useSignIn();
  const { handleSubmit, fieldProps } = useAuthForm(
    SIGN_IN_FORM,
    (values) => {
      if (!signIn.isPending) signIn.mutate(values, { onSuccess: onSignedIn });
    },
    () => {
      if (!signIn.isPending) signIn.reset();
    },
  );

  return (
    // noValidate: the messages are the spec's, shown next to the fields, not the browser's bubbles.
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Sign In">
      <AuthField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <AuthField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...fieldProps('password')}
      />
      <button
        type="button"
        onClick={onForgotPassword}
        className="-mt-2 justify-self-end rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        Forgot password?
      </button>
      <FormSubmit
        label="Sign In"
        busyLabel="Signing in..."
        isBusy={signIn.isPending}
        error={signIn.error?.message ?? null}
      />
    </form>
  );
}
