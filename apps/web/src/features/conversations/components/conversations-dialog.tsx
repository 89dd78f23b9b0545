import { MessageSquare, Plus } from 'lucide-react';
import { formatConversationDate, getDisplayTitle } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useConversations } from '../hooks/use-conversations';
import { getConversationPreview } from '../logic/conversation-preview';

/** Props of ConversationsDialog. */
export interface ConversationsDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The conversations list dialog (000 §2), opened from the mobile menu: conversations by last update
 * with their title, last-message preview and date. Picking one, or starting a new one, makes it the
 * active conversation and closes the dialog.
 */
export function ConversationsDialog({ open, onOpenChange }: ConversationsDialogProps) {
  const { conversations, activeConversationId, create, select } = useConversations();

  const handleSelect = (conversationId: string) => {
    select(conversationId);
    onOpenChange(false);
  };
  const handleStartNew = () => {
    create();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Conversations" description={null}>
        <ul aria-label="Conversation list" className="-mx-2 grid gap-1">
          {conversations.map((conversation) => {
            const isActive = conversation.id === activeConversationId;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  onClick={() => handleSelect(conversation.id)}
                  aria-current={isActive ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg px-2 py-2.5 text-left transition-colors',
                    'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isActive && 'bg-accent text-accent-foreground',
                  )}
                >
                  <MessageSquare
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate text-sm font-medium">
                        {getDisplayTitle(conversation)}
                      </span>
                      <time
                        dateTime={conversation.updatedAt}
                        className="shrink-0 text-xs text-muted-foreground"
                      >
                        {formatConversationDate(conversation.updatedAt)}
                      </time>
                    </span>
                    <span className="truncate text-xs text-muted-foreground">
                      {getConversationPreview(conversation)}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <DialogFooter>
          <Button onClick={handleStartNew}>
            <Plus aria-hidden />
            Start New Conversation
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
