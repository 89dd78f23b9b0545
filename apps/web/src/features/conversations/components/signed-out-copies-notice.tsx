import { useState } from 'react';
import { Lock } from 'lucide-react';
import { getDisplayTitle, type Conversation } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { askConfirmation } from '@/components/ui/use-confirm';
import { cn } from '@/lib/cn';
import {
  forgetSignedOutCopies,
  readableConversations,
  useSignedOutCopiesStore,
} from '../stores/signed-out-copies';

function countConversations(count: number): string {
  return count === 1 ? '1 conversation' : `${count} conversations`;
}

/** One kept conversation, read only: who said what, in order. */
function ReadOnlyConversation({ conversation }: { conversation: Conversation }) {
  return (
    <ol aria-label="Messages" className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto pr-1">
      {conversation.messages.map((message) => (
        <li key={message.id} className="flex flex-col gap-0.5">
          <span className="text-xs font-medium text-muted-foreground">
            {message.role === 'user' ? 'You' : 'Assistant'}
          </span>
          <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Under the conversation list after the server ended an account's session (a password reset, a
 * session closed elsewhere): that account's conversations, kept read only in this browser until
 * it signs in again, each readable in a dialog, and a way to remove them from this browser.
 */
export function SignedOutCopiesNotice({ className }: { className?: string }) {
  const copies = useSignedOutCopiesStore((state) => state.copies);
  const [reading, setReading] = useState<Conversation | null>(null);
  if (!copies) return null;
  const conversations = readableConversations(copies);

  const handleRemove = async () => {
    const isConfirmed = await askConfirmation({
      title: 'Remove kept conversations',
      description: `Remove ${countConversations(conversations.length)} of ${copies.name}'s account from this browser? Those saved to the account stay there.`,
      confirmLabel: 'Remove',
      isDestructive: true,
    });
    if (isConfirmed) forgetSignedOutCopies();
  };

  return (
    <section
      aria-label="Signed-out conversations"
      className={cn('flex flex-col gap-1.5 rounded-md border bg-muted/40 p-2 text-xs', className)}
    >
      <p className="flex items-start gap-1.5 text-muted-foreground">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span>
          Signed out of {copies.name}&apos;s account: {countConversations(conversations.length)}{' '}
          kept here, read only, until you sign in again.
        </span>
      </p>
      <ul className="flex flex-col">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => setReading(conversation)}
              className="w-full truncate rounded px-1.5 py-1 text-left text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {getDisplayTitle(conversation)}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="self-start" onClick={() => void handleRemove()}>
        Remove from this browser
      </Button>
      <Dialog open={reading !== null} onOpenChange={(isOpen) => !isOpen && setReading(null)}>
        {reading && (
          <DialogContent
            title={`${getDisplayTitle(reading)} (read only)`}
            description="Sign in again to continue this conversation."
          >
            <ReadOnlyConversation conversation={reading} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
