import { useState } from 'react';
import { Cookie } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openPrivacyDialog } from '@/features/privacy';
import { dismissCookieNotice, isCookieNoticeDismissed } from './onboarding-storage';

/**
 * A non-modal banner about local storage and cookies. It sits in the page flow at the bottom (not
 * over it), so it pushes the chat input up instead of covering it.
 */
export function CookieNotice() {
  const [isDismissed, setIsDismissed] = useState(isCookieNoticeDismissed);
  if (isDismissed) return null;

  const handleDismiss = () => {
    dismissCookieNotice();
    setIsDismissed(true);
  };

  return (
    <section
      aria-label="Cookie notice"
      className="shrink-0 border-t bg-card/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.04)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 sm:gap-4">
        <Cookie className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden />
        <p className="flex-1 text-xs text-muted-foreground sm:text-sm">
          Polymath keeps your preferences and chats in this browser&apos;s local storage and uses no
          tracking cookies.{' '}
          <a
            href="/privacy-policy"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-foreground underline underline-offset-4 hover:no-underline"
          >
            Read how we handle your data
          </a>
          .
        </p>
        <div className="flex shrink-0 flex-col-reverse gap-1.5 sm:flex-row sm:items-center">
          <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={openPrivacyDialog}>
            Privacy Settings
          </Button>
          <Button size="sm" onClick={handleDismiss}>
            Got it
          </Button>
        </div>
      </div>
    </section>
  );
}
