import { useState } from 'react';
import { CONVERSATION_THEME_CATEGORIES } from '@polymath/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CONVERSATION_THEMES } from './conversation-themes';
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
        <div className="grid gap-3 md:grid-cols-2">
          {visibleThemes.map((theme) => (
            <ThemeCard
              key={theme.id}
              theme={theme}
              isLocked={theme.premium && !isPremium}
              onPickStarter={handlePickStarter}
              onUpgrade={onUpgrade}
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
