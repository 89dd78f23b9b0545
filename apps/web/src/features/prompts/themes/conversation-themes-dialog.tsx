import { useState } from 'react';
import {
  type AiEngineResponse,
  CONVERSATION_THEME_CATEGORIES,
  CONVERSATION_THEMES,
  STARTERS_ANSWERED_OFFLINE,
} from '@polymath/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useAiEngine } from '@/lib/ai-engine-query';
import { ThemeCard } from './theme-card';
import { ThemeCategoryChips, type ThemeCategoryFilter } from './theme-category-chips';

/** Props of ConversationThemesDialog. */
export interface ConversationThemesDialogProps {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Sends a starter prompt to the chat. */
  onSend: (text: string) => void;
  /** Premium users can pick the premium themes' starters (the server's plan). */
  isPremium?: boolean;
  /** A locked theme's Upgrade: the app closes this dialog and offers Premium. */
  onUpgrade?: () => void;
}

function countThemesByFilter(): Record<ThemeCategoryFilter, number> {
  const counts = { all: CONVERSATION_THEMES.length } as Record<ThemeCategoryFilter, number>;
  for (const category of CONVERSATION_THEME_CATEGORIES) {
    counts[category] = CONVERSATION_THEMES.filter((theme) => theme.category === category).length;
  }
  return counts;
}

const THEME_COUNTS = countThemesByFilter();

/**
 * Whether the server answers only from what it ships with (the built-in engine, no web search):
 * then the starters asking for writing or advice would be turned away, and are shown as such.
 */
function answersOffline(engine: AiEngineResponse | undefined): boolean {
  return engine?.kind === 'built-in' && engine.capabilities.webSearch !== 'ready';
}

const isAnsweredOffline = (starter: string) => STARTERS_ANSWERED_OFFLINE.includes(starter);

/**
 * The AI Conversation Themes dialog (001 §2): category chips with counts and theme cards whose
 * starters are sent to the chat, closing the dialog. Premium themes are locked for other users.
 */
export function ConversationThemesDialog({
  open,
  onOpenChange,
  onSend,
  isPremium = false,
  onUpgrade,
}: ConversationThemesDialogProps) {
  const [filter, setFilter] = useState<ThemeCategoryFilter>('all');
  const { data: engine } = useAiEngine();
  const isOffline = answersOffline(engine);
  const visibleThemes =
    filter === 'all'
      ? CONVERSATION_THEMES
      : CONVERSATION_THEMES.filter((theme) => theme.category === filter);

  const handlePickStarter = (starter: string) => {
    onSend(starter);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="AI Conversation Themes"
        description="Start a conversation from a theme. Pick a prompt to send it to the chat."
        className="max-w-4xl"
      >
        <ThemeCategoryChips selected={filter} counts={THEME_COUNTS} onSelect={setFilter} />
        {isOffline && (
          <p className="rounded-lg border bg-muted/50 px-3 py-2 text-sm text-muted-foreground">
            This server answers with its built-in engine, without a language model: it can explain
            the subjects of Polymath&apos;s directory, but not write or advise. Starters that need a
            language model are marked.
          </p>
        )}
        <div className="grid gap-3 md:grid-cols-2">
          {visibleThemes.map((theme) => (
            <ThemeCard
              key={theme.id}
              theme={theme}
              isLocked={theme.premium && !isPremium}
              onPickStarter={handlePickStarter}
              onUpgrade={onUpgrade}
              isUnanswerable={isOffline ? (starter) => !isAnsweredOffline(starter) : undefined}
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
