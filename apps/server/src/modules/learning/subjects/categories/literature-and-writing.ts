import type { SubjectCategory } from '@polymath/shared';

export const LITERATURE_AND_WRITING: SubjectCategory = {
  description:
    'Reading literature closely and writing clearly, from essays and stories to technical documents.',
  subjects: {
    'classic-literature': {
      title: 'Classic Literature',
      description:
        'Read the novels, plays and stories that shaped literature, free in the public domain, and learn to discuss them.',
      difficulty: 'beginner',
      estimatedTime: '8-12 weeks',
      topics: ['literature', 'novels', 'classic novels', 'literary analysis', 'short stories'],
      sources: [
        {
          type: 'reference',
          name: 'Project Gutenberg',
          description: 'Library of over 70,000 free public-domain e-books.',
          url: 'https://www.gutenberg.org/',
        },
        {
          type: 'reference',
          name: 'Standard Ebooks',
          description: 'Carefully formatted and proofread free editions of public-domain books.',
          url: 'https://standardebooks.org/',
        },
        {
          type: 'app',
          name: 'LibriVox',
          description: 'Free public-domain audiobooks read by volunteers.',
          url: 'https://librivox.org/',
        },
      ],
    },
    poetry: {
      title: 'Poetry',
      description:
        'Read and write poems: form, metre, imagery and voice, across centuries of poets.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      topics: ['poetry', 'poems', 'poetic forms', 'meter', 'imagery', 'writing poetry'],
      sources: [
        {
          type: 'reference',
          name: 'Poetry Foundation',
          description:
            'Archive of thousands of poems with poet biographies and glossary of poetic terms.',
          url: 'https://www.poetryfoundation.org/',
        },
        {
          type: 'professional',
          name: 'Academy of American Poets',
          description:
            'Nonprofit organisation with poems, essays and teaching resources at Poets.org.',
          url: 'https://poets.org/',
        },
        {
          type: 'course',
          name: 'Open Yale Courses: Modern Poetry',
          description: 'Recorded Yale lecture course by Langdon Hammer on modern poets.',
          url: 'https://oyc.yale.edu/english/engl-310',
        },
      ],
    },
    shakespeare: {
      title: 'Shakespeare',
      description:
        "Read and watch Shakespeare's plays and sonnets with the language, history and stagecraft that bring them to life.",
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: [
        'shakespeare',
        'hamlet',
        'macbeth',
        'romeo and juliet',
        'sonnets',
        'elizabethan theatre',
      ],
      sources: [
        {
          type: 'reference',
          name: 'Folger Shakespeare Library',
          description:
            'Research library with free, edited texts of the plays and teaching resources.',
          url: 'https://www.folger.edu/',
        },
        {
          type: 'tutorial',
          name: 'Royal Shakespeare Company',
          description: 'Play guides, learning resources and productions from the RSC.',
          url: 'https://www.rsc.org.uk/',
        },
      ],
    },
    'academic-writing': {
      title: 'Academic Writing',
      description:
        'Plan, draft and revise essays and research papers: thesis statements, evidence, structure and citation styles.',
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: ['essays', 'essay writing', 'research papers', 'thesis statements', 'citations'],
      sources: [
        {
          type: 'reference',
          name: 'Purdue Online Writing Lab',
          description: 'Guides to the writing process, research and APA, MLA and Chicago citation.',
          url: 'https://owl.purdue.edu/',
        },
        {
          type: 'tutorial',
          name: 'UNC Writing Center Tips and Tools',
          description:
            'Handouts from the University of North Carolina Writing Center on every stage of academic writing.',
          url: 'https://writingcenter.unc.edu/tips-and-tools/',
        },
      ],
    },
    'technical-writing': {
      title: 'Technical Writing',
      description:
        'Write documentation, guides and reports that readers can follow: audience, structure, plain language and style guides.',
      difficulty: 'intermediate',
      estimatedTime: '2-4 weeks',
      topics: ['technical writing', 'documentation', 'user guides', 'reports', 'plain language'],
      sources: [
        {
          type: 'course',
          name: 'Google Technical Writing Courses',
          description: 'Free self-paced courses from Google on technical writing for engineers.',
          url: 'https://developers.google.com/tech-writing',
        },
        {
          type: 'reference',
          name: 'Microsoft Writing Style Guide',
          description: "Microsoft's public style guide for clear technical writing.",
          url: 'https://learn.microsoft.com/en-us/style-guide/welcome/',
        },
      ],
    },
    'literary-theory': {
      title: 'Literary Theory',
      description:
        'The major approaches to interpreting literature — formalism, structuralism, psychoanalysis, Marxism and more.',
      difficulty: 'advanced',
      estimatedTime: '8-10 weeks',
      topics: [
        'literary criticism',
        'formalism',
        'structuralism',
        'psychoanalytic criticism',
        'interpretation',
      ],
      prerequisites: ['classic-literature'],
      sources: [
        {
          type: 'course',
          name: 'Open Yale Courses: Introduction to Theory of Literature',
          description: 'Recorded Yale lecture course by Paul Fry with transcripts.',
          url: 'https://oyc.yale.edu/english/engl-300',
        },
        {
          type: 'reference',
          name: 'Internet Encyclopedia of Philosophy',
          description:
            'Peer-reviewed encyclopedia with entries on literary and critical theorists.',
          url: 'https://iep.utm.edu/',
        },
      ],
    },
  },
};
