import { CloudDownload, MessageSquare, Plus } from 'lucide-react';
import { formatConversationDate, getDisplayTitle } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import {
  useConversationRowActions,
  useConversationRows,
  type ConversationRow,
} from '../hooks/use-conversation-rows';
import { useConversations } from '../hooks/use-conversations';
import { SignedOutCopiesNotice } from './signed-out-copies-notice';
import { StorageNotice } from './storage-notice';

/** Props of ConversationsDialog. */
export interface ConversationsDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The conversations list dialog (000 §2), opened from the mobile menu: conversations by last update
 * with their title, last-message preview and date, then a signed-in user's storage. Picking one
 * (fetched first when only the server has it), or starting a new one, makes it the active
 * conversation and closes the dialog.
 */
export function ConversationsDialog({ open, onOpenChange }: ConversationsDialogProps) {
  const { activeConversationId, create } = useConversations();
  const rows = useConversationRows();
  const rowActions = useConversationRowActions();

  const handleSelect = async (row: ConversationRow) => {
    if (await rowActions.open(row)) onOpenChange(false);
  };
  const handleStartNew = () => {
    create();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Conversations" description={null}>
        <ul aria-label="Conversation list" className="-mx-2 flex flex-col gap-1">
          {rows.map((row) => {
            const isActive = row.id === activeConversationId;
            const Icon = row.isOnServerOnly ? CloudDownload : MessageSquare;
            return (
              <li key={row.id}>
                <button
                  type="button"
                  onClick={() => void handleSelect(row)}
                  aria-current={isActive ? 'true' : undefined}
                  aria-busy={row.id === rowActions.openingId || undefined}
                  className={cn(
                    'flex w-full items-start gap-3 rounded-lg px-2 py-2.5 text-left transition-colors',
                    'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isActive && 'bg-accent text-accent-foreground',
                    row.id === rowActions.openingId && 'animate-pulse',
                  )}
                >
                  <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="truncate text-sm font-medium">{getDisplayTitle(row)}</span>
                      <time
                        dateTime={row.updatedAt}
                        className="shrink-0 text-xs text-muted-foreground"
                      >
                        {formatConversationDate(row.updatedAt)}
                      </time>
                    </span>
                    <span className="truncate text-xs text-muted-foreground">{row.preview}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <SignedOutCopiesNotice />
        <StorageNotice />
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
