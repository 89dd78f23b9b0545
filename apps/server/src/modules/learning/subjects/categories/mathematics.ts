import type { SubjectCategory } from '@polymath/shared';

export const MATHEMATICS: SubjectCategory = {
  description:
    'Number, structure, change and chance: the language that science, engineering and economics are written in.',
  subjects: {
    algebra: {
      title: 'Algebra',
      description:
        'Work with variables, equations, inequalities and functions. Solve linear and quadratic equations and read their graphs.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: [
        'algebra',
        'equations',
        'quadratic equations',
        'functions',
        'inequalities',
        'graphing',
      ],
      sources: [
        {
          type: 'course',
          name: 'Khan Academy Algebra 1',
          description:
            'Video lessons and practice exercises covering a full first-year algebra course.',
          url: 'https://www.khanacademy.org/math/algebra',
        },
        {
          type: 'textbook',
          name: 'OpenStax College Algebra 2e',
          description: 'Free, peer-reviewed college algebra textbook from Rice University.',
          url: 'https://openstax.org/details/books/college-algebra-2e',
        },
        {
          type: 'app',
          name: 'Desmos Graphing Calculator',
          description: 'Free online graphing calculator for exploring equations and functions.',
          url: 'https://www.desmos.com/calculator',
        },
      ],
    },
    geometry: {
      title: 'Geometry',
      description:
        'Shapes, angles, congruence, similarity and proof, with area, volume and coordinate geometry. Builds the habit of reasoning step by step.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: [
        'geometry',
        'angles',
        'triangles',
        'proofs',
        'area and volume',
        'pythagorean theorem',
      ],
      sources: [
        {
          type: 'course',
          name: 'Khan Academy High School Geometry',
          description:
            'Lessons and exercises on transformations, congruence, similarity, trigonometry and circles.',
          url: 'https://www.khanacademy.org/math/geometry',
        },
        {
          type: 'app',
          name: 'GeoGebra',
          description: 'Free dynamic geometry software for constructing and exploring figures.',
          url: 'https://www.geogebra.org/',
        },
      ],
    },
    'statistics-and-probability': {
      title: 'Statistics and Probability',
      description:
        'Describe data, reason about chance and draw conclusions from samples with confidence intervals and hypothesis tests.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: [
        'statistics',
        'probability',
        'hypothesis testing',
        'confidence intervals',
        'distributions',
        'data analysis',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Introductory Statistics 2e',
          description: 'Free introductory statistics textbook for a one-semester course.',
          url: 'https://openstax.org/details/books/introductory-statistics-2e',
        },
        {
          type: 'course',
          name: 'Khan Academy Statistics and Probability',
          description: 'Video lessons and practice from data displays to inference.',
          url: 'https://www.khanacademy.org/math/statistics-probability',
        },
        {
          type: 'government',
          name: 'NIST/SEMATECH e-Handbook of Statistical Methods',
          description:
            'Handbook of applied statistics published by the U.S. National Institute of Standards and Technology.',
          url: 'https://www.itl.nist.gov/div898/handbook/',
        },
      ],
    },
    calculus: {
      title: 'Calculus',
      description:
        'Limits, derivatives and integrals: the mathematics of rates of change and accumulation, with applications to motion and optimization.',
      difficulty: 'intermediate',
      estimatedTime: '10-12 weeks',
      topics: ['calculus', 'limits', 'derivatives', 'integrals', 'optimization'],
      prerequisites: ['algebra'],
      sources: [
        {
          type: 'course',
          name: 'MIT 18.01SC Single Variable Calculus',
          description:
            'MIT OpenCourseWare scholar course with lecture videos, notes, problem sets and exams.',
          url: 'https://ocw.mit.edu/courses/18-01sc-single-variable-calculus-fall-2010/',
        },
        {
          type: 'textbook',
          name: 'OpenStax Calculus Volume 1',
          description: 'Free textbook covering limits, derivatives and integration.',
          url: 'https://openstax.org/details/books/calculus-volume-1',
        },
        {
          type: 'video',
          name: '3Blue1Brown: Essence of Calculus',
          description:
            'Animated video series by Grant Sanderson that builds visual intuition for calculus.',
          url: 'https://www.3blue1brown.com/topics/calculus',
        },
      ],
    },
    'linear-algebra': {
      title: 'Linear Algebra',
      description:
        'Vectors, matrices, linear transformations, eigenvalues and least squares. The foundation for computer graphics, data science and machine learning.',
      difficulty: 'intermediate',
      estimatedTime: '8-10 weeks',
      topics: [
        'linear algebra',
        'vectors',
        'matrices',
        'eigenvalues',
        'linear transformations',
        'least squares',
      ],
      prerequisites: ['algebra'],
      sources: [
        {
          type: 'course',
          name: 'MIT 18.06 Linear Algebra',
          description:
            "Gilbert Strang's MIT OpenCourseWare course with full lecture videos and problem sets.",
          url: 'https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/',
        },
        {
          type: 'video',
          name: '3Blue1Brown: Essence of Linear Algebra',
          description: 'Animated video series explaining linear algebra geometrically.',
          url: 'https://www.3blue1brown.com/topics/linear-algebra',
        },
        {
          type: 'course',
          name: 'Khan Academy Linear Algebra',
          description: 'Video lessons on vectors, matrix transformations and alternate bases.',
          url: 'https://www.khanacademy.org/math/linear-algebra',
        },
      ],
    },
    'discrete-mathematics': {
      title: 'Discrete Mathematics',
      description:
        'Logic, proofs, sets, counting, graphs and recurrences: the mathematics behind computer science.',
      difficulty: 'intermediate',
      estimatedTime: '8-10 weeks',
      topics: ['discrete math', 'logic', 'proofs', 'combinatorics', 'graph theory', 'set theory'],
      prerequisites: ['algebra'],
      sources: [
        {
          type: 'course',
          name: 'MIT 6.042J Mathematics for Computer Science',
          description:
            'MIT OpenCourseWare course on proofs, number theory, graphs, counting and probability.',
          url: 'https://ocw.mit.edu/courses/6-042j-mathematics-for-computer-science-fall-2010/',
        },
        {
          type: 'textbook',
          name: 'Discrete Mathematics: An Open Introduction',
          description: 'Free open textbook by Oscar Levin with exercises and solutions.',
          url: 'https://discrete.openmathbooks.org/',
        },
        {
          type: 'practice',
          name: 'Project Euler',
          description: 'A long series of mathematical programming problems of rising difficulty.',
          url: 'https://projecteuler.net/',
        },
      ],
    },
    'differential-equations': {
      title: 'Differential Equations',
      description:
        'Model change with ordinary differential equations and solve them analytically and numerically, including systems and Laplace transforms.',
      difficulty: 'advanced',
      estimatedTime: '10-12 weeks',
      topics: [
        'differential equations',
        'ordinary differential equations',
        'laplace transforms',
        'numerical methods',
        'mathematical modeling',
      ],
      prerequisites: ['calculus', 'linear-algebra'],
      sources: [
        {
          type: 'course',
          name: 'MIT 18.03SC Differential Equations',
          description:
            'MIT OpenCourseWare scholar course with lectures, recitations and problem sets.',
          url: 'https://ocw.mit.edu/courses/18-03sc-differential-equations-fall-2011/',
        },
        {
          type: 'tutorial',
          name: "Paul's Online Notes: Differential Equations",
          description: 'Free class notes and worked examples by Paul Dawkins of Lamar University.',
          url: 'https://tutorial.math.lamar.edu/Classes/DE/DE.aspx',
        },
        {
          type: 'video',
          name: 'Khan Academy Differential Equations',
          description: 'Video lessons on first- and second-order equations and Laplace transforms.',
          url: 'https://www.khanacademy.org/math/differential-equations',
        },
      ],
    },
  },
};
