import { useEffect, useRef } from 'react';
import { Lock, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useResearchStore } from '../stores/research-store';
import { ProductivityWorkspace } from './productivity-workspace';

/** What a guest is told instead of the tools (001 §2; 000 §2 'login needed'). */
export const PRODUCTIVITY_LOGIN_TEXT =
  'Please log in to access your productivity tools including tasks, calendar, notes, and research management.';

/** Props of ProductivityDialog. */
export interface ProductivityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tools are for signed-in users only; a guest is asked to sign in. */
  isSignedIn: boolean;
  /** Opens the sign-in form (the dialog closes first). */
  onSignIn: () => void;
  /** Focused again when the dialog closes (the control that opened it), if still on the page. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Productivity Tools (001 §2): tasks, calendar, notes and research with one search box. Loaded
 * the first time it opens; its lists are read again each time it does.
 */
export default function ProductivityDialog({
  open,
  onOpenChange,
  isSignedIn,
  onSignIn,
  returnFocusTo = null,
}: ProductivityDialogProps) {
  const clearResearch = useResearchStore((state) => state.clearResult);
  // Nothing of a user's research stays on screen for the next person at this browser.
  useEffect(() => {
    if (!isSignedIn) clearResearch();
  }, [isSignedIn, clearResearch]);

  // Sign In hands the focus to the sign-in form, which opens as this dialog closes.
  const isHandingOver = useRef(false);
  const handleCloseAutoFocus = (event: Event) => {
    if (isHandingOver.current) {
      isHandingOver.current = false;
      event.preventDefault();
      return;
    }
    // An opener inside a closed menu is gone; the browser's default (the page) is all that is left.
    if (!returnFocusTo?.isConnected) return;
    event.preventDefault();
    returnFocusTo.focus();
  };

  const handleEscapeKeyDown = (event: KeyboardEvent) => {
    // Escape in a search box with text empties it (the box's own handler); a second one closes.
    const { target } = event;
    if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') {
      event.preventDefault();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Productivity Tools"
        description={isSignedIn ? 'Your tasks, calendar, notes and research in one place.' : null}
        className={cn(
          'p-4 sm:p-6',
          // One height whatever the tab or the search shows, so the dialog does not jump.
          isSignedIn &&
            'h-[calc(100dvh-2rem)] max-w-5xl content-start sm:h-[min(56rem,calc(100dvh-4rem))]',
        )}
        onCloseAutoFocus={handleCloseAutoFocus}
        onEscapeKeyDown={handleEscapeKeyDown}
      >
        {isSignedIn ? (
          <ProductivityWorkspace />
        ) : (
          <div className="grid gap-4">
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
              {PRODUCTIVITY_LOGIN_TEXT}
            </p>
            <Button
              className="justify-self-start"
              onClick={() => {
                isHandingOver.current = true;
                onOpenChange(false);
                onSignIn();
              }}
            >
              <LogIn aria-hidden />
              Sign In
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
