import type { SubjectCategory } from '@polymath/shared';

export const PHYSICS: SubjectCategory = {
  description:
    'Matter, energy, forces and fields, from falling objects to the quantum behaviour of atoms.',
  subjects: {
    'classical-mechanics': {
      title: 'Classical Mechanics',
      description:
        "Motion, forces, energy and momentum described by Newton's laws, with rotation, oscillations and gravitation.",
      difficulty: 'beginner',
      estimatedTime: '8-10 weeks',
      topics: ['physics', "newton's laws", 'forces', 'motion', 'energy', 'gravity'],
      prerequisites: ['algebra'],
      sources: [
        {
          type: 'course',
          name: 'MIT 8.01SC Classical Mechanics',
          description:
            'MIT OpenCourseWare scholar course with lecture videos, worked examples and problem sets.',
          url: 'https://ocw.mit.edu/courses/8-01sc-classical-mechanics-fall-2016/',
        },
        {
          type: 'textbook',
          name: 'OpenStax University Physics Volume 1',
          description: 'Free calculus-based textbook on mechanics, waves and sound.',
          url: 'https://openstax.org/details/books/university-physics-volume-1',
        },
        {
          type: 'app',
          name: 'PhET Interactive Simulations',
          description:
            'Free physics and chemistry simulations from the University of Colorado Boulder.',
          url: 'https://phet.colorado.edu/',
        },
      ],
    },
    'electricity-and-magnetism': {
      title: 'Electricity and Magnetism',
      description:
        "Electric charge, fields, circuits, magnetism and induction, leading to Maxwell's equations and electromagnetic waves.",
      difficulty: 'intermediate',
      estimatedTime: '8-10 weeks',
      topics: [
        'electricity',
        'magnetism',
        'circuits',
        'electromagnetism',
        'electric fields',
        "maxwell's equations",
      ],
      prerequisites: ['classical-mechanics', 'calculus'],
      sources: [
        {
          type: 'course',
          name: 'MIT 8.02 Physics II: Electricity and Magnetism',
          description: 'MIT OpenCourseWare course with lecture notes, problem sets and exams.',
          url: 'https://ocw.mit.edu/courses/8-02-physics-ii-electricity-and-magnetism-spring-2007/',
        },
        {
          type: 'textbook',
          name: 'OpenStax University Physics Volume 2',
          description: 'Free textbook on thermodynamics, electricity and magnetism.',
          url: 'https://openstax.org/details/books/university-physics-volume-2',
        },
        {
          type: 'reference',
          name: 'The Feynman Lectures on Physics, Volume II',
          description:
            "Richard Feynman's lectures on electromagnetism and matter, free online from Caltech.",
          url: 'https://www.feynmanlectures.caltech.edu/II_toc.html',
        },
      ],
    },
    thermodynamics: {
      title: 'Thermodynamics',
      description:
        'Temperature, heat, work and entropy: the laws that govern engines, refrigerators and the direction of natural processes.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: [
        'thermodynamics',
        'heat',
        'entropy',
        'temperature',
        'laws of thermodynamics',
        'engines',
      ],
      prerequisites: ['classical-mechanics'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax University Physics Volume 2',
          description:
            'Its first unit covers temperature, heat, the kinetic theory of gases and the laws of thermodynamics.',
          url: 'https://openstax.org/details/books/university-physics-volume-2',
        },
        {
          type: 'reference',
          name: 'The Feynman Lectures on Physics, Volume I',
          description:
            "Feynman's lectures on mechanics, radiation and heat, free online from Caltech.",
          url: 'https://www.feynmanlectures.caltech.edu/I_toc.html',
        },
      ],
    },
    'waves-and-optics': {
      title: 'Waves and Optics',
      description:
        'How waves travel, interfere and diffract, and how light forms images through mirrors, lenses and instruments.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['waves', 'light', 'optics', 'lenses', 'diffraction', 'sound'],
      prerequisites: ['classical-mechanics'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax University Physics Volume 3',
          description: 'Free textbook on optics and modern physics.',
          url: 'https://openstax.org/details/books/university-physics-volume-3',
        },
        {
          type: 'practice',
          name: 'PhET Interactive Simulations',
          description:
            'Simulations of wave interference, bending light and geometric optics to experiment with.',
          url: 'https://phet.colorado.edu/',
        },
      ],
    },
    'quantum-mechanics': {
      title: 'Quantum Mechanics',
      description:
        'Wave functions, the Schrödinger equation, measurement and spin: the theory that explains atoms, molecules and semiconductors.',
      difficulty: 'advanced',
      estimatedTime: '12-14 weeks',
      topics: [
        'quantum mechanics',
        'quantum physics',
        'wave functions',
        'schrodinger equation',
        'spin',
        'uncertainty principle',
      ],
      prerequisites: ['waves-and-optics', 'linear-algebra', 'differential-equations'],
      sources: [
        {
          type: 'course',
          name: 'MIT 8.04 Quantum Physics I',
          description:
            'MIT OpenCourseWare course with full lecture videos by Allan Adams and problem sets.',
          url: 'https://ocw.mit.edu/courses/8-04-quantum-physics-i-spring-2013/',
        },
        {
          type: 'reference',
          name: 'The Feynman Lectures on Physics, Volume III',
          description: "Feynman's lectures on quantum mechanics, free online from Caltech.",
          url: 'https://www.feynmanlectures.caltech.edu/III_toc.html',
        },
        {
          type: 'professional',
          name: 'American Physical Society',
          description:
            'Professional society of physicists, publisher of the Physical Review journals.',
          url: 'https://www.aps.org/',
        },
      ],
    },
    'special-relativity': {
      title: 'Special Relativity',
      description:
        'Why the speed of light is the same for every observer, and what follows: time dilation, length contraction and E = mc².',
      difficulty: 'advanced',
      estimatedTime: '4-6 weeks',
      topics: ['relativity', 'speed of light', 'time dilation', 'einstein', 'spacetime'],
      prerequisites: ['classical-mechanics', 'electricity-and-magnetism'],
      sources: [
        {
          type: 'textbook',
          name: 'OpenStax University Physics Volume 3',
          description:
            'Its relativity chapter covers the postulates, Lorentz transformations and relativistic energy.',
          url: 'https://openstax.org/details/books/university-physics-volume-3',
        },
        {
          type: 'tutorial',
          name: 'Einstein Online',
          description:
            'Explanations of relativity written by researchers at the Max Planck Institute for Gravitational Physics.',
          url: 'https://www.einstein-online.info/en/',
        },
      ],
    },
  },
};
