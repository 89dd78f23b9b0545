import { describe, expect, it } from 'vitest';
import { CHAT } from '../constants';
import { ChatRequestSchema, ChatResponseSchema } from './chat.schemas';
import { ContextAnalysisSchema, HintSchema } from './context-analysis.schemas';

const at = '2025-01-31T09:30:00.000Z';
const source = { source: 'https://en.wikipedia.org/wiki/Ada', reliability: 0.9, content: 'Ada…' };
const feedbackData = {
  messageId: 'm2',
  userMessage: 'Who was Ada Lovelace?',
  aiResponse: 'A mathematician.',
  category: 'researching',
  responseTime: 420,
  verificationScore: 0.8,
  model: 'polymath-local',
  timestamp: at,
  accuracy: 0.8,
  relevance: 0.9,
  helpfulness: 0.7,
};
const response = {
  message: 'A mathematician.',
  model: 'polymath-local',
  sources: [source],
  verification: { confidence: 0.8, inconsistencies: [] },
  feedbackData,
};

describe('chat request', () => {
  it('fills the defaults of a bare message', () => {
    expect(ChatRequestSchema.parse({ message: 'Hello' })).toEqual({
      message: 'Hello',
      generationMode: 'chat',
      codingMode: 'off',
      conversationHistory: [],
      regenerate: false,
    });
  });

  it('accepts a message of exactly 50,000 characters', () => {
    const message = 'a'.repeat(CHAT.inputMaxChars);
    expect(ChatRequestSchema.safeParse({ message }).success).toBe(true);
  });

  it('refuses a message over 50,000 characters', () => {
    const result = ChatRequestSchema.safeParse({ message: 'a'.repeat(CHAT.inputMaxChars + 1) });
    expect(result.error?.issues[0]?.message).toBe('Message must be at most 50,000 characters');
  });

  it('refuses a blank message', () => {
    expect(ChatRequestSchema.safeParse({ message: ' \n ' }).success).toBe(false);
  });

  it('refuses more history than the last 8 messages', () => {
    const history = Array.from({ length: CHAT.historyMessages + 1 }, () => ({
      role: 'user',
      content: 'hi',
    }));
    expect(
      ChatRequestSchema.safeParse({ message: 'Hi', conversationHistory: history }).success,
    ).toBe(false);
  });

  it('refuses unknown generation and coding modes', () => {
    expect(ChatRequestSchema.safeParse({ message: 'Hi', generationMode: 'audio' }).success).toBe(
      false,
    );
    expect(ChatRequestSchema.safeParse({ message: 'Hi', codingMode: 'on' }).success).toBe(false);
  });

  it('accepts the research hand-off of the productivity tools', () => {
    const request = {
      message: 'Renewable energy trends',
      conversationId: 'research-1738315800000',
      useWebSearch: true,
      researchMode: true,
    };
    expect(ChatRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('chat response', () => {
  it('accepts an answer and defaults rewards to none', () => {
    expect(ChatResponseSchema.parse(response).rewards).toEqual([]);
  });

  it('accepts earned rewards with icon, title and message', () => {
    const rewards = [{ icon: '🏆', title: 'First Question', message: 'You asked your first one' }];
    expect(ChatResponseSchema.parse({ ...response, rewards }).rewards).toEqual(rewards);
  });

  it('refuses more than 3 sources', () => {
    const sources = [source, source, source, source];
    expect(ChatResponseSchema.safeParse({ ...response, sources }).success).toBe(false);
  });

  it('refuses a source reliability above 1', () => {
    const sources = [{ ...source, reliability: 1.01 }];
    expect(ChatResponseSchema.safeParse({ ...response, sources }).success).toBe(false);
  });

  it('refuses a verification confidence below 0', () => {
    const verification = { confidence: -0.1, inconsistencies: [] };
    expect(ChatResponseSchema.safeParse({ ...response, verification }).success).toBe(false);
  });
});

describe('context analysis', () => {
  it('accepts an analysis and refuses an unknown strength', () => {
    const analysis = {
      currentTopic: 'recursion',
      conversationDepth: 3,
      referencePatterns: ['as you said'],
      contextStrength: 'strong',
    };
    expect(ContextAnalysisSchema.safeParse(analysis).success).toBe(true);
    expect(ContextAnalysisSchema.safeParse({ ...analysis, contextStrength: 'huge' }).success).toBe(
      false,
    );
  });

  it('refuses a hint confidence above 1', () => {
    const hint = { type: 'follow-up', message: 'Building on recursion', confidence: 1.5 };
    expect(HintSchema.safeParse(hint).success).toBe(false);
  });
});
