import type { SubjectCategory } from '@polymath/shared';

export const CHEMISTRY: SubjectCategory = {
  description:
    'What substances are made of, how atoms bond and how reactions turn one substance into another.',
  subjects: {
    'general-chemistry': {
      title: 'General Chemistry',
      description:
        'Atoms, the periodic table, chemical bonds, stoichiometry, gases, solutions and equilibrium: the core of a first chemistry course.',
      difficulty: 'beginner',
      estimatedTime: '10-12 weeks',
      topics: [
        'chemistry',
        'atoms',
        'chemical bonds',
        'chemical reactions',
        'stoichiometry',
        'acids and bases',
      ],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Chemistry 2e',
          description: 'Free, peer-reviewed textbook for a two-semester general chemistry course.',
          url: 'https://openstax.org/details/books/chemistry-2e',
        },
        {
          type: 'course',
          name: 'MIT 5.111SC Principles of Chemical Science',
          description:
            'MIT OpenCourseWare scholar course with lecture videos and problem-solving help.',
          url: 'https://ocw.mit.edu/courses/5-111sc-principles-of-chemical-science-fall-2014/',
        },
        {
          type: 'video',
          name: 'Khan Academy Chemistry',
          description:
            'Video lessons and practice on atoms, bonding, reactions and thermochemistry.',
          url: 'https://www.khanacademy.org/science/chemistry',
        },
      ],
    },
    'the-periodic-table': {
      title: 'The Periodic Table and the Elements',
      description:
        'How the periodic table is organised and what it predicts about each element, with the history and uses of the elements.',
      difficulty: 'beginner',
      estimatedTime: '2-3 weeks',
      topics: ['periodic table', 'chemical elements', 'metals', 'noble gases'],
      sources: [
        {
          type: 'professional',
          name: 'Royal Society of Chemistry Periodic Table',
          description:
            'Interactive periodic table with data, history and uses of every element, from the UK chemistry society.',
          url: 'https://www.rsc.org/periodic-table',
        },
        {
          type: 'government',
          name: 'PubChem Periodic Table',
          description:
            'Periodic table with element properties from PubChem at the U.S. National Library of Medicine.',
          url: 'https://pubchem.ncbi.nlm.nih.gov/periodic-table/',
        },
      ],
    },
    'chemical-safety': {
      title: 'Chemical Safety and Hazards',
      description:
        'Read hazard information, store and handle chemicals safely and work safely in a laboratory.',
      difficulty: 'beginner',
      estimatedTime: '1-2 weeks',
      topics: ['chemical safety', 'lab safety', 'hazardous materials', 'safety data sheets'],
      sources: [
        {
          type: 'government',
          name: 'OSHA Laboratories',
          description:
            'U.S. Occupational Safety and Health Administration guidance on laboratory hazards and standards.',
          url: 'https://www.osha.gov/laboratories',
        },
        {
          type: 'reference',
          name: 'NIOSH Pocket Guide to Chemical Hazards',
          description:
            'CDC reference of exposure limits and protective measures for hundreds of chemicals.',
          url: 'https://www.cdc.gov/niosh/npg/',
        },
        {
          type: 'reference',
          name: 'PubChem',
          description:
            'Free database of chemical structures, properties and safety data from the U.S. National Institutes of Health.',
          url: 'https://pubchem.ncbi.nlm.nih.gov/',
        },
      ],
    },
    'organic-chemistry': {
      title: 'Organic Chemistry',
      description:
        'The chemistry of carbon compounds: structure, stereochemistry, functional groups and reaction mechanisms.',
      difficulty: 'advanced',
      estimatedTime: '12-16 weeks',
      topics: [
        'organic chemistry',
        'carbon compounds',
        'functional groups',
        'reaction mechanisms',
        'stereochemistry',
      ],
      prerequisites: ['general-chemistry'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax Organic Chemistry',
          description: 'Free organic chemistry textbook adapted from a widely used college text.',
          url: 'https://openstax.org/details/books/organic-chemistry',
        },
        {
          type: 'video',
          name: 'Khan Academy Organic Chemistry',
          description:
            'Video lessons on bonding, resonance, stereochemistry and reaction mechanisms.',
          url: 'https://www.khanacademy.org/science/organic-chemistry',
        },
        {
          type: 'reference',
          name: 'Chemistry LibreTexts',
          description:
            'Open library of chemistry textbooks and course material written by educators.',
          url: 'https://chem.libretexts.org/',
        },
      ],
    },
    'physical-chemistry': {
      title: 'Physical Chemistry',
      description:
        'Thermodynamics, kinetics and quantum mechanics applied to chemical systems: why reactions happen and how fast.',
      difficulty: 'advanced',
      estimatedTime: '12-14 weeks',
      topics: [
        'physical chemistry',
        'chemical kinetics',
        'chemical thermodynamics',
        'reaction rates',
        'spectroscopy',
      ],
      prerequisites: ['general-chemistry', 'calculus', 'classical-mechanics'],
      sources: [
        {
          type: 'course',
          name: 'MIT 5.60 Thermodynamics and Kinetics',
          description: 'MIT OpenCourseWare course with lecture videos, notes and problem sets.',
          url: 'https://ocw.mit.edu/courses/5-60-thermodynamics-kinetics-spring-2008/',
        },
        {
          type: 'textbook',
          name: 'Chemistry LibreTexts',
          description: 'Includes open physical chemistry textbooks and course shells.',
          url: 'https://chem.libretexts.org/',
        },
      ],
    },
    biochemistry: {
      title: 'Biochemistry',
      description:
        'The molecules of life — proteins, carbohydrates, lipids and nucleic acids — and the metabolic pathways that power cells.',
      difficulty: 'intermediate',
      estimatedTime: '10-12 weeks',
      topics: ['biochemistry', 'proteins', 'enzymes', 'metabolism', 'amino acids'],
      prerequisites: ['general-chemistry', 'cell-biology'],
      sources: [
        {
          type: 'course',
          name: 'Khan Academy MCAT Biomolecules',
          description: 'Video lessons on amino acids, enzymes, nucleic acids and metabolism.',
          url: 'https://www.khanacademy.org/test-prep/mcat/biomolecules',
        },
        {
          type: 'textbook',
          name: 'OpenStax Biology 2e',
          description:
            'Its chemistry-of-life and metabolism chapters introduce the key biomolecules and pathways.',
          url: 'https://openstax.org/details/books/biology-2e',
        },
        {
          type: 'professional',
          name: 'American Chemical Society',
          description: 'Professional society for chemists with educational resources and journals.',
          url: 'https://www.acs.org/',
        },
      ],
    },
  },
};
