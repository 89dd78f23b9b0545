import type {
  Interest,
  KnowledgeGap,
  LearningAnalytics,
  LearningPath,
  Resource,
  WikipediaKnowledge,
} from '@polymath/shared';
import type { StubHandler } from '@/testing/stub-api-server';

export { stubApiServer as stubLearningServer } from '@/testing/stub-api-server';
export type { StubbedRequest as SeenRequest } from '@/testing/stub-api-server';

/** A resource of a test path. */
export function makeResource(id: string, overrides: Partial<Resource> = {}): Resource {
  return {
    id,
    type: 'article',
    title: `Resource ${id}`,
    url: `https://example.org/${id}`,
    description: '',
    duration: '10 min',
    difficulty: 'beginner',
    tags: [],
    completed: false,
    ...overrides,
  };
}

/** A learning path as the server would send it. */
export function makePath(id: string, overrides: Partial<LearningPath> = {}): LearningPath {
  return {
    id,
    title: `Path ${id}`,
    description: `About ${id}`,
    difficulty: 'beginner',
    estimatedTime: '1-2 weeks',
    topics: ['one', 'two'],
    prerequisites: [],
    category: 'Computer Science',
    progress: 0,
    recommended: false,
    relevanceScore: 50,
    resources: [makeResource(`${id}-r1`), makeResource(`${id}-r2`)],
    ...overrides,
  };
}

/** An interest as the server would send it. */
export function makeInterest(
  topic: string,
  category: string,
  overrides: Partial<Interest> = {},
): Interest {
  return {
    topic,
    category,
    frequency: 2,
    lastMentioned: '2025-01-31T09:30:00.000Z',
    confidenceLevel: 'novice',
    keyQuestions: [`What is ${topic}?`],
    ...overrides,
  };
}

/** A knowledge gap as the server would send it. */
export function makeGap(
  topic: string,
  category: string,
  overrides: Partial<KnowledgeGap> = {},
): KnowledgeGap {
  return {
    topic,
    category,
    gapType: 'application',
    detectedFrom: [`How do I apply ${topic}?`],
    priority: 'high',
    suggestedResources: [],
    ...overrides,
  };
}

/** Analytics as the server would send them. */
export function makeAnalytics(overrides: Partial<LearningAnalytics> = {}): LearningAnalytics {
  return {
    totalInterests: 2,
    activeCategories: 1,
    knowledgeGaps: 1,
    recommendedPaths: 1,
    progressSummary: { notStarted: 2, inProgress: 0, completed: 0 },
    totalResources: 4,
    completedResources: 0,
    averageProgress: 0,
    skillLevel: 'beginner',
    ...overrides,
  };
}

/** What the five learning-path GETs answer in a test. */
export interface LearningData {
  recommendations?: LearningPath[];
  paths?: LearningPath[];
  interests?: Record<string, Interest[]>;
  gaps?: Record<string, KnowledgeGap[]>;
  analytics?: LearningAnalytics;
}

/** Routes answering the five learning-path GETs with `data` (missing lists are empty). */
export function learningRoutes(data: LearningData): Record<string, StubHandler> {
  return {
    'GET /api/learning-paths/recommendations': () =>
      Response.json({ recommendations: data.recommendations ?? [] }),
    'GET /api/learning-paths/all': () => Response.json({ paths: data.paths ?? [] }),
    'GET /api/learning-paths/interests': () => Response.json({ interests: data.interests ?? {} }),
    'GET /api/learning-paths/gaps': () => Response.json({ gaps: data.gaps ?? {} }),
    'GET /api/learning-paths/analytics': () =>
      Response.json({ analytics: data.analytics ?? makeAnalytics() }),
  };
}

/** The encyclopedia summary as the server would send it. */
export function makeWikipediaKnowledge(
  overrides: Partial<WikipediaKnowledge> = {},
): WikipediaKnowledge {
  return {
    totalArticles: 0,
    categories: 0,
    systemStats: { articlesProcessedToday: 0, averageReliability: 0.94 },
    knowledgeByCategory: {},
    lastUpdate: null,
    ...overrides,
  };
}

/**
 * Routes for the two writes, answering like the server: the path as it now is (a resource done, or
 * progress raised), kept across calls.
 */
export function pathWriteRoutes(paths: LearningPath[]): Record<string, StubHandler> {
  const saved = new Map(paths.map((path) => [path.id, structuredClone(path)]));
  const answer = (path: LearningPath | undefined) =>
    path
      ? Response.json({ success: true, path })
      : Response.json(
          { success: false, error: 'No such path', code: 'NOT_FOUND' },
          { status: 404 },
        );
  return {
    'POST /api/learning-paths/update-progress': ({ body }) => {
      const { pathId, progress } = body as { pathId: string; progress: number };
      const path = saved.get(pathId);
      if (path) path.progress = Math.max(path.progress, progress);
      return answer(path);
    },
    'POST /api/learning-paths/complete-resource': ({ body }) => {
      const { pathId, resourceId } = body as { pathId: string; resourceId: string };
      const path = saved.get(pathId);
      if (path) {
        path.resources = path.resources.map((resource) =>
          resource.id === resourceId ? { ...resource, completed: true } : resource,
        );
        const done = path.resources.filter((resource) => resource.completed).length;
        const fromResources = Math.round((done / path.resources.length) * 100);
        path.progress = Math.max(fromResources, Math.min(path.progress, 99));
      }
      return answer(path);
    },
  };
}
