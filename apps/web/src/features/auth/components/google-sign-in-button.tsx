import { useId } from 'react';
import { GOOGLE_SIGN_IN_PATH } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useAuthProviders } from '../api/auth-providers';

/** Said under the button when the server has no Google client configured. */
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server.';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/**
 * Continue with Google: a full-page redirect to the server's /auth/google, which sends the browser
 * on to Google and back to /?token=… (000 §7). When the server says Google is not configured the
 * button stays focusable but inert, and says why.
 */
export function GoogleSignInButton() {
  const { data: providers } = useAuthProviders();
  const noteId = useId();
  const isUnavailable = providers?.google === false;

  return (
    <div className="grid gap-1.5">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        aria-disabled={isUnavailable || undefined}
        aria-describedby={isUnavailable ? noteId : undefined}
        onClick={() => {
          if (!isUnavailable) window.location.assign(GOOGLE_SIGN_IN_PATH);
        }}
      >
        <GoogleMark />
        Continue with Google
      </Button>
      {isUnavailable && (
        <p id={noteId} className="text-center text-xs text-muted-foreground">
          {GOOGLE_NOT_CONFIGURED_MESSAGE}
        </p>
      )}
    </div>
  );
}
