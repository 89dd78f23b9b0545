import { CalendarPlus, Link2, Loader2, RefreshCw, Unlink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { askConfirmation } from '@/components/ui/use-confirm';
import { useCalendarFeedLink, useMakeFeedLink, useTurnOffFeedLink } from '../../api/calendar-feed';
import { formatDateTime } from '../../logic/format-dates';
import { CopyButton } from '../shared/copy-button';
import { inputClass } from '../shared/form-fields';
import { ListError } from '../shared/list-states';
import { reportActionFailure } from '../shared/report-failure';

/** The feed's address as another app needs it: absolute, on this site. */
function absoluteUrlOf(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * "Subscribe in another calendar app": the user's private feed link (an ICS address), made on
 * request, copied, replaced by a new one (the old stops working) or turned off.
 */
export function CalendarFeedSection() {
  const link = useCalendarFeedLink();
  const make = useMakeFeedLink();
  const turnOff = useTurnOffFeedLink();
  const isBusy = make.isPending || turnOff.isPending;
  const url = link.data?.url ? absoluteUrlOf(link.data.url) : null;
  const hasLink = url !== null || Boolean(link.data?.createdAt);

  const handleMakeNew = async () => {
    const isConfirmed = await askConfirmation({
      title: 'Make a new link?',
      description:
        'Calendar apps using the current link will stop receiving your events until you give them the new one.',
      confirmLabel: 'Make New Link',
    });
    if (isConfirmed)
      make.mutate(undefined, {
        onError: (error) => reportActionFailure('Could not make a new link', error),
      });
  };
  const handleTurnOff = async () => {
    const isConfirmed = await askConfirmation({
      title: 'Turn off the calendar feed?',
      description: 'Calendar apps subscribed to the link will stop receiving your events.',
      confirmLabel: 'Turn Off',
      isDestructive: true,
    });
    if (isConfirmed)
      turnOff.mutate(undefined, {
        onError: (error) => reportActionFailure('Could not turn the feed off', error),
      });
  };

  return (
    <section
      aria-labelledby="productivity-feed"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <h3 id="productivity-feed" className="flex items-center gap-2 font-semibold">
        <CalendarPlus className="size-4" aria-hidden />
        Subscribe in another calendar app
      </h3>
      <p className="text-sm text-muted-foreground">
        A private link shows your events in Google Calendar, Apple Calendar, Outlook or any app that
        subscribes to calendars by address. Anyone with the link can see your events.
      </p>
      {link.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Loading your calendar link...
        </p>
      ) : link.isError ? (
        <ListError
          what="your calendar link"
          message={link.error.message}
          onRetry={() => void link.refetch()}
          isRetrying={link.isFetching}
        />
      ) : hasLink ? (
        <div className="grid gap-2">
          {url ? (
            <>
              <label htmlFor="productivity-feed-url" className="text-sm font-medium">
                Your calendar link
              </label>
              <input
                id="productivity-feed-url"
                readOnly
                value={url}
                className={inputClass}
                onFocus={(event) => event.target.select()}
              />
            </>
          ) : (
            // Only the link's fingerprint is kept on the server, so it can be shown only as made.
            <p className="text-sm">
              Your calendar feed is on. The link was shown when it was made; make a new one to copy
              it again.
            </p>
          )}
          {link.data?.createdAt && (
            <p className="text-xs text-muted-foreground">
              Made {formatDateTime(link.data.createdAt)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {url && <CopyButton text={url} label="Copy Link" disabled={isBusy} />}
            <Button
              variant="outline"
              size="sm"
              onClick={() => void handleMakeNew()}
              disabled={isBusy}
            >
              <RefreshCw aria-hidden />
              Make New Link
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => void handleTurnOff()}
              disabled={isBusy}
            >
              <Unlink aria-hidden />
              Turn Off
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            make.mutate(undefined, {
              onError: (error) => reportActionFailure('Could not make the link', error),
            })
          }
          disabled={isBusy}
        >
          {make.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Link2 aria-hidden />
          )}
          Make Calendar Link
        </Button>
      )}
    </section>
  );
}
