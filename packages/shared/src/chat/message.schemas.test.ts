import { describe, expect, it } from 'vitest';
import { CONVERSATION_STORE } from '../constants';
import { MessageSchema } from './message.schemas';

const chatMessage = {
  id: 'm1',
  role: 'user',
  content: 'What is recursion?',
  timestamp: '2025-01-31T09:30:00.000Z',
};

describe('message', () => {
  it('accepts the chat form and starts without feedback', () => {
    expect(MessageSchema.parse(chatMessage).feedback).toBeNull();
  });

  it("accepts document 000's answer details", () => {
    const answer = {
      ...chatMessage,
      role: 'assistant',
      feedback: 'like',
      fileName: 'notes.pdf',
      fileAnalysis: { summary: 's', keyPoints: ['k'], extractedText: 't', analysis: 'a' },
      sources: [{ source: 'Wikipedia', reliability: 0.94, content: 'excerpt' }],
      verification: { confidence: 0.75, inconsistencies: ['dates differ'] },
      model: 'polymath-local',
    };
    expect(MessageSchema.safeParse(answer).success).toBe(true);
  });

  it("accepts document 001's stored scoring", () => {
    const stored = {
      ...chatMessage,
      extractedContext: {
        entities: [],
        concepts: ['recursion'],
        relationships: [],
        codeSnippets: [],
        learningTopics: ['algorithms'],
        userPreferences: [],
        projectDetails: [],
        emotionalTone: 'neutral',
        technicalLevel: 'beginner',
        priority: 'medium',
      },
      contextRelevance: CONVERSATION_STORE.relevanceMin,
      memoryImportance: CONVERSATION_STORE.importanceMax,
    };
    expect(MessageSchema.safeParse(stored).success).toBe(true);
  });

  it('keeps memory importance within 1 to 10', () => {
    expect(MessageSchema.safeParse({ ...chatMessage, memoryImportance: 1 }).success).toBe(true);
    expect(MessageSchema.safeParse({ ...chatMessage, memoryImportance: 0 }).success).toBe(false);
    expect(MessageSchema.safeParse({ ...chatMessage, memoryImportance: 11 }).success).toBe(false);
  });

  it('keeps context relevance within 0 to 10', () => {
    expect(MessageSchema.safeParse({ ...chatMessage, contextRelevance: 10 }).success).toBe(true);
    expect(MessageSchema.safeParse({ ...chatMessage, contextRelevance: 10.5 }).success).toBe(false);
    expect(MessageSchema.safeParse({ ...chatMessage, contextRelevance: -1 }).success).toBe(false);
  });

  it("keeps the chat's reply state, so a reply cut off by a reload is picked up", () => {
    const reply = {
      ...chatMessage,
      role: 'assistant',
      status: 'streaming',
      requestId: '5f0c2a1e-7d4b-4c1a-9a53-2f1e8b6c9d70',
      errorDetails: 'HTTP 502',
      loadingCategory: 'solving math',
      isFeedbackUnsent: true,
    };
    expect(MessageSchema.parse(reply)).toMatchObject(reply);
    const answer = { ...chatMessage, replyTo: { messageId: 'm0', preview: 'Earlier answer' } };
    expect(MessageSchema.parse(answer).replyTo).toEqual(answer.replyTo);
  });

  it('refuses unknown reply states and loading labels', () => {
    expect(MessageSchema.safeParse({ ...chatMessage, status: 'waiting' }).success).toBe(false);
    expect(MessageSchema.safeParse({ ...chatMessage, loadingCategory: 'napping' }).success).toBe(
      false,
    );
    expect(MessageSchema.safeParse({ ...chatMessage, replyTo: { preview: 'x' } }).success).toBe(
      false,
    );
  });

  it('refuses unknown roles and feedback values', () => {
    expect(MessageSchema.safeParse({ ...chatMessage, role: 'system' }).success).toBe(false);
    expect(MessageSchema.safeParse({ ...chatMessage, feedback: 'love' }).success).toBe(false);
  });
});
