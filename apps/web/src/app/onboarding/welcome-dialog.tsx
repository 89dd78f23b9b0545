import { BookOpen, MessageSquare, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** Props of WelcomeDialog. */
export interface WelcomeDialogProps {
  open: boolean;
  /** The visitor closed it in any way. */
  onClose: () => void;
  /** The dialog has finished closing (focus returned); the next dialog may open. */
  onClosed: () => void;
}

const HIGHLIGHTS = [
  { icon: MessageSquare, text: 'Chat with an assistant that shows its sources.' },
  { icon: BookOpen, text: 'Learn with study plans built around your interests.' },
  { icon: Sparkles, text: 'Code, create and organise, with more tools arriving in each update.' },
];

/** Greets a first-time visitor and says what Polymath does. */
export default function WelcomeDialog({ open, onClose, onClosed }: WelcomeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <DialogContent
        title={`Welcome to ${PRODUCT_NAME}`}
        description={`${PRODUCT_NAME} helps you find answers and learn, all in one place.`}
        onCloseAutoFocus={onClosed}
      >
        <ul className="grid gap-3 text-sm">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="pt-1.5">{text}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={onClose} className="sm:min-w-32">
            Get Started
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
