import type { EducationalSubjects } from '@polymath/shared';

/**
 * A small directory for path tests: three categories, three levels, a repeated source name,
 * prerequisites within a category and across categories, and one subject with curated topics.
 */
export const TEST_SUBJECTS: EducationalSubjects = {
  'Computer Science': {
    description: 'Programming and computing.',
    subjects: {
      'python-programming': {
        title: 'Python Programming',
        description: 'Variables, functions and data structures in Python.',
        difficulty: 'beginner',
        estimatedTime: '4-6 weeks',
        sources: [
          {
            type: 'official',
            name: 'The Python Tutorial',
            description: 'The official tutorial.',
            url: 'https://docs.python.org/3/tutorial/',
          },
          {
            type: 'course',
            name: 'CS50P',
            description: "Harvard's free Python course.",
            url: 'https://cs50.harvard.edu/python/',
          },
        ],
      },
      'data-structures': {
        title: 'Data Structures and Algorithms',
        description: 'Arrays, hash tables, graphs and sorting, and how to choose between them.',
        difficulty: 'intermediate',
        estimatedTime: '8-10 weeks',
        prerequisites: ['python-programming'],
        sources: [
          {
            type: 'course',
            name: 'MIT OpenCourseWare',
            description: 'Introduction to Algorithms.',
            url: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
          },
          {
            type: 'video',
            name: 'MIT OpenCourseWare',
            description: 'The lecture videos.',
            url: 'https://www.youtube.com/@mitocw',
          },
          {
            type: 'practice',
            name: 'Exercism',
            description: 'Practice exercises with mentoring.',
            url: 'https://exercism.org/',
          },
          {
            type: 'reference',
            name: 'Python data structures',
            description: 'The reference chapter.',
            url: 'https://docs.python.org/3/tutorial/datastructures.html',
          },
        ],
      },
      'machine-learning': {
        title: 'Machine Learning',
        description:
          'Neural networks, regression and classification, and graphs of how a model learns.',
        difficulty: 'advanced',
        estimatedTime: '10-12 weeks',
        topics: ['machine learning', 'neural networks', 'regression', 'classification'],
        prerequisites: ['python-programming', 'linear-algebra'],
        sources: [
          {
            type: 'course',
            name: 'Machine Learning Crash Course',
            description: "Google's course.",
            url: 'https://developers.google.com/machine-learning/crash-course',
          },
          {
            type: 'textbook',
            name: 'Dive into Deep Learning',
            description: 'An open textbook.',
            url: 'https://d2l.ai/',
          },
        ],
      },
    },
  },
  Biology: {
    description: 'Living things.',
    subjects: {
      'cell-biology': {
        title: 'Cell Biology',
        description: 'Cells, photosynthesis in plants and how cells divide by mitosis.',
        difficulty: 'beginner',
        estimatedTime: '4-6 weeks',
        sources: [
          {
            type: 'course',
            name: 'Khan Academy Biology',
            description: 'Free lessons.',
            url: 'https://www.khanacademy.org/science/biology',
          },
          {
            type: 'government',
            name: 'NIH Cell Science',
            description: 'Public education pages.',
            url: 'https://www.nigms.nih.gov/education',
          },
        ],
      },
    },
  },
  Mathematics: {
    description: 'Numbers, structures and proof.',
    subjects: {
      'linear-algebra': {
        title: 'Linear Algebra',
        description: 'Vectors, matrices and eigenvalues.',
        difficulty: 'intermediate',
        estimatedTime: '6-8 weeks',
        sources: [
          {
            type: 'course',
            name: 'MIT 18.06',
            description: 'Gilbert Strang’s course.',
            url: 'https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/',
          },
          {
            type: 'video',
            name: 'Essence of Linear Algebra',
            description: 'Short animated lessons.',
            url: 'https://www.3blue1brown.com/topics/linear-algebra',
          },
        ],
      },
    },
  },
};
