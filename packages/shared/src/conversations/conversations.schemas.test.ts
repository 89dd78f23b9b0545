import { describe, expect, it } from 'vitest';
import { GlobalContextSchema } from './context.schemas';
import { ConversationSchema, RenameConversationSchema } from './conversation.schemas';
import {
  CONVERSATION_THEME_IDS,
  ConversationThemeSchema,
  PREMIUM_CONVERSATION_THEME_IDS,
} from './theme.schemas';

const at = '2025-01-31T09:30:00.000Z';
const message = { id: 'm1', role: 'user', content: 'Hi', timestamp: at };

describe('conversation', () => {
  it("accepts document 000's plain form", () => {
    const conversation = { id: 'c1', title: '', messages: [message], updatedAt: at };
    expect(ConversationSchema.safeParse(conversation).success).toBe(true);
  });

  it("accepts document 001's stored form", () => {
    const conversation = {
      id: 'c1',
      title: 'Recursion',
      messages: [message],
      createdAt: at,
      updatedAt: at,
      summary: 'About recursion',
      archived: false,
      topics: ['algorithms'],
      messageCount: 1,
    };
    expect(ConversationSchema.safeParse(conversation).success).toBe(true);
  });

  it('refuses a conversation holding an invalid message', () => {
    const conversation = {
      id: 'c1',
      title: 'x',
      messages: [{ ...message, memoryImportance: 12 }],
      updatedAt: at,
    };
    expect(ConversationSchema.safeParse(conversation).success).toBe(false);
  });

  it('ignores a rename that is blank after trimming', () => {
    expect(RenameConversationSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(RenameConversationSchema.parse({ title: ' Plans ' }).title).toBe('Plans');
  });
});

describe('global context', () => {
  const context = {
    userPreferences: [],
    learningProfile: { technicalLevel: 'intermediate', learningTopics: [] },
    conversationPatterns: { question: 3 },
    recentTopics: ['a', 'b'],
    frequentConcepts: [],
  };

  it('keeps at most 10 recent topics (3 new and 7 old)', () => {
    const topics = Array.from({ length: 10 }, (_, index) => `topic ${index}`);
    expect(GlobalContextSchema.safeParse({ ...context, recentTopics: topics }).success).toBe(true);
    const tooMany = [...topics, 'one more'];
    expect(GlobalContextSchema.safeParse({ ...context, recentTopics: tooMany }).success).toBe(
      false,
    );
  });

  it('refuses an unknown technical level', () => {
    const learningProfile = { technicalLevel: 'guru', learningTopics: [] };
    expect(GlobalContextSchema.safeParse({ ...context, learningProfile }).success).toBe(false);
  });
});

describe('conversation themes', () => {
  it('lists nine themes, three of them premium', () => {
    expect(CONVERSATION_THEME_IDS).toHaveLength(9);
    expect(PREMIUM_CONVERSATION_THEME_IDS).toEqual([
      'innovation-lab',
      'rapid-insights',
      'global-perspectives',
    ]);
  });

  it('defaults premium to false and refuses unknown categories', () => {
    const theme = {
      id: 'technical-help',
      title: 'Technical Help',
      description: 'Debug and design',
      category: 'technical',
      starters: ['Help me debug this'],
    };
    expect(ConversationThemeSchema.parse(theme).premium).toBe(false);
    expect(ConversationThemeSchema.safeParse({ ...theme, category: 'sports' }).success).toBe(false);
  });
});
