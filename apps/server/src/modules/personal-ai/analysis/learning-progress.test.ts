import type { KnowledgeGap, LearningPath } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import type { TopicRecord } from './insights';
import { learningProgressOf } from './learning-progress';

const topic = (overrides: Partial<TopicRecord> = {}): TopicRecord => ({
  topic: 'neural network',
  category: 'Computer Science',
  frequency: 3,
  lastMentioned: Date.parse('2026-03-01T10:00:00.000Z'),
  confidenceLevel: 'intermediate',
  texts: [],
  tones: [],
  ...overrides,
});

const path = (overrides: Partial<LearningPath> = {}): LearningPath => ({
  id: 'computer-science--machine-learning',
  title: 'Machine Learning',
  description: 'Models that learn from data.',
  difficulty: 'advanced',
  estimatedTime: '8-12 weeks',
  topics: ['neural network'],
  prerequisites: [],
  category: 'Computer Science',
  progress: 0,
  recommended: true,
  relevanceScore: 2,
  resources: [
    {
      id: 'r1',
      type: 'course',
      title: 'Intro course',
      url: 'https://example.org/course',
      description: '',
      duration: '10 hours',
      difficulty: 'advanced',
      tags: [],
      completed: false,
    },
    {
      id: 'r2',
      type: 'video',
      title: 'Lecture series',
      url: 'https://example.org/video',
      description: '',
      duration: '5 hours',
      difficulty: 'advanced',
      tags: [],
      completed: false,
    },
  ],
  ...overrides,
});

const gap: KnowledgeGap = {
  topic: 'backpropagation',
  category: 'Computer Science',
  gapType: 'concept',
  detectedFrom: ['I still do not understand backpropagation'],
  priority: 'high',
  suggestedResources: ['Machine Learning: Intro course'],
};

describe('learningProgressOf', () => {
  it('gives each subject the level its topics show, weighted by how often they come up', () => {
    const [progress] = learningProgressOf(
      [
        topic({ confidenceLevel: 'novice', frequency: 1 }),
        topic({ topic: 'transformer', confidenceLevel: 'advanced', frequency: 4 }),
      ],
      { gaps: [], paths: [] },
    );
    expect(progress).toMatchObject({ subject: 'Computer Science', level: 'advanced' });
  });

  it('orders subjects by how much the user talks about them and leaves general knowledge out', () => {
    const subjects = learningProgressOf(
      [
        topic({ category: 'History', frequency: 1 }),
        topic({ category: 'General Knowledge', frequency: 9 }),
        topic({ frequency: 5 }),
      ],
      { gaps: [], paths: [] },
    ).map((progress) => progress.subject);
    expect(subjects).toEqual(['Computer Science', 'History']);
  });

  it('works towards the path under way: its completed resources, then the next one', () => {
    const started = path({
      progress: 50,
      resources: path().resources.map((resource, index) => ({
        ...resource,
        completed: index === 0,
      })),
    });
    const [progress] = learningProgressOf([topic()], { gaps: [gap], paths: [started] });
    expect(progress).toEqual({
      subject: 'Computer Science',
      level: 'intermediate',
      completedTopics: ['Intro course'],
      currentGoal: 'Finish the Machine Learning path (50% done)',
      nextSuggestion: 'Lecture series (Machine Learning)',
    });
  });

  it('aims at the first knowledge gap when no path is under way', () => {
    const [progress] = learningProgressOf([topic()], { gaps: [gap], paths: [path()] });
    expect(progress).toMatchObject({
      currentGoal: 'Understand backpropagation',
      nextSuggestion: 'Machine Learning: Intro course',
    });
  });

  it('suggests the most relevant path, else more questions, with no gap', () => {
    expect(learningProgressOf([topic()], { gaps: [], paths: [path()] })[0]).toMatchObject({
      currentGoal: 'Learn more about neural network',
      nextSuggestion: 'Start the Machine Learning path',
    });
    expect(learningProgressOf([topic()], { gaps: [], paths: [] })[0]).toMatchObject({
      nextSuggestion: 'Ask about neural network',
    });
  });

  it('raises the level to the hardest path completed, and lists a started path’s subject', () => {
    const done = path({
      category: 'Physics',
      difficulty: 'advanced',
      progress: 100,
      resources: path().resources.map((resource) => ({ ...resource, completed: true })),
    });
    const [physics] = learningProgressOf([], { gaps: [], paths: [done] });
    expect(physics).toMatchObject({
      subject: 'Physics',
      level: 'advanced',
      completedTopics: ['Intro course', 'Lecture series'],
    });
  });
});
