import { Info } from 'lucide-react';
import { LogoMark } from '@/components/brand/logo-mark';
import { Badge } from '@/components/ui/badge';
import { COMING_SOON } from '@/components/ui/unavailable-control';
import type { ChatMessage } from '../stores/chat-store';

/** One message: the user's on the right, Polymath's on the left. */
export function MessageItem({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <div className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere] sm:max-w-[75%]">
          <span className="sr-only">You: </span>
          {message.content}
        </p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full border bg-card">
        <LogoMark className="size-5" />
      </span>
      <div className="min-w-0 max-w-[85%] rounded-2xl rounded-tl-md border bg-card px-4 py-2.5 text-sm sm:max-w-[75%]">
        <p className="mb-1 flex flex-wrap items-center gap-2 text-xs font-semibold">
          Polymath
          {message.isNotice && (
            <Badge variant="warning">
              <Info className="size-3" aria-hidden />
              AI engine: {COMING_SOON}
            </Badge>
          )}
        </p>
        <p className="whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]">
          {message.content}
        </p>
      </div>
    </div>
  );
}
