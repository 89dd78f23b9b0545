import type { FakeSearchResult } from '../../apps/server/test/peers/fake-searxng';
import { marianaTrenchResults } from '../../e2e/fixtures/web-search';

/** A phrase of the question and the results the stand-in search engine gives for it. */
export interface SearchAnswer {
  phrase: string;
  results: FakeSearchResult[];
}

/**
 * What the stand-in web says, as search snippets. The pages are on the stand-in engine's own
 * address, which the server does not read for a search result (a private address), so each
 * source is the snippet, and nothing leaves the machine. Most questions have results that agree;
 * the Nile's length is disputed in the sources as it is on the real web, and the Ulaanbaatar
 * results are about the city but never give its population.
 */
export function calibrationSearchAnswers(searchOrigin: string): SearchAnswer[] {
  const result = (path: string, title: string, content: string): FakeSearchResult => ({
    url: `${searchOrigin}/pages/${path}`,
    title,
    content,
  });
  return [
    { phrase: 'mariana trench', results: marianaTrenchResults(searchOrigin) },
    {
      phrase: 'kilimanjaro',
      results: [
        result(
          'kilimanjaro-park',
          'Kilimanjaro National Park',
          'Mount Kilimanjaro rises 5,895 metres above sea level, which makes it the highest mountain in Africa.',
        ),
        result(
          'african-peaks',
          'The great peaks of Africa',
          'Mount Kilimanjaro stands 5,895 metres tall and is the highest free-standing mountain on Earth.',
        ),
      ],
    },
    {
      phrase: 'world cup',
      results: [
        result(
          'world-cup-final',
          '2022 FIFA World Cup final',
          'Argentina won the 2022 FIFA World Cup in Qatar, beating France 4–2 on penalties after a 3–3 draw in the final.',
        ),
        result(
          'messi-world-cup',
          'Messi lifts the World Cup',
          'Lionel Messi captained Argentina to victory at the 2022 FIFA World Cup, the country’s third title.',
        ),
      ],
    },
    {
      phrase: 'james webb',
      results: [
        result(
          'jwst-launch',
          'James Webb Space Telescope launch',
          'The James Webb Space Telescope was launched on 25 December 2021 on an Ariane 5 rocket from Kourou, French Guiana.',
        ),
        result(
          'jwst-mission',
          'Webb mission overview',
          'Launched on December 25, 2021, the James Webb Space Telescope reached its orbit around the second Lagrange point in January 2022.',
        ),
      ],
    },
    {
      phrase: 'bones',
      results: [
        result(
          'skeleton',
          'The human skeleton',
          'The adult human skeleton is made up of 206 bones, while a newborn baby has around 270.',
        ),
        result(
          'bone-facts',
          'Bone facts',
          'An adult human body has 206 bones; many of a baby’s bones fuse together as it grows.',
        ),
      ],
    },
    {
      phrase: 'one hundred years of solitude',
      results: [
        result(
          'solitude',
          'One Hundred Years of Solitude',
          'One Hundred Years of Solitude is a 1967 novel by the Colombian author Gabriel García Márquez.',
        ),
        result(
          'garcia-marquez',
          'Gabriel García Márquez',
          'Gabriel García Márquez wrote One Hundred Years of Solitude and received the Nobel Prize in Literature in 1982.',
        ),
      ],
    },
    {
      phrase: 'tallest building',
      results: [
        result(
          'burj-khalifa',
          'Burj Khalifa',
          'The Burj Khalifa in Dubai is the tallest building in the world, standing 828 metres high since its completion in 2010.',
        ),
        result(
          'skyscrapers',
          'The world’s tallest skyscrapers',
          'At 828 metres, Dubai’s Burj Khalifa has been the world’s tallest building since 2010.',
        ),
      ],
    },
    {
      phrase: 'nile',
      results: [
        result(
          'nile-river',
          'Nile',
          'The Nile is a major north-flowing river in northeastern Africa, about 6,650 kilometres long.',
        ),
        result(
          'longest-rivers',
          'The longest rivers',
          'Measured from its most distant source, the Nile is 6,695 kilometres long, though some surveys put the Amazon ahead.',
        ),
        result(
          'river-lengths',
          'River lengths disputed',
          'A 2007 expedition measured the Nile at 7,088 kilometres, a figure other geographers dispute.',
        ),
      ],
    },
    {
      phrase: 'ulaanbaatar',
      results: [
        result(
          'ulaanbaatar-city',
          'Ulaanbaatar',
          'Ulaanbaatar is the capital of Mongolia, located on the Tuul River at an elevation of about 1,350 metres.',
        ),
        result(
          'ulaanbaatar-travel',
          'Visiting Ulaanbaatar',
          'Ulaanbaatar is the coldest capital city in the world, with January temperatures often below minus 20 degrees.',
        ),
      ],
    },
    {
      phrase: 'great wall',
      results: [
        result(
          'great-wall-myth',
          'Can you see the Great Wall from space?',
          'The Great Wall of China is not visible to the naked eye from low Earth orbit, contrary to a popular myth; astronauts have confirmed it.',
        ),
        result(
          'great-wall',
          'Great Wall of China',
          'The Great Wall is very long but only a few metres wide, which is why it cannot be seen with the naked eye from space.',
        ),
      ],
    },
  ];
}
