import { SignUpFormSchema } from '@polymath/shared';
import { useSignUp } from '../api/sign-up';
import { useAuthForm, type AuthFormDefinition } from '../hooks/use-auth-form';
import { AuthField } from './auth-field';
import { FormSubmit } from './form-submit';
import { NewPasswordFields } from './new-password-fields';

type SignUpField = 'name' | 'email' | 'password' | 'confirmPassword';

const SIGN_UP_FORM: AuthFormDefinition<SignUpField> = {
  fields: ['name', 'email', 'password', 'confirmPassword'],
  schema: SignUpFormSchema,
  requiredLabels: { name: 'Name', email: 'Email', password: 'Password' },
};

/**
 * The Sign Up tab (000 §5): name, email and password required, the password at least 6 characters
 * and confirmed. The confirmation never leaves the browser.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const signUp = useSignUp();
  const { handleSubmit, fieldProps } = useAuthForm(
    SIGN_UP_FORM,
    ({ name, email, password }) => {
      if (!signUp.isPending) signUp.mutate({ name, email, password }, { onSuccess: onSignedUp });
    },
    () => {
      if (!signUp.isPending) signUp.reset();
    },
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4" aria-label="Sign Up">
      <AuthField label="Name" autoComplete="name" {...fieldProps('name')} />
      <AuthField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <NewPasswordFields
        password={fieldProps('password')}
        confirmPassword={fieldProps('confirmPassword')}
      />
      <FormSubmit
        label="Create Account"
        busyLabel="Creating account..."
        isBusy={signUp.isPending}
        error={signUp.error?.message ?? null}
      />
    </form>
  );
}
