import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { PRODUCT_NAME } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UnavailableControl } from '@/components/ui/unavailable-control';
import { useAuthModalStore, type AuthModalTab } from '../stores/auth-modal-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** Props of AuthModal. */
export interface AuthModalProps {
  /** Opens the Privacy dialog; without it the button says the dialog is coming soon. */
  onOpenPrivacy?: () => void;
}

/** The Auth modal's title, also its accessible name. */
export const AUTH_MODAL_TITLE = `${PRODUCT_NAME} account`;

function isAuthModalTab(value: string): value is AuthModalTab {
  return value === 'sign-in' || value === 'sign-up';
}

function PrivacyButton({ onOpenPrivacy }: AuthModalProps) {
  const label = (
    <>
      <ShieldCheck aria-hidden />
      Privacy & Consent Settings
    </>
  );
  if (onOpenPrivacy) {
    return (
      <Button variant="ghost" size="sm" onClick={onOpenPrivacy} className="justify-self-center">
        {label}
      </Button>
    );
  }
  return (
    <UnavailableControl>
      {(unavailableProps) => (
        <Button variant="ghost" size="sm" className="justify-self-center" {...unavailableProps}>
          {label}
        </Button>
      )}
    </UnavailableControl>
  );
}

/**
 * The Auth modal (000 §2): Sign In and Sign Up tabs, Continue with Google and a Privacy & Consent
 * Settings button. A notice (why a Google sign-in did not complete) shows above the tabs. It closes
 * itself once signed in.
 */
export default function AuthModal({ onOpenPrivacy }: AuthModalProps) {
  const { isOpen, tab, notice, setTab, close } = useAuthModalStore();

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent
        title={AUTH_MODAL_TITLE}
        description="Sign in to keep your allowances, sync your devices and use every tool."
        className="gap-5 p-5 sm:p-6"
      >
        {notice && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {notice}
          </p>
        )}
        {tab === 'forgot-password' ? (
          <ForgotPasswordForm onBack={() => setTab('sign-in')} />
        ) : (
          <Tabs
            value={tab}
            onValueChange={(value) => {
              if (isAuthModalTab(value)) setTab(value);
            }}
            className="grid gap-4"
          >
            <TabsList aria-label="Sign in or sign up" className="grid w-full grid-cols-2">
              <TabsTrigger value="sign-in">Sign In</TabsTrigger>
              <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm onSignedIn={close} onForgotPassword={() => setTab('forgot-password')} />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm onSignedUp={close} />
            </TabsContent>
          </Tabs>
        )}
        <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
        <GoogleSignInButton />
        <PrivacyButton onOpenPrivacy={onOpenPrivacy} />
      </DialogContent>
    </Dialog>
  );
}
