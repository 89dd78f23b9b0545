import type {
  EducationalSubject,
  EducationalSubjects,
  EducationalSubjectsResponse,
} from '@polymath/shared';

/** A subject for tests, with two sources unless told otherwise. */
export function makeSubject(
  title: string,
  overrides: Partial<EducationalSubject> = {},
): EducationalSubject {
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return {
    title,
    description: `Learn ${title}.`,
    difficulty: 'beginner',
    estimatedTime: '2-4 weeks',
    sources: [
      {
        type: 'course',
        name: `${title} Course`,
        description: `A free course on ${title}.`,
        url: `https://courses.example.org/${slug}`,
      },
      {
        type: 'reference',
        name: `${title} Reference`,
        description: `Reference pages on ${title}.`,
        url: `https://reference.example.org/${slug}`,
      },
    ],
    ...overrides,
  };
}

/** A small directory: three categories, five subjects of mixed levels. */
export function makeDirectory(): EducationalSubjects {
  return {
    Mathematics: {
      description: 'Numbers and structure.',
      subjects: {
        algebra: makeSubject('Algebra'),
        calculus: makeSubject('Calculus', {
          difficulty: 'intermediate',
          description: 'Rates of change and accumulation.',
          estimatedTime: '10-12 weeks',
        }),
      },
    },
    Physics: {
      description: 'Matter and energy.',
      subjects: {
        'quantum-mechanics': makeSubject('Quantum Mechanics', { difficulty: 'advanced' }),
        'classical-mechanics': makeSubject('Classical Mechanics', {
          sources: [
            {
              type: 'textbook',
              name: 'OpenStax University Physics',
              description: 'A free textbook.',
              url: 'https://openstax.org/details/books/university-physics-volume-1',
            },
            {
              type: 'app',
              name: 'PhET Simulations',
              description: 'Interactive simulations.',
              url: 'https://phet.colorado.edu/',
            },
            {
              type: 'government',
              name: 'NASA Science',
              description: 'NASA explainers.',
              url: 'https://science.nasa.gov/',
            },
          ],
        }),
      },
    },
    History: {
      description: 'The human past.',
      subjects: { 'world-history': makeSubject('World History', { difficulty: 'intermediate' }) },
    },
  };
}

/** The GET /api/educational-subjects/all body for a directory. */
export function makeSubjectsResponse(
  directory: EducationalSubjects = makeDirectory(),
): EducationalSubjectsResponse {
  const categories = Object.values(directory);
  return {
    success: true,
    data: directory,
    totalCategories: categories.length,
    totalSubjects: categories.reduce((sum, c) => sum + Object.keys(c.subjects).length, 0),
  };
}
