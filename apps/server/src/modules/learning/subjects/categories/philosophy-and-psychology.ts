import type { SubjectCategory } from '@polymath/shared';

export const PHILOSOPHY_AND_PSYCHOLOGY: SubjectCategory = {
  description:
    'Questions about knowledge, reasoning and how to live, and the science of mind and behaviour.',
  subjects: {
    'introduction-to-philosophy': {
      title: 'Introduction to Philosophy',
      description:
        'The big questions of knowledge, reality, mind and value, and how philosophers argue about them.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: [
        'philosophy',
        'epistemology',
        'metaphysics',
        'philosophy of mind',
        'free will',
        'existentialism',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Introduction to Philosophy',
          description: 'Free, peer-reviewed textbook for an introductory philosophy course.',
          url: 'https://openstax.org/details/books/introduction-philosophy',
        },
        {
          type: 'reference',
          name: 'Stanford Encyclopedia of Philosophy',
          description:
            'Peer-reviewed, continually updated encyclopedia of philosophy from Stanford University.',
          url: 'https://plato.stanford.edu/',
        },
      ],
    },
    'logic-and-critical-thinking': {
      title: 'Logic and Critical Thinking',
      description:
        'Tell good arguments from bad: validity, fallacies, and formal logic with truth tables and proofs.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      topics: ['logic', 'critical thinking', 'arguments', 'fallacies', 'truth tables'],
      sources: [
        {
          type: 'textbook',
          name: 'forall x: Calgary',
          description: 'Free, open textbook introducing sentential and first-order logic.',
          url: 'https://forallx.openlogicproject.org/',
        },
        {
          type: 'reference',
          name: 'Internet Encyclopedia of Philosophy',
          description: 'Peer-reviewed encyclopedia with entries on logic and fallacies.',
          url: 'https://iep.utm.edu/',
        },
      ],
    },
    'introduction-to-psychology': {
      title: 'Introduction to Psychology',
      description:
        'How psychologists study the mind: perception, memory, learning, emotion, personality, development and disorders.',
      difficulty: 'beginner',
      estimatedTime: '8-10 weeks',
      topics: ['psychology', 'memory', 'perception', 'emotions', 'personality', 'mental disorders'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Psychology 2e',
          description: 'Free, peer-reviewed textbook for an introductory psychology course.',
          url: 'https://openstax.org/details/books/psychology-2e',
        },
        {
          type: 'course',
          name: 'Open Yale Courses: Introduction to Psychology',
          description: 'Recorded Yale lecture course by Paul Bloom with transcripts.',
          url: 'https://oyc.yale.edu/psychology/psyc-110',
        },
        {
          type: 'professional',
          name: 'American Psychological Association: Psychology Topics',
          description:
            'Topic pages from the professional association of psychologists in the United States.',
          url: 'https://www.apa.org/topics',
        },
      ],
    },
    ethics: {
      title: 'Ethics',
      description:
        'What makes actions right or wrong: consequentialism, duty, virtue and justice, applied to real dilemmas.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: [
        'ethics',
        'morality',
        'utilitarianism',
        'virtue ethics',
        'justice',
        'moral dilemmas',
      ],
      prerequisites: ['introduction-to-philosophy'],
      sources: [
        {
          type: 'video',
          name: 'Justice with Michael Sandel',
          description: "Harvard's recorded lecture course on justice and moral philosophy.",
          url: 'https://justiceharvard.org/',
        },
        {
          type: 'reference',
          name: 'Stanford Encyclopedia of Philosophy',
          description: 'In-depth entries on ethical theories and applied ethics.',
          url: 'https://plato.stanford.edu/',
        },
      ],
    },
    'developmental-psychology': {
      title: 'Developmental Psychology',
      description:
        'How people change from infancy to old age in body, thinking, emotion and relationships.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['child development', 'adolescence', 'aging', 'lifespan development', 'attachment'],
      prerequisites: ['introduction-to-psychology'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Lifespan Development',
          description: 'Free textbook covering human development across the lifespan.',
          url: 'https://openstax.org/details/books/lifespan-development',
        },
        {
          type: 'reference',
          name: 'Harvard Center on the Developing Child',
          description: 'Research summaries and explainers on early childhood development.',
          url: 'https://developingchild.harvard.edu/',
        },
      ],
    },
    'cognitive-science': {
      title: 'Cognitive Science',
      description:
        'The mind as an information processor, studied with psychology, neuroscience, linguistics, philosophy and computing.',
      difficulty: 'advanced',
      estimatedTime: '10-12 weeks',
      topics: ['mind', 'cognition', 'neuroscience', 'consciousness', 'language processing'],
      prerequisites: ['introduction-to-psychology', 'introduction-to-philosophy'],
      sources: [
        {
          type: 'course',
          name: 'MIT 9.00SC Introduction to Psychology',
          description: 'MIT OpenCourseWare scholar course with lecture videos by John Gabrieli.',
          url: 'https://ocw.mit.edu/courses/9-00sc-introduction-to-psychology-fall-2011/',
        },
        {
          type: 'reference',
          name: 'Stanford Encyclopedia of Philosophy: Cognitive Science',
          description:
            'Encyclopedia entry on the history, methods and open problems of cognitive science.',
          url: 'https://plato.stanford.edu/entries/cognitive-science/',
        },
      ],
    },
  },
};
