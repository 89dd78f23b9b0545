import { describe, expect, it } from 'vitest';
import { PERSONALITY_DEFAULTS } from '../constants';
import {
  InsightSchema,
  PersonalAiProfileSchema,
  PersonalPreferenceSchema,
  PersonalitySettingsSchema,
} from './personal-ai.schemas';

const preference = {
  id: 'p1',
  category: 'communication',
  preference: 'Explanation style',
  value: 'Short, with examples',
  dateAdded: '2025-01-31T09:30:00.000Z',
};

describe('personal AI schemas', () => {
  it('defaults the personality to balanced, medium, adaptive and professional', () => {
    expect(PersonalitySettingsSchema.parse({})).toEqual(PERSONALITY_DEFAULTS);
    expect(PERSONALITY_DEFAULTS).toEqual({
      style: 'balanced',
      verbosity: 'medium',
      expertise: 'adaptive',
      tone: 'professional',
    });
  });

  it('refuses an unknown personality choice', () => {
    expect(PersonalitySettingsSchema.safeParse({ tone: 'sarcastic' }).success).toBe(false);
  });

  it('gives a profile without personality settings the defaults', () => {
    const profile = PersonalAiProfileSchema.parse({
      preferences: [preference],
      insights: [],
      learningProgress: [],
    });
    expect(profile.personalitySettings).toEqual(PERSONALITY_DEFAULTS);
  });

  it('requires both the preference name and its value', () => {
    expect(PersonalPreferenceSchema.safeParse(preference).success).toBe(true);
    expect(PersonalPreferenceSchema.safeParse({ ...preference, value: ' ' }).success).toBe(false);
    expect(PersonalPreferenceSchema.safeParse({ ...preference, category: 'food' }).success).toBe(
      false,
    );
  });

  it('refuses an unknown sentiment', () => {
    const insight = {
      id: 'i1',
      topic: 'TypeScript',
      frequency: 4,
      lastMentioned: '2025-01-31T09:30:00.000Z',
      keywords: ['types'],
      sentiment: 'positive',
    };
    expect(InsightSchema.safeParse(insight).success).toBe(true);
    expect(InsightSchema.safeParse({ ...insight, sentiment: 'angry' }).success).toBe(false);
  });
});
