import { formatStorageSize } from '@polymath/shared';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useServerConversationsStore } from '../stores/server-conversations-store';

/** Past this share of the quota the bar turns to a warning colour. */
const NEARLY_FULL_SHARE = 0.9;

function describeUnsynced(count: number): string {
  const conversations = count === 1 ? '1 conversation' : `${count} conversations`;
  return `Storage full: ${conversations} not synced. Kept in this browser only; delete conversations you no longer need to make room.`;
}

/**
 * A signed-in user's conversation storage under the conversation list: how much of the quota is
 * used, and, when the server refused a conversation for lack of space, a notice that it is kept in
 * this browser only. Nothing for guests.
 */
export function StorageNotice({ className }: { className?: string }) {
  const usage = useServerConversationsStore((state) => state.usage);
  const unsyncedCount = useServerConversationsStore((state) => state.unsyncedIds.length);
  if (!usage) return null;
  const share = usage.quotaBytes > 0 ? usage.usedBytes / usage.quotaBytes : 1;
  const isNearlyFull = unsyncedCount > 0 || share >= NEARLY_FULL_SHARE;
  return (
    <div className={cn('flex flex-col gap-1.5 text-xs', className)}>
      {unsyncedCount > 0 && (
        <p
          role="status"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-2 py-1.5 text-destructive"
        >
          {describeUnsynced(unsyncedCount)}
        </p>
      )}
      <Progress
        aria-label="Conversation storage used"
        value={Math.min(usage.usedBytes, usage.quotaBytes)}
        max={usage.quotaBytes}
        className="h-1"
        indicatorClassName={cn(isNearlyFull && 'bg-destructive')}
      />
      <p className="text-muted-foreground">
        {formatStorageSize(usage.usedBytes)} of {formatStorageSize(usage.quotaBytes)} used
      </p>
    </div>
  );
}
