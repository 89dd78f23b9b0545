import { useMemo, useState } from 'react';
import { sortConversations } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { confirmConversationDelete } from '../logic/confirm-delete';
import { EMPTY_CONVERSATION_PREVIEW, getConversationPreview } from '../logic/conversation-preview';
import { useConversationsStore } from '../stores/conversations-store';
import { useServerConversationsStore } from '../stores/server-conversations-store';
import { useConversationSearch } from './use-conversations';

/** One row of a conversation list: a conversation of this browser, or one only the server has. */
export interface ConversationRow {
  id: string;
  title: string;
  updatedAt: string;
  preview: string;
  /** Not in this browser yet: opening it fetches it from the server first. */
  isOnServerOnly: boolean;
}

/** The toast title when a conversation only the server has cannot be fetched. */
export const OPEN_FAILED_TITLE = 'Could not open this conversation';

/**
 * The rows of the conversation lists: this browser's conversations matching the search (title
 * matches first; every one when blank) and those only the server has whose title or preview
 * matches, newest first when the search is blank.
 */
export function useConversationRows(query = ''): ConversationRow[] {
  const local = useConversationSearch(query);
  const serverOnly = useServerConversationsStore((state) => state.serverOnly);
  return useMemo(() => {
    const needle = query.trim().toLowerCase();
    const localRows = local.map((conversation) => ({
      id: conversation.id,
      title: conversation.title,
      updatedAt: conversation.updatedAt,
      preview: getConversationPreview(conversation),
      isOnServerOnly: false,
    }));
    const serverRows = serverOnly
      .filter(({ title, preview }) => `${title}\n${preview}`.toLowerCase().includes(needle))
      .map((summary) => ({
        id: summary.id,
        title: summary.title,
        updatedAt: summary.updatedAt,
        preview: summary.preview || EMPTY_CONVERSATION_PREVIEW,
        isOnServerOnly: true,
      }));
    const rows = [...localRows, ...serverRows];
    return needle === '' ? sortConversations(rows) : rows;
  }, [local, serverOnly, query]);
}

/**
 * What a person does with a row: open, rename and delete it. A conversation only the server has
 * is fetched before it opens or is renamed, and deleted on the server directly.
 */
export function useConversationRowActions() {
  const { select, rename, remove } = useConversationsStore.getState();
  const [openingId, setOpeningId] = useState<string | null>(null);

  async function bringHere(row: ConversationRow): Promise<boolean> {
    const actions = useServerConversationsStore.getState().actions;
    if (!row.isOnServerOnly) {
      // A newer copy on the server is fetched ahead of any other.
      void actions?.load(row.id);
      return true;
    }
    setOpeningId(row.id);
    const isHere = (await actions?.load(row.id)) ?? false;
    setOpeningId(null);
    if (!isHere) {
      showToast({
        title: OPEN_FAILED_TITLE,
        description: 'It is kept on the server. Check your connection and try again.',
        variant: 'destructive',
      });
    }
    return isHere;
  }

  return {
    /** The row being fetched to open, if any. */
    openingId,
    open: async (row: ConversationRow): Promise<boolean> => {
      if (!(await bringHere(row))) return false;
      select(row.id);
      return true;
    },
    rename: async (row: ConversationRow, title: string) => {
      if (await bringHere(row)) rename(row.id, title);
    },
    remove: async (row: ConversationRow) => {
      if (!(await confirmConversationDelete())) return;
      if (!row.isOnServerOnly) {
        remove(row.id);
        return;
      }
      const actions = useServerConversationsStore.getState().actions;
      if (!(await actions?.removeFromServer(row.id))) {
        showToast({
          title: 'Could not delete this conversation',
          description: 'Check your connection and try again.',
          variant: 'destructive',
        });
      }
    },
  };
}
