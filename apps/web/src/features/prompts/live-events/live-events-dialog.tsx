import { useId } from 'react';
import { LIVE_EVENTS } from '@polymath/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useAiEngine } from '@/lib/ai-engine-query';
import {
  LIVE_EVENT_CATEGORY_PRESETS,
  LIVE_EVENT_QUICK_ACTION_PRESETS,
  type LiveEventPreset,
} from './live-event-presets';

/** Props of LiveEventsDialog. */
export interface LiveEventsDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends a preset question to the chat. */
  onSend: (text: string) => void;
}

/**
 * The Live Events dialog (000 §2): a grid of news categories and four quick actions. Each one sends
 * its preset question to the chat and closes the dialog.
 */
export function LiveEventsDialog({ open, onOpenChange, onSend }: LiveEventsDialogProps) {
  const categoriesHeadingId = useId();
  const quickActionsHeadingId = useId();
  // With network lookups switched off the server reads no feeds: every topic would come back empty.
  const { data: engine } = useAiEngine();
  const isNewsOff = engine?.capabilities.news === false;
  const handlePick = (preset: LiveEventPreset) => {
    onSend(preset.question);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Live Events"
        description="Ask about what is happening now. Pick a topic to send its question to the chat."
        className="max-w-2xl"
      >
        {isNewsOff && (
          <p className="rounded-lg border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
            News is off on this server: it does not reach the web, so it has no headlines to show.
          </p>
        )}
        <section aria-labelledby={categoriesHeadingId} className="grid gap-2">
          <h3 id={categoriesHeadingId} className="text-sm font-medium text-muted-foreground">
            Categories
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {LIVE_EVENTS.categories.map((category) => {
              const preset = LIVE_EVENT_CATEGORY_PRESETS[category];
              const Icon = preset.icon;
              return (
                <li key={category}>
                  <button
                    type="button"
                    disabled={isNewsOff}
                    onClick={() => handlePick(preset)}
                    className="flex min-h-20 w-full flex-col items-center justify-center gap-2 rounded-lg border bg-card p-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-card"
                  >
                    <Icon className="size-5 text-primary" aria-hidden />
                    {preset.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby={quickActionsHeadingId} className="grid gap-2">
          <h3 id={quickActionsHeadingId} className="text-sm font-medium text-muted-foreground">
            Quick actions
          </h3>
          <ul className="flex flex-wrap gap-2">
            {LIVE_EVENTS.quickActions.map((action) => {
              const preset = LIVE_EVENT_QUICK_ACTION_PRESETS[action];
              const Icon = preset.icon;
              return (
                <li key={action}>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={isNewsOff}
                    onClick={() => handlePick(preset)}
                  >
                    <Icon aria-hidden />
                    {preset.label}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
