import type { SubjectCategory } from '@polymath/shared';

export const BIOLOGY: SubjectCategory = {
  description:
    'Living things, from molecules and cells to whole organisms, populations and ecosystems.',
  subjects: {
    'cell-biology': {
      title: 'Cell Biology',
      description:
        'The structure of cells, how they divide, communicate and make energy, and how they differ across bacteria, plants and animals.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      topics: ['cells', 'cell division', 'photosynthesis', 'cellular respiration', 'bacteria'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Biology 2e',
          description: 'Free, peer-reviewed textbook for a two-semester biology course for majors.',
          url: 'https://openstax.org/details/books/biology-2e',
        },
        {
          type: 'course',
          name: 'Khan Academy Biology',
          description: 'Video lessons and practice from cells to ecology.',
          url: 'https://www.khanacademy.org/science/biology',
        },
      ],
    },
    evolution: {
      title: 'Evolution',
      description:
        'Natural selection, genetic drift, speciation and the evidence for common descent, including human origins.',
      difficulty: 'beginner',
      estimatedTime: '3-4 weeks',
      topics: ['evolution', 'natural selection', 'speciation', 'human evolution', 'darwin'],
      sources: [
        {
          type: 'tutorial',
          name: 'Understanding Evolution',
          description:
            'Free introduction to evolution from the University of California Museum of Paleontology.',
          url: 'https://evolution.berkeley.edu/',
        },
        {
          type: 'reference',
          name: 'Smithsonian Human Origins',
          description:
            "The Smithsonian National Museum of Natural History's human evolution research and evidence.",
          url: 'https://humanorigins.si.edu/',
        },
      ],
    },
    genetics: {
      title: 'Genetics',
      description:
        'How traits are inherited, how DNA encodes genes and how mutations and variation shape health and populations.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['genetics', 'dna', 'genes', 'heredity', 'mutations'],
      prerequisites: ['cell-biology'],
      sources: [
        {
          type: 'government',
          name: 'MedlinePlus Genetics',
          description:
            'U.S. National Library of Medicine explanations of genes, genetic conditions and testing.',
          url: 'https://medlineplus.gov/genetics/',
        },
        {
          type: 'reference',
          name: 'NHGRI Talking Glossary of Genomic and Genetic Terms',
          description:
            'Illustrated glossary from the U.S. National Human Genome Research Institute.',
          url: 'https://www.genome.gov/genetics-glossary',
        },
        {
          type: 'course',
          name: 'MIT 7.03 Genetics',
          description: 'MIT OpenCourseWare course with lecture notes, problem sets and exams.',
          url: 'https://ocw.mit.edu/courses/7-03-genetics-fall-2004/',
        },
      ],
    },
    ecology: {
      title: 'Ecology',
      description:
        'How organisms interact with each other and their environment: populations, communities, food webs and ecosystems.',
      difficulty: 'intermediate',
      estimatedTime: '4-6 weeks',
      topics: ['ecology', 'ecosystems', 'food webs', 'biodiversity', 'conservation'],
      sources: [
        {
          type: 'course',
          name: 'Khan Academy Ecology',
          description: 'Lessons on populations, communities, ecosystems and biogeochemical cycles.',
          url: 'https://www.khanacademy.org/science/biology/ecology',
        },
        {
          type: 'tutorial',
          name: 'National Geographic Education',
          description:
            'Free articles, maps and classroom resources on ecosystems and conservation.',
          url: 'https://education.nationalgeographic.org/',
        },
      ],
    },
    'human-anatomy-and-physiology': {
      title: 'Human Anatomy and Physiology',
      description:
        "The body's organ systems — skeletal, muscular, nervous, cardiovascular and more — and how they keep us alive.",
      difficulty: 'intermediate',
      estimatedTime: '10-12 weeks',
      topics: ['human body', 'anatomy', 'physiology', 'organs', 'nervous system', 'heart'],
      prerequisites: ['cell-biology'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Anatomy and Physiology 2e',
          description: 'Free textbook for a two-semester human anatomy and physiology course.',
          url: 'https://openstax.org/details/books/anatomy-and-physiology-2e',
        },
        {
          type: 'government',
          name: 'NCI SEER Training Modules',
          description:
            'U.S. National Cancer Institute training pages with an illustrated overview of anatomy and physiology.',
          url: 'https://training.seer.cancer.gov/',
        },
      ],
    },
    microbiology: {
      title: 'Microbiology',
      description:
        'Bacteria, viruses, fungi and protists: how microbes live, cause and fight disease, and shape the world around us.',
      difficulty: 'advanced',
      estimatedTime: '8-10 weeks',
      topics: ['microbes', 'bacteria', 'viruses', 'vaccines', 'antibiotics', 'immune system'],
      prerequisites: ['cell-biology', 'genetics'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Microbiology',
          description:
            'Free textbook for a one-semester microbiology course for allied health students.',
          url: 'https://openstax.org/details/books/microbiology',
        },
        {
          type: 'government',
          name: 'Centers for Disease Control and Prevention',
          description:
            'U.S. public health agency with disease facts, outbreak reports and prevention guidance.',
          url: 'https://www.cdc.gov/',
        },
        {
          type: 'professional',
          name: 'American Society for Microbiology',
          description:
            'Professional society for microbiologists with education resources and journals.',
          url: 'https://asm.org/',
        },
      ],
    },
  },
};
