import { useState } from 'react';
import { PanelLeftClose, PanelLeftOpen, Plus, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useConversationRowActions, useConversationRows } from '../hooks/use-conversation-rows';
import { useConversations } from '../hooks/use-conversations';
import { ConversationListItem } from './conversation-list-item';
import { SignedOutCopiesNotice } from './signed-out-copies-notice';
import { StorageNotice } from './storage-notice';

/** Props of ConversationsSidebar. */
export interface ConversationsSidebarProps {
  /** Start in the narrow icon mode. */
  defaultCollapsed?: boolean;
}

/**
 * The conversations sidebar (001 §2), desktop only: New Conversation, a search over titles and
 * messages, and the conversations by last update with inline rename and delete (those only the
 * server has yet are fetched when opened), then a signed-in user's storage. It collapses to a
 * narrow icon strip (`w-12`: CONVERSATION_STORE.sidebarCollapsedWidthUnits).
 */
export function ConversationsSidebar({ defaultCollapsed = false }: ConversationsSidebarProps) {
  const [isCollapsed, setIsCollapsed] = useState(defaultCollapsed);
  const [query, setQuery] = useState('');
  const { activeConversationId, create } = useConversations();
  const rows = useConversationRows(query);
  const rowActions = useConversationRowActions();

  if (isCollapsed) {
    return (
      <aside
        aria-label="Conversations"
        className="hidden w-12 shrink-0 flex-col items-center gap-1 border-r bg-card/40 py-2 lg:flex"
      >
        <Tooltip content="Expand sidebar" side="right">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Expand sidebar"
            aria-expanded={false}
            onClick={() => setIsCollapsed(false)}
          >
            <PanelLeftOpen aria-hidden />
          </Button>
        </Tooltip>
        <Tooltip content="New Conversation" side="right">
          <Button variant="ghost" size="icon-sm" aria-label="New Conversation" onClick={create}>
            <Plus aria-hidden />
          </Button>
        </Tooltip>
      </aside>
    );
  }

  return (
    <aside
      aria-label="Conversations"
      className="hidden w-72 shrink-0 flex-col gap-3 border-r bg-card/40 p-3 lg:flex"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Conversations</h2>
        <Tooltip content="Collapse sidebar">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Collapse sidebar"
            aria-expanded
            onClick={() => setIsCollapsed(true)}
          >
            <PanelLeftClose aria-hidden />
          </Button>
        </Tooltip>
      </div>
      <Button variant="outline" onClick={create} className="w-full justify-start">
        <Plus aria-hidden />
        New Conversation
      </Button>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search conversations"
          placeholder="Search conversations"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="h-9 w-full rounded-lg border border-input bg-background pr-2 pl-8 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      {rows.length === 0 ? (
        <p className="flex-1 px-2 text-sm text-muted-foreground">
          No conversations match your search.
        </p>
      ) : (
        <ul
          aria-label="Conversation list"
          className="-mx-1 flex flex-1 flex-col gap-0.5 overflow-y-auto px-1"
        >
          {rows.map((row) => (
            <ConversationListItem
              key={row.id}
              conversation={row}
              isActive={row.id === activeConversationId}
              isOnServerOnly={row.isOnServerOnly}
              isOpening={row.id === rowActions.openingId}
              onSelect={() => void rowActions.open(row)}
              onRename={(title) => void rowActions.rename(row, title)}
              onDelete={() => void rowActions.remove(row)}
            />
          ))}
        </ul>
      )}
      <SignedOutCopiesNotice />
      <StorageNotice className="px-1" />
    </aside>
  );
}
