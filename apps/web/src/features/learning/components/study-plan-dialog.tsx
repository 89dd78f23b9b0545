import { useNavigate } from 'react-router';
import { Copy, MessageSquare, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { PLAN_COPIED_MESSAGE } from '../logic/study-plan-messages';

/** Props of StudyPlanDialog. */
export interface StudyPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The plan as plain text. */
  content: string;
  /** Start Learning: closes, and starts the path when it has not been started yet. */
  onStartLearning: () => void;
}

/** The Study Plan dialog (001 §2): the plan as plain text, Copy Plan, Go to Chat, Start Learning. */
export function StudyPlanDialog({
  open,
  onOpenChange,
  title,
  content,
  onStartLearning,
}: StudyPlanDialogProps) {
  const navigate = useNavigate();

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      window.alert(PLAN_COPIED_MESSAGE);
    } catch (error) {
      // A denied clipboard leaves the text selectable in the dialog; nothing else to do.
      console.warn('Could not copy the study plan:', error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description="Your study plan" className="max-w-2xl">
        <pre className="max-h-[55dvh] overflow-y-auto rounded-lg bg-muted p-4 font-sans text-sm whitespace-pre-wrap">
          {content}
        </pre>
        <DialogFooter>
          <Button variant="outline" onClick={() => void handleCopy()}>
            <Copy aria-hidden />
            Copy Plan
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              void navigate('/');
            }}
          >
            <MessageSquare aria-hidden />
            Go to Chat
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              onStartLearning();
            }}
          >
            <Play aria-hidden />
            Start Learning
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
