import type { KeyTerm } from './key-term';

export const ARTS_AND_MUSIC_TERMS: readonly KeyTerm[] = [
  {
    term: 'music theory',
    subjectId: 'music-theory',
    definition:
      'Music theory is the study of how music works, including pitch, rhythm, harmony, melody, ' +
      'form and notation. It gives musicians a shared vocabulary for reading, writing, analyzing ' +
      'and performing music.',
  },
  {
    term: 'scale',
    aliases: ['scales', 'musical scale'],
    subjectId: 'music-theory',
    definition:
      'A scale is a set of musical notes arranged in order of pitch, which provides the material ' +
      'for melodies and harmonies. The major and minor scales, each of seven notes, are the most ' +
      'common in Western music.',
  },
  {
    term: 'chord',
    aliases: ['chords'],
    subjectId: 'music-theory',
    definition:
      'A chord is a group of three or more notes played at the same time. The most basic is the ' +
      'triad, made of a root note with the notes a third and a fifth above it, and chords form ' +
      'the harmony of a piece.',
  },
  {
    term: 'harmony',
    subjectId: 'music-theory',
    definition:
      'Harmony is the combination of different musical notes sounded at the same time to produce ' +
      'chords, and the way chords follow one another. It supports the melody and creates ' +
      'feelings of tension and resolution.',
  },
  {
    term: 'rhythm',
    subjectId: 'music-theory',
    definition:
      'Rhythm is the pattern of long and short sounds and silences in time in music. It is ' +
      'organized by the beat, meter and tempo, and it is what listeners tap their feet to.',
  },
  {
    term: 'drawing',
    subjectId: 'drawing-fundamentals',
    definition:
      'Drawing is the art of making images on a surface with lines and tones, using tools such ' +
      'as pencil, pen, charcoal or a digital stylus. It is the foundation of many visual arts ' +
      'and a way to plan paintings, designs and buildings.',
  },
  {
    term: 'perspective',
    aliases: ['linear perspective'],
    subjectId: 'drawing-fundamentals',
    definition:
      'Perspective, in drawing and painting, is a technique for representing three-dimensional ' +
      'space on a flat surface so that objects appear to recede into the distance. In linear ' +
      'perspective, parallel lines converge toward vanishing points on a horizon line.',
  },
  {
    term: 'shading',
    subjectId: 'drawing-fundamentals',
    definition:
      'Shading is the technique of adding tones of light and dark to a drawing to show form, ' +
      'volume and the direction of light. Methods include hatching, cross-hatching, stippling ' +
      'and blending.',
  },
  {
    term: 'photography',
    subjectId: 'photography',
    definition:
      'Photography is the art and practice of creating images by recording light, either on ' +
      'light-sensitive film or with an electronic image sensor. It is used for art, journalism, ' +
      'science and recording everyday life.',
  },
  {
    term: 'exposure',
    subjectId: 'photography',
    definition:
      'Exposure, in photography, is the amount of light that reaches the film or sensor, which ' +
      'determines how bright or dark an image appears. It is controlled by the aperture, the ' +
      'shutter speed and the ISO sensitivity.',
  },
  {
    term: 'composition',
    subjectId: 'photography',
    definition:
      'Composition is the arrangement of visual elements within a photograph, painting or ' +
      'design. Guidelines such as the rule of thirds, leading lines and balance help create ' +
      'images that guide the eye of the viewer.',
  },
  {
    term: 'camera',
    aliases: ['cameras'],
    subjectId: 'photography',
    definition:
      'A camera is a device that captures images by focusing light through a lens onto film or a ' +
      'digital sensor. Common types include smartphone cameras, compact cameras, mirrorless ' +
      'cameras and digital single-lens reflex cameras.',
  },
  {
    term: 'art history',
    subjectId: 'art-history',
    definition:
      'Art history is the study of art and its development across time and cultures, including ' +
      'painting, sculpture and architecture. It looks at style, meaning, technique and the ' +
      'historical context in which works were made.',
  },
  {
    term: 'art movement',
    aliases: ['art movements'],
    subjectId: 'art-history',
    definition:
      'An art movement is a style or tendency in art with shared ideas and aims, followed by a ' +
      'group of artists during a particular period. Examples include the Renaissance, Baroque, ' +
      'Impressionism, Cubism and Surrealism.',
  },
  {
    term: 'Renaissance art',
    subjectId: 'art-history',
    definition:
      'Renaissance art is the art of Europe from about the fourteenth to the sixteenth century, ' +
      'beginning in Italy, that revived classical ideals. It is known for realism, linear ' +
      'perspective and the study of anatomy, in the work of artists such as Leonardo da Vinci, ' +
      'Michelangelo and Raphael.',
  },
  {
    term: 'modern art',
    subjectId: 'art-history',
    definition:
      'Modern art is art produced roughly from the 1860s to the 1970s that broke with ' +
      'traditional styles and experimented with new ways of seeing and materials. It includes ' +
      'movements such as Impressionism, Cubism, Surrealism and Abstract Expressionism.',
  },
  {
    term: 'Mona Lisa',
    subjectId: 'art-history',
    definition:
      'The Mona Lisa is a portrait by Leonardo da Vinci, painted in the early sixteenth century ' +
      'and kept in the Louvre in Paris. It is famous for the subtle smile of its sitter and its ' +
      'soft blending of tones, and it is among the best-known paintings in the world.',
  },
  {
    term: 'Leonardo da Vinci',
    aliases: ['Leonardo', 'da Vinci'],
    subjectId: 'art-history',
    definition:
      'Leonardo da Vinci was an Italian Renaissance artist, scientist and inventor who lived ' +
      'from 1452 to 1519. He painted the Mona Lisa and The Last Supper, and his notebooks are ' +
      'filled with studies of anatomy, machines and nature.',
  },
  {
    term: 'graphic design',
    subjectId: 'graphic-and-interface-design',
    definition:
      'Graphic design is the craft of communicating ideas visually by combining text, images, ' +
      'color and layout. It is used in logos, posters, packaging, books, websites and apps.',
  },
  {
    term: 'typography',
    subjectId: 'graphic-and-interface-design',
    definition:
      'Typography is the art of arranging type to make written language readable and appealing. ' +
      'It involves choosing typefaces and adjusting size, spacing, line length and alignment.',
  },
  {
    term: 'color theory',
    aliases: ['colour theory', 'color wheel'],
    subjectId: 'graphic-and-interface-design',
    definition:
      'Color theory is the set of principles that explains how colors mix, relate and affect ' +
      'people, often shown with a color wheel. It covers primary, secondary and complementary ' +
      'colors and the use of harmonious color schemes in art and design.',
  },
  {
    term: 'user experience',
    aliases: ['UX', 'UX design', 'user interface', 'UI design', 'UI'],
    subjectId: 'graphic-and-interface-design',
    definition:
      'User experience is the overall experience a person has when using a product or service, ' +
      'especially how easy, efficient and satisfying it is. UI design, or user interface design, ' +
      'shapes the screens, controls and visual elements through which people interact with a ' +
      'product.',
  },
  {
    term: 'music production',
    subjectId: 'music-production',
    definition:
      'Music production is the process of creating a finished recording of music, from writing ' +
      'and arranging to recording, editing, mixing and mastering. Producers today often work in ' +
      'a digital audio workstation on a computer.',
  },
  {
    term: 'mixing',
    aliases: ['audio mixing'],
    subjectId: 'music-production',
    definition:
      'Mixing is the stage of music production in which the separate recorded tracks are ' +
      'combined and balanced into a final stereo recording. It involves adjusting levels, ' +
      'panning, equalization and effects such as reverb and compression.',
  },
  {
    term: 'synthesizer',
    aliases: ['synthesizers', 'synth'],
    subjectId: 'music-production',
    definition:
      'A synthesizer is an electronic musical instrument that generates sounds from electrical ' +
      'signals, using oscillators, filters and envelopes to shape them. It can imitate acoustic ' +
      'instruments or create entirely new sounds.',
  },
];
