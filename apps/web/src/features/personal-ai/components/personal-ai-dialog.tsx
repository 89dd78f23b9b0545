import { LogIn, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PersonalAiTabs } from './personal-ai-tabs';

/** What a guest reads instead of the tabs. */
export const PERSONAL_AI_LOGIN_TEXT =
  'Please log in to use your Personal AI Assistant: your preferences, insights, learning progress and the assistant’s personality are kept with your account.';

/** Props of PersonalAiDialog. */
export interface PersonalAiDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in user's id, or null for a guest. */
  userId: string | null;
  /** Opens sign-in (the auth feature's), after this dialog closes. */
  onSignIn: () => void;
}

/**
 * The Personal AI Assistant (001 §2): for a signed-in user the tabs Overview, Preferences,
 * Insights, Learning and AI Personality; for a guest, the login text with Sign In.
 */
export function PersonalAiDialog({ open, onOpenChange, userId, onSignIn }: PersonalAiDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Personal AI Assistant"
        description={userId ? 'What the assistant knows about you, and how it answers you.' : null}
        className="max-w-3xl"
      >
        {userId ? (
          <PersonalAiTabs userId={userId} />
        ) : (
          <div className="grid justify-items-center gap-4 py-4 text-center">
            <UserRound className="size-10 text-muted-foreground" aria-hidden />
            <p className="max-w-md text-sm text-muted-foreground">{PERSONAL_AI_LOGIN_TEXT}</p>
            <Button
              onClick={() => {
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
