import type { RewardNotification } from '@polymath/shared';
import { RewardSymbol } from '@/components/rewards/reward-symbol';
import { cn } from '@/lib/cn';
import { accentOf } from './reward-colors';

/** The Recent Activity tab's empty text (001 §2), kept exactly. */
export const NO_RECENT_ACTIVITY_TEXT =
  'No recent activity. Start using the AI to see notifications here!';

/** The Recent Activity tab: reward notifications, newest first. */
export function RecentActivityList({ notifications }: { notifications: RewardNotification[] }) {
  if (notifications.length === 0) {
    return (
      <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-muted-foreground">
        {NO_RECENT_ACTIVITY_TEXT}
      </p>
    );
  }
  return (
    <ul className="grid gap-2">
      {notifications.map((notification) => (
        <li
          key={notification.id}
          className="flex items-start gap-3 rounded-lg border bg-card px-3 py-2.5"
        >
          <span
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-full',
              accentOf(notification.color),
            )}
          >
            <RewardSymbol icon={notification.icon} className="size-4.5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium">{notification.title}</p>
            <p className="text-muted-foreground">{notification.message}</p>
            <time dateTime={notification.timestamp} className="text-xs text-muted-foreground">
              {new Date(notification.timestamp).toLocaleString(undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>
          </div>
          {notification.points > 0 && (
            <span className="shrink-0 text-xs font-semibold text-primary">
              +{notification.points}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
