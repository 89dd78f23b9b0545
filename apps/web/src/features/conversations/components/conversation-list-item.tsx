import { useState } from 'react';
import { CloudDownload, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { formatConversationDate, getDisplayTitle, type Conversation } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ConversationTitleEditor } from './conversation-title-editor';

/** Props of ConversationListItem. */
export interface ConversationListItemProps {
  conversation: Pick<Conversation, 'title' | 'updatedAt'>;
  isActive: boolean;
  /** Only on the server: opening it fetches it first. */
  isOnServerOnly?: boolean;
  /** Being fetched to open. */
  isOpening?: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onDelete: () => void;
}

/** One row of the conversations sidebar: pick it, rename it inline, or delete it (001 §2). */
export function ConversationListItem({
  conversation,
  isActive,
  isOnServerOnly = false,
  isOpening = false,
  onSelect,
  onRename,
  onDelete,
}: ConversationListItemProps) {
  const [isRenaming, setIsRenaming] = useState(false);
  const title = getDisplayTitle(conversation);

  if (isRenaming) {
    return (
      <li className="px-1 py-1">
        <ConversationTitleEditor
          initialTitle={conversation.title}
          onConfirm={(newTitle) => {
            onRename(newTitle);
            setIsRenaming(false);
          }}
          onCancel={() => setIsRenaming(false)}
        />
      </li>
    );
  }

  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-lg pr-1 transition-colors',
        isActive ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-current={isActive ? 'true' : undefined}
        aria-busy={isOpening || undefined}
        className={cn(
          'flex min-w-0 flex-1 items-start gap-2 rounded-lg px-2 py-2 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          isOpening && 'animate-pulse',
        )}
      >
        {isOnServerOnly ? (
          <CloudDownload className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        ) : (
          <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        )}
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium">{title}</span>
          <time dateTime={conversation.updatedAt} className="text-xs text-muted-foreground">
            {formatConversationDate(conversation.updatedAt)}
          </time>
        </span>
      </button>
      {/* Hidden until hover or focus so the list stays calm, but always reachable by keyboard. */}
      <div
        className={cn(
          'flex shrink-0 items-center opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100',
          isActive && 'opacity-100',
        )}
      >
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Rename ${title}`}
          onClick={() => setIsRenaming(true)}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${title}`}
          onClick={onDelete}
          className="hover:text-destructive"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
