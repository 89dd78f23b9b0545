import type { SubjectCategory } from '@polymath/shared';

export const HISTORY: SubjectCategory = {
  description:
    'How societies, states and ideas developed, learned from the evidence the past left behind.',
  subjects: {
    'world-history': {
      title: 'World History',
      description:
        'A survey of human history from early civilizations to the modern world, following trade, empires and exchange between regions.',
      difficulty: 'beginner',
      estimatedTime: '10-12 weeks',
      topics: [
        'world history',
        'empires',
        'trade',
        'colonialism',
        'industrial revolution',
        'french revolution',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax World History Volume 1',
          description: 'Free textbook covering world history to 1500.',
          url: 'https://openstax.org/details/books/world-history-volume-1',
        },
        {
          type: 'course',
          name: 'Khan Academy World History',
          description:
            'Video lessons and articles from the beginnings of civilization to the present.',
          url: 'https://www.khanacademy.org/humanities/world-history',
        },
        {
          type: 'video',
          name: 'Crash Course',
          description: 'Educational video series, including World History, hosted by John Green.',
          url: 'https://thecrashcourse.com/',
        },
      ],
    },
    'united-states-history': {
      title: 'United States History',
      description:
        'From Indigenous societies and colonization through independence, the Civil War and the twentieth century.',
      difficulty: 'beginner',
      estimatedTime: '10-12 weeks',
      topics: [
        'american history',
        'american revolution',
        'civil war',
        'us constitution',
        'civil rights movement',
        'colonial america',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax U.S. History',
          description: 'Free textbook for a two-semester U.S. history course.',
          url: 'https://openstax.org/details/books/us-history',
        },
        {
          type: 'government',
          name: 'Library of Congress Classroom Materials',
          description: 'Primary source sets and lesson plans from the U.S. Library of Congress.',
          url: 'https://www.loc.gov/classroom-materials/',
        },
        {
          type: 'government',
          name: 'National Archives Educator Resources',
          description:
            'Founding documents and records from the U.S. National Archives for teaching and learning.',
          url: 'https://www.archives.gov/education',
        },
      ],
    },
    'ancient-civilizations': {
      title: 'Ancient Civilizations',
      description:
        'Mesopotamia, Egypt, Greece, Rome, China and other early civilizations: their societies, beliefs and legacies.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['ancient egypt', 'ancient greece', 'ancient rome', 'mesopotamia', 'ancient china'],
      sources: [
        {
          type: 'reference',
          name: 'The British Museum Collection',
          description:
            'Search millions of objects from the ancient world with curatorial descriptions.',
          url: 'https://www.britishmuseum.org/collection',
        },
        {
          type: 'reference',
          name: 'Perseus Digital Library',
          description: 'Tufts University library of Greek and Latin texts with translations.',
          url: 'https://www.perseus.tufts.edu/hopper/',
        },
      ],
    },
    'medieval-europe': {
      title: 'Medieval Europe',
      description:
        'Europe from the late Roman Empire to the Renaissance: kingdoms, the Church, feudal society and contact with the wider world.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['middle ages', 'feudalism', 'crusades', 'medieval church', 'renaissance'],
      sources: [
        {
          type: 'course',
          name: 'Open Yale Courses: The Early Middle Ages, 284-1000',
          description: 'Recorded Yale lecture course by Paul Freedman with transcripts.',
          url: 'https://oyc.yale.edu/history/hist-210',
        },
        {
          type: 'reference',
          name: 'Internet History Sourcebooks Project',
          description:
            'Fordham University collection of public-domain primary sources for teaching history.',
          url: 'https://sourcebooks.fordham.edu/',
        },
      ],
    },
    'the-world-wars': {
      title: 'The World Wars',
      description:
        'Causes, course and consequences of the First and Second World Wars, including the Holocaust.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['world war i', 'world war ii', 'holocaust', 'nazi germany', 'interwar period'],
      sources: [
        {
          type: 'reference',
          name: 'Imperial War Museums: History',
          description:
            'Articles and collections about conflict from the First World War to the present.',
          url: 'https://www.iwm.org.uk/history',
        },
        {
          type: 'reference',
          name: 'Holocaust Encyclopedia',
          description: 'Encyclopedia of the United States Holocaust Memorial Museum.',
          url: 'https://encyclopedia.ushmm.org/',
        },
        {
          type: 'tutorial',
          name: 'The National WWII Museum',
          description:
            'Articles, oral histories and educational resources about the Second World War.',
          url: 'https://www.nationalww2museum.org/',
        },
      ],
    },
    'historical-research-with-primary-sources': {
      title: 'Historical Research with Primary Sources',
      description:
        'Find, read and weigh original documents, newspapers and records, and build an argument from them.',
      difficulty: 'advanced',
      estimatedTime: '4-6 weeks',
      topics: [
        'primary sources',
        'historical research',
        'archives',
        'historiography',
        'source analysis',
      ],
      sources: [
        {
          type: 'government',
          name: 'National Archives: Research Our Records',
          description: 'Guides to researching the records held by the U.S. National Archives.',
          url: 'https://www.archives.gov/research',
        },
        {
          type: 'government',
          name: 'Chronicling America',
          description: 'Searchable historic American newspapers from the Library of Congress.',
          url: 'https://chroniclingamerica.loc.gov/',
        },
        {
          type: 'professional',
          name: 'American Historical Association',
          description:
            'Professional association of historians with guidance on teaching and research.',
          url: 'https://www.historians.org/',
        },
      ],
    },
  },
};
