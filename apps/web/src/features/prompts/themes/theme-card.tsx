import { useId } from 'react';
import { Crown, Lock, MessageSquarePlus } from 'lucide-react';
import type { ConversationTheme } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { UnavailableControl } from '@/components/ui/unavailable-control';
import { THEME_CATEGORY_FILTER_LABELS } from './theme-category-chips';

/** Props of ThemeCard. */
export interface ThemeCardProps {
  theme: ConversationTheme;
  /** A premium theme for a non-premium user: starters cannot be picked, Upgrade is offered. */
  isLocked: boolean;
  onPickStarter: (starter: string) => void;
  /** Starters this server cannot answer (no language model): shown, but not sent. */
  isUnanswerable?: (starter: string) => boolean;
  /** Offers Premium (the app opens the upgrade dialog); without it Upgrade shows as unavailable. */
  onUpgrade?: () => void;
}

/** One conversation theme with its starter prompts (001 §2 AI Conversation Themes dialog). */
export function ThemeCard({
  theme,
  isLocked,
  onPickStarter,
  onUpgrade,
  isUnanswerable = () => false,
}: ThemeCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs"
    >
      <header className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold">
            {theme.title}
          </h3>
          <Badge variant="outline">{THEME_CATEGORY_FILTER_LABELS[theme.category]}</Badge>
          {theme.premium && (
            <Badge variant="warning">
              <Crown className="size-3" aria-hidden />
              Premium
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{theme.description}</p>
      </header>
      <ul aria-label={`${theme.title} starters`} className="grid gap-1.5">
        {theme.starters.map((starter) => (
          <li key={starter}>
            <StarterButton
              starter={starter}
              isLocked={isLocked}
              needsModel={!isLocked && isUnanswerable(starter)}
              onPick={onPickStarter}
            />
          </li>
        ))}
      </ul>
      {isLocked && onUpgrade && (
        <Button variant="outline" size="sm" className="self-start" onClick={onUpgrade}>
          <Crown aria-hidden />
          Upgrade
        </Button>
      )}
      {isLocked && !onUpgrade && (
        <UnavailableControl>
          {(unavailableProps) => (
            <Button variant="outline" size="sm" className="self-start" {...unavailableProps}>
              <Crown aria-hidden />
              Upgrade
            </Button>
          )}
        </UnavailableControl>
      )}
    </article>
  );
}

const NEEDS_MODEL_NOTE = 'Needs a language model';

/** A starter prompt: sent when picked, unless locked or beyond what this server can answer. */
function StarterButton({
  starter,
  isLocked,
  needsModel,
  onPick,
}: {
  starter: string;
  isLocked: boolean;
  needsModel: boolean;
  onPick: (starter: string) => void;
}) {
  const noteId = useId();
  return (
    <button
      type="button"
      disabled={isLocked || needsModel}
      aria-describedby={needsModel ? noteId : undefined}
      onClick={() => onPick(starter)}
      className="flex w-full items-start gap-2 rounded-lg border border-transparent bg-secondary/60 px-3 py-2 text-left text-sm transition-colors hover:border-border hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-transparent disabled:hover:bg-secondary/60"
    >
      {isLocked ? (
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      ) : (
        <MessageSquarePlus className="mt-0.5 size-3.5 shrink-0 text-primary" aria-hidden />
      )}
      <span className="min-w-0">
        {starter}
        {needsModel && (
          <span id={noteId} className="block text-xs text-muted-foreground">
            {NEEDS_MODEL_NOTE}
          </span>
        )}
      </span>
    </button>
  );
}
