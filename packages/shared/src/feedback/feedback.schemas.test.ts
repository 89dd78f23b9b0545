import { describe, expect, it } from 'vitest';
import { FeedbackRequestSchema } from './feedback.schemas';

const feedbackData = {
  messageId: 'm2',
  userMessage: 'Who was Ada Lovelace?',
  aiResponse: 'A mathematician.',
  category: 'researching',
  responseTime: 420,
  verificationScore: 0.8,
  model: 'polymath-local',
  timestamp: '2025-01-31T09:30:00.000Z',
  accuracy: 0.8,
  relevance: 0.9,
  helpfulness: 0.7,
};

describe('feedback schemas', () => {
  it('accepts a like with and without feedback data', () => {
    expect(FeedbackRequestSchema.safeParse({ messageId: 'm2', isLiked: true }).success).toBe(true);
    const request = { messageId: 'm2', isLiked: false, feedbackData };
    expect(FeedbackRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a verification score above 1', () => {
    const request = {
      messageId: 'm2',
      isLiked: true,
      feedbackData: { ...feedbackData, verificationScore: 1.5 },
    };
    expect(FeedbackRequestSchema.safeParse(request).success).toBe(false);
  });
});
