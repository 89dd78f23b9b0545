import type { SubjectCategory } from '@polymath/shared';

export const COMPUTER_SCIENCE: SubjectCategory = {
  description:
    'Programming, the theory of computation and the systems that run software, from a first program to machine learning.',
  subjects: {
    'python-programming': {
      title: 'Python Programming',
      description:
        'Write programs in Python: variables, control flow, functions, data structures and modules. A common first language for scripting, data work and automation.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      topics: ['python', 'programming', 'coding', 'scripting', 'automation'],
      sources: [
        {
          type: 'official',
          name: 'The Python Tutorial',
          description:
            'The official tutorial in the Python documentation, from the interpreter to classes and the standard library.',
          url: 'https://docs.python.org/3/tutorial/',
        },
        {
          type: 'course',
          name: 'MIT 6.0001 Introduction to Computer Science and Programming in Python',
          description: 'MIT OpenCourseWare course with lecture videos, notes and problem sets.',
          url: 'https://ocw.mit.edu/courses/6-0001-introduction-to-computer-science-and-programming-in-python-fall-2016/',
        },
        {
          type: 'practice',
          name: 'Exercism Python Track',
          description: 'Free coding exercises with automated tests and optional mentor feedback.',
          url: 'https://exercism.org/tracks/python',
        },
      ],
    },
    'web-development-fundamentals': {
      title: 'Web Development Fundamentals',
      description:
        'Build web pages with HTML, style them with CSS and make them interactive with JavaScript. Covers accessibility and how browsers load a page.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: ['web development', 'html', 'css', 'javascript', 'web accessibility'],
      sources: [
        {
          type: 'reference',
          name: 'MDN Learn Web Development',
          description:
            "Mozilla's structured learning area for HTML, CSS and JavaScript, alongside the MDN reference.",
          url: 'https://developer.mozilla.org/en-US/docs/Learn',
        },
        {
          type: 'tutorial',
          name: 'web.dev Learn',
          description:
            "Google Chrome team's free courses on HTML, CSS, accessibility, images and performance.",
          url: 'https://web.dev/learn',
        },
        {
          type: 'course',
          name: 'freeCodeCamp',
          description:
            'Free interactive curriculum with certifications in responsive web design and JavaScript.',
          url: 'https://www.freecodecamp.org/learn/',
        },
      ],
    },
    'data-structures-and-algorithms': {
      title: 'Data Structures and Algorithms',
      description:
        'Arrays, lists, trees, heaps, hash tables and graphs, with the sorting, searching and graph algorithms that use them. Learn to reason about running time with big-O notation.',
      difficulty: 'intermediate',
      estimatedTime: '8-12 weeks',
      topics: ['algorithms', 'data structures', 'sorting', 'big o notation', 'graphs', 'recursion'],
      prerequisites: ['python-programming', 'discrete-mathematics'],
      sources: [
        {
          type: 'course',
          name: 'MIT 6.006 Introduction to Algorithms',
          description:
            'MIT OpenCourseWare course with recorded lectures, recitations and problem sets.',
          url: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/',
        },
        {
          type: 'video',
          name: 'Khan Academy Algorithms',
          description:
            'Short lessons and visual explanations of searching, sorting, recursion and graphs, made with Dartmouth professors.',
          url: 'https://www.khanacademy.org/computing/computer-science/algorithms',
        },
        {
          type: 'textbook',
          name: 'Open Data Structures',
          description:
            'Open-licensed textbook by Pat Morin with implementations and analyses of common data structures.',
          url: 'https://opendatastructures.org/',
        },
      ],
    },
    'databases-and-sql': {
      title: 'Databases and SQL',
      description:
        'Model data in tables, query it with SQL and keep it consistent with keys, constraints and transactions. Introduces indexes and how a relational database plans a query.',
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: ['databases', 'sql', 'relational databases', 'queries', 'database design'],
      sources: [
        {
          type: 'official',
          name: 'PostgreSQL Tutorial',
          description:
            'The tutorial part of the official PostgreSQL documentation: creating tables, querying, joins and transactions.',
          url: 'https://www.postgresql.org/docs/current/tutorial.html',
        },
        {
          type: 'course',
          name: 'Khan Academy Intro to SQL',
          description:
            'Interactive lessons on querying and managing data with SQL, with challenges in the browser.',
          url: 'https://www.khanacademy.org/computing/computer-programming/sql',
        },
        {
          type: 'reference',
          name: 'SQL As Understood By SQLite',
          description: 'Reference for every SQL statement and expression supported by SQLite.',
          url: 'https://www.sqlite.org/lang.html',
        },
      ],
    },
    'version-control-with-git': {
      title: 'Version Control with Git',
      description:
        'Track changes to code with Git: commits, branches, merging and working with remote repositories. The everyday tool for collaborating on software.',
      difficulty: 'beginner',
      estimatedTime: '1-2 weeks',
      topics: ['git', 'version control', 'github', 'branching', 'merge conflicts'],
      sources: [
        {
          type: 'textbook',
          name: 'Pro Git',
          description:
            'The complete Pro Git book by Scott Chacon and Ben Straub, free to read on the official Git website.',
          url: 'https://git-scm.com/book/en/v2',
        },
        {
          type: 'reference',
          name: 'Git Reference Documentation',
          description: 'Official manual pages for every Git command.',
          url: 'https://git-scm.com/docs',
        },
        {
          type: 'tutorial',
          name: 'GitHub Docs: Get Started',
          description: 'Guides to repositories, pull requests and collaboration on GitHub.',
          url: 'https://docs.github.com/en/get-started',
        },
      ],
    },
    'operating-systems': {
      title: 'Operating Systems',
      description:
        'How an operating system shares a computer between programs: processes, scheduling, virtual memory, concurrency and file systems.',
      difficulty: 'advanced',
      estimatedTime: '10-12 weeks',
      topics: [
        'operating systems',
        'processes',
        'memory management',
        'concurrency',
        'file systems',
        'linux',
      ],
      prerequisites: ['data-structures-and-algorithms'],
      sources: [
        {
          type: 'textbook',
          name: 'Operating Systems: Three Easy Pieces',
          description:
            'Free textbook by Remzi and Andrea Arpaci-Dusseau (University of Wisconsin) on virtualization, concurrency and persistence.',
          url: 'https://pages.cs.wisc.edu/~remzi/OSTEP/',
        },
        {
          type: 'official',
          name: 'The Linux Kernel Documentation',
          description: 'Official documentation of the Linux kernel, its subsystems and interfaces.',
          url: 'https://www.kernel.org/doc/html/latest/',
        },
      ],
    },
    'machine-learning': {
      title: 'Machine Learning',
      description:
        'Train models that learn from data: regression, classification, neural networks and how to evaluate them honestly. Assumes comfort with Python, linear algebra and probability.',
      difficulty: 'advanced',
      estimatedTime: '10-14 weeks',
      topics: [
        'machine learning',
        'artificial intelligence',
        'neural networks',
        'regression',
        'classification',
        'model evaluation',
      ],
      prerequisites: ['python-programming', 'linear-algebra', 'statistics-and-probability'],
      sources: [
        {
          type: 'course',
          name: 'Google Machine Learning Crash Course',
          description: "Google's free self-study course with videos, visualizations and exercises.",
          url: 'https://developers.google.com/machine-learning/crash-course',
        },
        {
          type: 'textbook',
          name: 'Dive into Deep Learning',
          description: 'Open-source interactive book with runnable code for each chapter.',
          url: 'https://d2l.ai/',
        },
        {
          type: 'reference',
          name: 'scikit-learn User Guide',
          description:
            'Official guide to the algorithms and model evaluation tools of the scikit-learn library.',
          url: 'https://scikit-learn.org/stable/user_guide.html',
        },
        {
          type: 'professional',
          name: 'ACM Digital Library',
          description:
            'Publications of the Association for Computing Machinery, the professional society for computing.',
          url: 'https://dl.acm.org/',
        },
      ],
    },
  },
};
