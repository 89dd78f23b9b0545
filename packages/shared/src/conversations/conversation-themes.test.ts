import { describe, expect, it } from 'vitest';
import { CONVERSATION_THEMES } from './conversation-themes';
import {
  CONVERSATION_THEME_IDS,
  ConversationThemeSchema,
  PREMIUM_CONVERSATION_THEME_IDS,
} from './theme.schemas';

describe('CONVERSATION_THEMES', () => {
  it('holds every built-in theme once, in the spec order', () => {
    expect(CONVERSATION_THEMES.map((theme) => theme.id)).toEqual([...CONVERSATION_THEME_IDS]);
  });

  it.each(CONVERSATION_THEMES.map((theme) => [theme.id, theme]))(
    '%s is a valid theme with 3 or 4 distinct starters',
    (_id, theme) => {
      expect(ConversationThemeSchema.parse(theme)).toEqual(theme);
      expect(theme.starters.length).toBeGreaterThanOrEqual(3);
      expect(theme.starters.length).toBeLessThanOrEqual(4);
      expect(new Set(theme.starters).size).toBe(theme.starters.length);
    },
  );

  it('marks exactly the premium themes as premium', () => {
    const premiumIds = CONVERSATION_THEMES.filter((theme) => theme.premium).map(
      (theme) => theme.id,
    );
    expect(premiumIds).toEqual([...PREMIUM_CONVERSATION_THEME_IDS]);
  });
});
