import type { SubjectCategory } from '@polymath/shared';

export const ARTS_AND_MUSIC: SubjectCategory = {
  description: 'Making and understanding art, design and music, and the history behind them.',
  subjects: {
    'music-theory': {
      title: 'Music Theory',
      description:
        'Notes, rhythm, scales, intervals, chords and harmony: the vocabulary for reading, writing and understanding music.',
      difficulty: 'beginner',
      estimatedTime: '6-8 weeks',
      topics: ['music theory', 'scales', 'chords', 'harmony', 'rhythm', 'reading music'],
      sources: [
        {
          type: 'practice',
          name: 'musictheory.net',
          description: 'Free lessons and ear-training and note-reading exercises.',
          url: 'https://www.musictheory.net/',
        },
        {
          type: 'textbook',
          name: 'Open Music Theory',
          description:
            'Free, open-access music theory textbook written by music theory professors.',
          url: 'https://viva.pressbooks.pub/openmusictheory/',
        },
        {
          type: 'course',
          name: 'Open Yale Courses: Listening to Music',
          description:
            'Recorded Yale lecture course by Craig Wright on how to listen to Western music.',
          url: 'https://oyc.yale.edu/music/musi-112',
        },
      ],
    },
    'drawing-fundamentals': {
      title: 'Drawing Fundamentals',
      description:
        'Line, form, perspective, light and shadow, built up through regular drawing exercises.',
      difficulty: 'beginner',
      estimatedTime: '8-12 weeks',
      topics: ['drawing', 'sketching', 'perspective', 'shading', 'figure drawing'],
      sources: [
        {
          type: 'practice',
          name: 'Drawabox',
          description:
            'Free structured drawing lessons and homework focused on constructing forms in 3D.',
          url: 'https://drawabox.com/',
        },
        {
          type: 'video',
          name: 'Ctrl+Paint',
          description: 'Free video library on traditional and digital painting fundamentals.',
          url: 'https://www.ctrlpaint.com/',
        },
      ],
    },
    photography: {
      title: 'Photography',
      description:
        'Exposure, aperture, shutter speed, composition and light, and how to edit your photographs.',
      difficulty: 'beginner',
      estimatedTime: '4-6 weeks',
      topics: ['photography', 'exposure', 'composition', 'cameras', 'photo editing'],
      sources: [
        {
          type: 'tutorial',
          name: 'Cambridge in Colour Tutorials',
          description: 'Free in-depth tutorials on camera technique, exposure and post-processing.',
          url: 'https://www.cambridgeincolour.com/tutorials.htm',
        },
        {
          type: 'government',
          name: 'Library of Congress Prints & Photographs Online Catalog',
          description:
            'Historic photographs from the Library of Congress to study composition and history.',
          url: 'https://www.loc.gov/pictures/',
        },
      ],
    },
    'art-history': {
      title: 'Art History',
      description:
        'Major works, artists and movements from prehistory to contemporary art, and how to look at and write about art.',
      difficulty: 'intermediate',
      estimatedTime: '8-10 weeks',
      topics: ['art history', 'painting', 'art movements', 'renaissance art', 'modern art'],
      sources: [
        {
          type: 'course',
          name: 'Smarthistory',
          description: 'Free art history essays and videos written by hundreds of art historians.',
          url: 'https://smarthistory.org/',
        },
        {
          type: 'reference',
          name: 'The Met Collection',
          description:
            'Search and view the collection of the Metropolitan Museum of Art, many images open access.',
          url: 'https://www.metmuseum.org/art/collection',
        },
        {
          type: 'government',
          name: 'National Gallery of Art',
          description:
            'The U.S. national art museum with its collection online and learning resources.',
          url: 'https://www.nga.gov/',
        },
      ],
    },
    'graphic-and-interface-design': {
      title: 'Graphic and Interface Design',
      description:
        'Typography, colour, layout and hierarchy, applied to screens following the guidelines of the major platforms.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: ['graphic design', 'typography', 'color theory', 'ui design', 'user experience'],
      sources: [
        {
          type: 'official',
          name: 'Apple Human Interface Guidelines',
          description: "Apple's official guidance for designing apps on its platforms.",
          url: 'https://developer.apple.com/design/human-interface-guidelines/',
        },
        {
          type: 'official',
          name: 'Material Design 3',
          description: "Google's open-source design system with guidelines and components.",
          url: 'https://m3.material.io/',
        },
        {
          type: 'tutorial',
          name: 'Google Fonts Knowledge',
          description: 'Free lessons on typography and choosing and using type.',
          url: 'https://fonts.google.com/knowledge',
        },
      ],
    },
    'music-production': {
      title: 'Music Production',
      description: 'Make music with a computer: beats, synthesis, recording, arranging and mixing.',
      difficulty: 'advanced',
      estimatedTime: '8-12 weeks',
      topics: ['music production', 'mixing', 'synthesizers', 'recording', 'beat making'],
      prerequisites: ['music-theory'],
      sources: [
        {
          type: 'tutorial',
          name: 'Ableton Learning Music',
          description:
            'Free interactive browser lessons on beats, melody, chords and song structure.',
          url: 'https://learningmusic.ableton.com/',
        },
        {
          type: 'tutorial',
          name: 'Ableton Learning Synths',
          description: 'Free interactive browser lessons on how synthesizers shape sound.',
          url: 'https://learningsynths.ableton.com/',
        },
        {
          type: 'app',
          name: 'Audacity',
          description: 'Free, open-source audio editor and recorder.',
          url: 'https://www.audacityteam.org/',
        },
        {
          type: 'app',
          name: 'MuseScore',
          description: 'Free, open-source music notation software.',
          url: 'https://musescore.org/',
        },
      ],
    },
  },
};
