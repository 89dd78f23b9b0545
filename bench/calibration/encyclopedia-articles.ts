import type { FakeArticle } from '../../apps/server/test/peers/fake-wikipedia';
import { ENCYCLOPEDIA_ARTICLES as CHAT_ARTICLES } from '../chat/encyclopedia-articles';
import { squadArticles } from './questions-squad';

/**
 * The calibration's encyclopedia: the chat benchmark's articles and a few more, written like an
 * article's opening paragraphs (some leave out a fact a reader would ask about: who found the
 * Rosetta Stone, who first recorded the Andromeda Galaxy, as real introductions do), and the
 * Wikipedia text of SQuAD's sampled articles (questions-squad.ts).
 */
export const CALIBRATION_ARTICLES: FakeArticle[] = [
  ...CHAT_ARTICLES,
  ...squadArticles(),
  {
    title: 'Andromeda Galaxy',
    categories: ['Spiral galaxies', 'Local Group'],
    extract:
      'The Andromeda Galaxy is a barred spiral galaxy about 2.5 million light-years from Earth and the nearest large galaxy to the Milky Way. It is also known as Messier 31 or M31, and it can be seen with the naked eye on dark, moonless nights.\n\n' +
      'Andromeda contains about one trillion stars and has a diameter of about 220,000 light-years, making it the largest galaxy of the Local Group.\n\n' +
      'The Milky Way and Andromeda are approaching each other at about 110 kilometres per second and are expected to merge in about 4.5 billion years.',
  },
  {
    title: 'Rosetta Stone',
    categories: ['Ancient Egyptian stelae', 'Objects in the British Museum'],
    extract:
      'The Rosetta Stone is a stele of granodiorite inscribed with three versions of a decree issued in Memphis, Egypt, in 196 BC. The top and middle texts are in Ancient Egyptian, using hieroglyphic and Demotic scripts, and the bottom is in Ancient Greek.\n\n' +
      'Because the decree is the same in all three versions, the stone was the key to deciphering Egyptian hieroglyphs, a task completed by Jean-François Champollion in 1822.\n\n' +
      'The stone has been on public display at the British Museum in London since 1802.',
  },
  {
    title: 'Australia',
    categories: ['Countries in Oceania', 'Member states of the Commonwealth of Nations'],
    extract:
      'Australia is a country comprising the mainland of the Australian continent, the island of Tasmania and numerous smaller islands. Its capital is Canberra, and its largest city is Sydney.\n\n' +
      'Australia is a federation of six states and two major mainland territories, with a population of about 27 million people, most of whom live along the eastern coast.\n\n' +
      'The country is known for its unique wildlife, including kangaroos, koalas and the platypus, and for landmarks such as Uluru and the Great Barrier Reef.',
  },
  {
    title: 'Mona Lisa',
    categories: ['Paintings by Leonardo da Vinci', 'Paintings in the Louvre'],
    extract:
      'The Mona Lisa is a half-length portrait painting by the Italian artist Leonardo da Vinci. It is considered an archetypal masterpiece of the Italian Renaissance and has been described as the best known and most visited work of art in the world.\n\n' +
      'The painting is thought to depict Lisa Gherardini, the wife of a Florentine merchant, and was painted in oil on a white poplar panel, probably between 1503 and 1519.\n\n' +
      'It has been on permanent display at the Louvre in Paris since 1797.',
  },
];
