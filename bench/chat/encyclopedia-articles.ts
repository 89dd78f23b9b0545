import type { FakeArticle } from '../../apps/server/test/peers/fake-wikipedia';

/**
 * The articles the local stand-in for Wikipedia serves during the chat benchmark, so encyclopedia
 * questions go through the real lookup (search, fetch, store, answer with sources) without
 * leaving the machine. Each is a few paragraphs, like a real article's introduction.
 */
export const ENCYCLOPEDIA_ARTICLES: FakeArticle[] = [
  {
    title: 'Photosynthesis',
    categories: ['Plant physiology', 'Biological processes'],
    extract:
      'Photosynthesis is the process by which plants, algae and some bacteria convert light energy into chemical energy stored in sugars. It takes place mainly in the chloroplasts of leaf cells, where the pigment chlorophyll absorbs red and blue light.\n\n' +
      'In the light-dependent reactions, water is split and oxygen is released as a by-product, while ATP and NADPH are produced. In the Calvin cycle, carbon dioxide from the air is fixed into glucose using that ATP and NADPH.\n\n' +
      'Photosynthesis supplies most of the oxygen in the atmosphere and the organic compounds that nearly all life depends on.',
  },
  {
    title: 'Eiffel Tower',
    categories: ['Towers in Paris', 'Landmarks in France'],
    extract:
      'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after the engineer Gustave Eiffel, whose company designed and built the tower between 1887 and 1889 as the entrance arch of the 1889 World Fair.\n\n' +
      'The tower is 330 metres tall and was the tallest man-made structure in the world until 1930. It has three levels for visitors, with restaurants on the first and second levels.\n\n' +
      'It is one of the most visited paid monuments in the world, with about seven million visitors a year.',
  },
  {
    title: 'Mount Everest',
    categories: ['Mountains of Nepal', 'Mountains of China'],
    extract:
      "Mount Everest is Earth's highest mountain above sea level, located in the Mahalangur Himal sub-range of the Himalayas on the border between Nepal and China. Its elevation of 8,849 metres was established by a Chinese and Nepali survey in 2020.\n\n" +
      'The first confirmed ascent of Everest was made on 29 May 1953 by Edmund Hillary and Tenzing Norgay. Climbers face altitude sickness, extreme cold, high winds and avalanches.\n\n' +
      'The mountain is known in Nepali as Sagarmatha and in Tibetan as Chomolungma.',
  },
  {
    title: 'Great Barrier Reef',
    categories: ['Coral reefs', 'World Heritage Sites in Australia'],
    extract:
      "The Great Barrier Reef is the world's largest coral reef system, composed of over 2,900 individual reefs and 900 islands stretching for over 2,300 kilometres off the coast of Queensland, Australia.\n\n" +
      'The reef is built by billions of tiny organisms known as coral polyps and supports a wide diversity of life, including fish, turtles, sharks and dolphins. It was selected as a World Heritage Site in 1981.\n\n' +
      'Climate change, pollution and coral bleaching caused by warmer sea temperatures are the main threats to the reef.',
  },
  {
    title: 'Marie Curie',
    categories: ['Polish physicists', 'Nobel laureates in Chemistry'],
    extract:
      'Marie Curie was a Polish and naturalised-French physicist and chemist who conducted pioneering research on radioactivity. She was the first woman to win a Nobel Prize and the first person to win Nobel Prizes in two scientific fields, physics in 1903 and chemistry in 1911.\n\n' +
      'With her husband Pierre Curie she discovered the elements polonium and radium. She developed techniques for isolating radioactive isotopes.\n\n' +
      'She died in 1934 of aplastic anaemia, probably caused by long exposure to radiation.',
  },
  {
    title: 'Python (programming language)',
    categories: ['Programming languages', 'Object-oriented programming languages'],
    extract:
      'Python is a high-level, general-purpose programming language whose design emphasises code readability through significant indentation. It was created by Guido van Rossum and first released in 1991.\n\n' +
      'Python is dynamically typed and garbage-collected, and it supports structured, object-oriented and functional programming. Its large standard library is often described as batteries included.\n\n' +
      'Python is widely used in data science, machine learning, web development, automation and education.',
  },
  {
    title: 'Roman Empire',
    categories: ['Ancient Rome', 'Former empires'],
    extract:
      'The Roman Empire was the state ruled by the Romans following Octavian assuming sole rule under the name Augustus in 27 BC. At its height it controlled the lands around the Mediterranean Sea, from Britain to Egypt.\n\n' +
      'The empire built roads, aqueducts and cities, and Latin spread as the language of administration. In 395 it was divided into a western and an eastern half.\n\n' +
      'The Western Roman Empire ended in 476, while the Eastern Roman Empire, known as the Byzantine Empire, lasted until the fall of Constantinople in 1453.',
  },
  {
    title: 'Black hole',
    categories: ['Black holes', 'Astrophysics'],
    extract:
      'A black hole is a region of spacetime where gravity is so strong that nothing, not even light, can escape from it. The boundary of no escape is called the event horizon.\n\n' +
      'Black holes of stellar mass form when very massive stars collapse at the end of their life cycle. Supermassive black holes of millions to billions of solar masses sit at the centres of most galaxies.\n\n' +
      'In 2019 the Event Horizon Telescope published the first image of a black hole, the one at the centre of the galaxy M87.',
  },
];
