import { describe, expect, it } from 'vitest';
import { AdaptiveLearningPathSchema, LearningNodeSchema } from './adaptive-path.schemas';
import {
  InterestsResponseSchema,
  KnowledgeGapSchema,
  LearningPathSchema,
  ResourceSchema,
  isKnownResourceType,
} from './learning-path.schemas';
import { EducationalSubjectsResponseSchema, SUBJECT_SOURCE_TYPES } from './subjects.schemas';

const resource = {
  id: 'r1',
  type: 'article',
  title: 'Intro to React',
  url: 'https://react.dev/learn',
  description: 'The official guide',
  duration: '30 min',
  difficulty: 'beginner',
  tags: ['react'],
};
const path = {
  id: 'p1',
  title: 'React Basics',
  description: 'Components and state',
  difficulty: 'beginner',
  estimatedTime: '1-2 weeks',
  topics: ['components'],
  prerequisites: [],
  category: 'programming',
  progress: 0,
  recommended: true,
  relevanceScore: 0.8,
  resources: [resource],
};
const node = {
  id: 'n1',
  title: 'HTML',
  category: 'web',
  description: 'Markup',
  difficulty: 'beginner',
  estimatedTime: '3 hours',
  prerequisites: [],
  skills: ['html'],
  status: 'available',
  progress: 0,
  xpReward: 100,
};

describe('learning paths', () => {
  it('accepts a path and marks its resources not completed by default', () => {
    expect(LearningPathSchema.parse(path).resources[0]?.completed).toBe(false);
  });

  it('keeps progress within 0 to 100', () => {
    expect(LearningPathSchema.safeParse({ ...path, progress: 100 }).success).toBe(true);
    expect(LearningPathSchema.safeParse({ ...path, progress: 101 }).success).toBe(false);
  });

  it('refuses an unknown difficulty', () => {
    expect(LearningPathSchema.safeParse({ ...path, difficulty: 'expert' }).success).toBe(false);
  });

  it('keeps resource types it has no icon for', () => {
    expect(ResourceSchema.parse({ ...resource, type: 'podcast' }).type).toBe('podcast');
    expect(isKnownResourceType('podcast')).toBe(false);
    expect(isKnownResourceType('quiz')).toBe(true);
  });

  it('accepts interests keyed by category and refuses an unknown confidence level', () => {
    const interest = {
      topic: 'React',
      category: 'programming',
      frequency: 3,
      lastMentioned: '2025-01-31T09:30:00.000Z',
      confidenceLevel: 'novice',
      keyQuestions: ['What is JSX?'],
    };
    expect(
      InterestsResponseSchema.safeParse({ interests: { programming: [interest] } }).success,
    ).toBe(true);
    const expert = { ...interest, confidenceLevel: 'expert' };
    expect(
      InterestsResponseSchema.safeParse({ interests: { programming: [expert] } }).success,
    ).toBe(false);
  });

  it('keeps the gap type open', () => {
    const gap = {
      topic: 'Hooks',
      category: 'programming',
      gapType: 'application',
      detectedFrom: ['How do I use useEffect?'],
      priority: 'high',
      suggestedResources: [],
    };
    expect(KnowledgeGapSchema.safeParse({ ...gap, gapType: 'terminology' }).success).toBe(true);
  });
});

describe('educational subjects', () => {
  const directory = {
    success: true,
    data: {
      Mathematics: {
        description: 'Numbers and structures',
        subjects: {
          algebra: {
            title: 'Algebra',
            description: 'Equations',
            difficulty: 'beginner',
            estimatedTime: '4-6 weeks',
            sources: [
              {
                type: 'course',
                name: 'Khan Academy',
                description: 'Free',
                url: 'https://khanacademy.org',
              },
            ],
          },
        },
      },
    },
    totalCategories: 1,
    totalSubjects: 1,
  };

  it('lists the ten source types', () => {
    expect(SUBJECT_SOURCE_TYPES).toHaveLength(10);
  });

  it('accepts a directory and refuses a source type outside the ten', () => {
    expect(EducationalSubjectsResponseSchema.safeParse(directory).success).toBe(true);
    const blog = structuredClone(directory);
    blog.data.Mathematics.subjects.algebra.sources[0]!.type = 'blog';
    expect(EducationalSubjectsResponseSchema.safeParse(blog).success).toBe(false);
  });
});

describe('adaptive learning paths', () => {
  const adaptive = {
    id: 'web-development-fundamentals',
    title: 'Web Development Fundamentals',
    category: 'web',
    description: 'From HTML to deployment',
    totalNodes: 1,
    completedNodes: 0,
    estimatedHours: 30,
    difficulty: 'beginner',
    prerequisites: [],
    outcomes: ['Build a site'],
    nodes: [node],
  };

  it('accepts a path with its nodes', () => {
    expect(AdaptiveLearningPathSchema.safeParse(adaptive).success).toBe(true);
  });

  it('refuses more completed nodes than nodes', () => {
    expect(AdaptiveLearningPathSchema.safeParse({ ...adaptive, completedNodes: 2 }).success).toBe(
      false,
    );
  });

  it('refuses unknown node statuses', () => {
    expect(LearningNodeSchema.safeParse({ ...node, status: 'in_progress' }).success).toBe(true);
    expect(LearningNodeSchema.safeParse({ ...node, status: 'started' }).success).toBe(false);
  });

  it('keeps node XP rewards within 100 to 250', () => {
    expect(LearningNodeSchema.safeParse({ ...node, xpReward: 250 }).success).toBe(true);
    expect(LearningNodeSchema.safeParse({ ...node, xpReward: 99 }).success).toBe(false);
    expect(LearningNodeSchema.safeParse({ ...node, xpReward: 251 }).success).toBe(false);
  });
});
