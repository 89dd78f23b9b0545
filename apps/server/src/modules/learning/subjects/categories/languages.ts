import type { SubjectCategory } from '@polymath/shared';

export const LANGUAGES: SubjectCategory = {
  description:
    'Learning to speak, read and write other languages, and the study of how language works.',
  subjects: {
    'spanish-for-beginners': {
      title: 'Spanish for Beginners',
      description:
        'Everyday Spanish: pronunciation, greetings, the present tense and the vocabulary to get around and hold simple conversations.',
      difficulty: 'beginner',
      estimatedTime: '10-12 weeks',
      topics: [
        'spanish',
        'spanish grammar',
        'spanish vocabulary',
        'verb conjugation',
        'conversation',
      ],
      sources: [
        {
          type: 'app',
          name: 'Duolingo',
          description: 'Free language-learning app with short daily lessons.',
          url: 'https://www.duolingo.com/',
        },
        {
          type: 'reference',
          name: 'Diccionario de la lengua española (RAE)',
          description: 'The official dictionary of the Royal Spanish Academy.',
          url: 'https://dle.rae.es/',
        },
        {
          type: 'official',
          name: 'Instituto Cervantes',
          description:
            'Spain’s public institution for teaching Spanish worldwide, which runs the DELE exams.',
          url: 'https://www.cervantes.es/',
        },
      ],
    },
    'french-for-beginners': {
      title: 'French for Beginners',
      description:
        'Start speaking and understanding French with everyday vocabulary, basic grammar and listening practice.',
      difficulty: 'beginner',
      estimatedTime: '10-12 weeks',
      topics: [
        'french',
        'french grammar',
        'french vocabulary',
        'french pronunciation',
        'listening',
      ],
      sources: [
        {
          type: 'video',
          name: 'TV5MONDE Apprendre le français',
          description: 'Free French lessons built on TV5MONDE video clips, graded by level.',
          url: 'https://apprendre.tv5monde.com/',
        },
        {
          type: 'app',
          name: 'Duolingo',
          description: 'Free language-learning app with short daily lessons.',
          url: 'https://www.duolingo.com/',
        },
      ],
    },
    'german-for-beginners': {
      title: 'German for Beginners',
      description:
        'Learn German from the first words: pronunciation, cases, verb forms and conversations for daily life.',
      difficulty: 'beginner',
      estimatedTime: '10-12 weeks',
      topics: ['german', 'german grammar', 'german cases', 'german vocabulary', 'verb conjugation'],
      sources: [
        {
          type: 'course',
          name: 'DW Learn German',
          description:
            "Deutsche Welle's free German courses from A1 to C1 with video and exercises.",
          url: 'https://learngerman.dw.com/',
        },
        {
          type: 'reference',
          name: 'Duden',
          description: 'The standard dictionary of the German language, with spelling and grammar.',
          url: 'https://www.duden.de/',
        },
        {
          type: 'official',
          name: 'Goethe-Institut',
          description:
            "Germany's cultural institute, which teaches German and runs the Goethe certificates.",
          url: 'https://www.goethe.de/',
        },
      ],
    },
    'english-grammar-and-usage': {
      title: 'English Grammar and Usage',
      description:
        'Sentence structure, tenses, punctuation and word choice for clear, correct English, for learners and native speakers alike.',
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: [
        'grammar',
        'english grammar',
        'punctuation',
        'tenses',
        'sentence structure',
        'vocabulary',
      ],
      sources: [
        {
          type: 'course',
          name: 'BBC Learning English',
          description: 'Free English lessons, grammar guides and videos from the BBC.',
          url: 'https://www.bbc.co.uk/learningenglish/',
        },
        {
          type: 'reference',
          name: 'Purdue Online Writing Lab',
          description: 'Purdue University guides to grammar, punctuation and mechanics.',
          url: 'https://owl.purdue.edu/',
        },
        {
          type: 'reference',
          name: 'Cambridge Dictionary',
          description: 'Free dictionary and grammar reference from Cambridge University Press.',
          url: 'https://dictionary.cambridge.org/',
        },
      ],
    },
    japanese: {
      title: 'Japanese',
      description:
        'Hiragana, katakana and first kanji, polite and casual speech, and the grammar to build everyday sentences.',
      difficulty: 'intermediate',
      estimatedTime: '16-20 weeks',
      topics: ['japanese', 'hiragana', 'katakana', 'kanji', 'japanese grammar'],
      sources: [
        {
          type: 'course',
          name: 'NHK World Easy Japanese',
          description: 'Free audio and video lessons from the Japanese public broadcaster NHK.',
          url: 'https://www.nhk.or.jp/lesson/en/',
        },
        {
          type: 'tutorial',
          name: "Tae Kim's Guide to Learning Japanese",
          description: 'Free online grammar guide that explains Japanese from the ground up.',
          url: 'https://guidetojapanese.org/learn/',
        },
        {
          type: 'reference',
          name: 'Jisho',
          description: 'Free Japanese-English dictionary with kanji and example sentences.',
          url: 'https://jisho.org/',
        },
      ],
    },
    'linguistics-and-phonetics': {
      title: 'Linguistics and Phonetics',
      description:
        'How languages work — sounds, word structure, syntax and meaning — and how the world’s languages differ and relate.',
      difficulty: 'advanced',
      estimatedTime: '8-10 weeks',
      topics: [
        'linguistics',
        'phonetics',
        'syntax',
        'semantics',
        'morphology',
        'language families',
      ],
      sources: [
        {
          type: 'reference',
          name: 'The World Atlas of Language Structures (WALS)',
          description:
            'Database of structural features of the world’s languages from the Max Planck Institute.',
          url: 'https://wals.info/',
        },
        {
          type: 'reference',
          name: 'Glottolog',
          description: 'Catalogue of the world’s languages, families and dialects with references.',
          url: 'https://glottolog.org/',
        },
        {
          type: 'professional',
          name: 'International Phonetic Association',
          description: 'The association that maintains the International Phonetic Alphabet.',
          url: 'https://www.internationalphoneticassociation.org/',
        },
      ],
    },
  },
};
