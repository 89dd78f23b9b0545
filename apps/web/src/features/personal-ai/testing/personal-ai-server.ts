import {
  PersonalAiProfileSchema,
  type Insight,
  type LearningProgress,
  type PersonalAiProfile,
  type PersonalPreference,
  type PersonalitySettings,
} from '@polymath/shared';
import { vi } from 'vitest';
import { stubApiServer, type StubHandler } from '@/testing/stub-api-server';

/** An insight as the server sends it. */
export function makeInsight(id: string, overrides: Partial<Insight> = {}): Insight {
  return {
    id,
    topic: `Topic ${id}`,
    frequency: 2,
    lastMentioned: '2026-05-01T09:00:00.000Z',
    keywords: [`${id}-one`, `${id}-two`],
    sentiment: 'neutral',
    ...overrides,
  };
}

/** A subject's learning progress as the server sends it. */
export function makeLearningProgress(
  subject: string,
  overrides: Partial<LearningProgress> = {},
): LearningProgress {
  return {
    subject,
    level: 'beginner',
    completedTopics: [],
    currentGoal: `Learn the basics of ${subject}`,
    nextSuggestion: `Try a ${subject} exercise`,
    ...overrides,
  };
}

/** A preference as the server sends it. */
export function makePreference(
  id: string,
  overrides: Partial<PersonalPreference> = {},
): PersonalPreference {
  return {
    id,
    category: 'communication',
    preference: `Preference ${id}`,
    value: `Value ${id}`,
    dateAdded: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A profile as GET /api/personal-ai/profile sends it (the defaults for what is not given). */
export function makeProfile(overrides: Partial<PersonalAiProfile> = {}): PersonalAiProfile {
  return PersonalAiProfileSchema.parse({
    preferences: [],
    insights: [],
    learningProgress: [],
    ...overrides,
  });
}

const notFound = () =>
  Response.json(
    { success: false, error: 'Preference not found', code: 'NOT_FOUND' },
    { status: 404 },
  );

/**
 * Stubs the Personal AI routes over one profile that changes as the server's would: preferences
 * added and deleted, personality saved, analysis answered with `analysis`. Returns the requests seen
 * and the profile as it now is.
 */
export function stubPersonalAiServer(
  initial: PersonalAiProfile,
  extra: {
    analysis?: Pick<PersonalAiProfile, 'insights' | 'learningProgress'>;
    profile?: StubHandler;
  } = {},
) {
  const profile = structuredClone(initial);
  const seen = stubApiServer({
    'GET /api/personal-ai/profile': extra.profile ?? (() => Response.json(profile)),
    'POST /api/personal-ai/personality': ({ body }) => {
      profile.personalitySettings = body as PersonalitySettings;
      return Response.json({ success: true, personalitySettings: profile.personalitySettings });
    },
    'POST /api/personal-ai/preferences': ({ body }) => {
      const preference = body as PersonalPreference;
      profile.preferences.push(preference);
      return Response.json({ success: true, preference });
    },
    'POST /api/personal-ai/analyze-conversations': () => {
      const analysis = extra.analysis ?? { insights: [], learningProgress: [] };
      profile.insights = analysis.insights;
      profile.learningProgress = analysis.learningProgress;
      return Response.json(analysis);
    },
  });
  // DELETE …/preferences/:id names a preference by id, which the exact-path stub cannot match.
  const answerStubbed = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const match = /^\/api\/personal-ai\/preferences\/([^/]+)$/.exec(url.pathname);
    if (init?.method !== 'DELETE' || !match) return answerStubbed(input, init);
    const id = decodeURIComponent(match[1]!);
    const authorization = new Headers(init.headers).get('Authorization');
    seen.push({ method: 'DELETE', path: url.pathname, search: '', authorization, body: undefined });
    const index = profile.preferences.findIndex((preference) => preference.id === id);
    if (index === -1) return notFound();
    profile.preferences.splice(index, 1);
    return Response.json({ success: true });
  });
  return { seen, profile };
}
