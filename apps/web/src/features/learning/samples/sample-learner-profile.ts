import type { Interest, KnowledgeGap } from '@polymath/shared';

/*
 * The interests and knowledge gaps shown with the sample paths when the learning endpoints cannot be
 * reached (001 §7). They describe a plausible learner so every tab of the page can be explored.
 */

/** Sample interests, keyed by category as GET /api/learning-paths/interests answers. */
export const SAMPLE_INTERESTS: Record<string, Interest[]> = {
  'Computer Science': [
    {
      topic: 'JavaScript',
      category: 'Computer Science',
      frequency: 6,
      lastMentioned: '2025-01-30T16:20:00.000Z',
      confidenceLevel: 'intermediate',
      keyQuestions: [
        'What is the difference between let, const and var?',
        'How do promises and async/await relate?',
        'When should I use map instead of forEach?',
      ],
    },
    {
      topic: 'Python',
      category: 'Computer Science',
      frequency: 3,
      lastMentioned: '2025-01-28T10:05:00.000Z',
      confidenceLevel: 'novice',
      keyQuestions: ['How do I read a CSV file in Python?', 'What is a list comprehension?'],
    },
  ],
  Mathematics: [
    {
      topic: 'Linear algebra',
      category: 'Mathematics',
      frequency: 4,
      lastMentioned: '2025-01-29T19:45:00.000Z',
      confidenceLevel: 'novice',
      keyQuestions: [
        'What does an eigenvector mean geometrically?',
        'Why is matrix multiplication not commutative?',
      ],
    },
  ],
};

/** Sample knowledge gaps, keyed by category as GET /api/learning-paths/gaps answers. */
export const SAMPLE_GAPS: Record<string, KnowledgeGap[]> = {
  'Computer Science': [
    {
      topic: 'Closures',
      category: 'Computer Science',
      gapType: 'concept',
      detectedFrom: [
        'Why does my loop print the same number every time in setTimeout?',
        'What exactly is a closure in JavaScript and why would I use one in practice?',
      ],
      priority: 'high',
      suggestedResources: ['The Modern JavaScript Tutorial'],
    },
  ],
  Mathematics: [
    {
      topic: 'Eigenvalues',
      category: 'Mathematics',
      gapType: 'application',
      detectedFrom: [
        'How are eigenvalues used in principal component analysis for real data sets?',
      ],
      priority: 'medium',
      suggestedResources: ['Essence of Linear Algebra (3Blue1Brown)'],
    },
  ],
};
