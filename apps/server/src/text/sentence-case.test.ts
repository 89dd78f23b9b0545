import { describe, expect, it } from 'vitest';
import { isProperNounWord } from './proper-nouns';
import { sentenceCaseOf } from './sentence-case';

const apa = (title: string) => sentenceCaseOf(title, { capitaliseSubtitle: true });
const citeThemRight = (title: string) => sentenceCaseOf(title, { capitaliseSubtitle: false });

describe('sentenceCaseOf', () => {
  it.each([
    ['On the Origin of Species', 'On the origin of species'],
    ['The Structure of Scientific Revolutions', 'The structure of scientific revolutions'],
    ['A History of France', 'A history of France'],
    ['Privacy Policy', 'Privacy policy'],
    ['The Life of Samuel Johnson', 'The life of Samuel Johnson'],
    ['Freud and Jung on Dreams', 'Freud and Jung on dreams'],
    ['DNA Repair in Human Cells', 'DNA repair in human cells'],
    ['NASA and the Space Race', 'NASA and the space race'],
    ['Emotions in Storybooks', 'Emotions in storybooks'],
    ['The Economy of the United States', 'The economy of the United States'],
    ['Teaching English in New Zealand', 'Teaching English in New Zealand'],
    ['Victorian Women and Christian Charity', 'Victorian women and Christian charity'],
    ['Self-Determination in Post-Soviet Georgia', 'Self-determination in post-Soviet Georgia'],
    ['Understanding the iPhone Economy', 'Understanding the iPhone economy'],
    ["Darwin's Theory of Evolution", "Darwin's theory of evolution"],
    ['Vitamin C and the Common Cold', 'Vitamin C and the common cold'],
    ['John F. Kennedy and the Modern Presidency', 'John F. Kennedy and the modern presidency'],
    ['The Effects of COVID-19 on Sleep', 'The effects of COVID-19 on sleep'],
    [
      'Why Some People With Anxiety Love Watching Horror Movies',
      'Why some people with anxiety love watching horror movies',
    ],
    ['What I Learned in Paris on Monday', 'What I learned in Paris on Monday'],
  ])('writes the title-case %j as %j', (title, expected) => {
    expect(apa(title)).toBe(expected);
    expect(citeThemRight(title)).toBe(expected);
  });

  it('capitalises the word after a colon in APA, and leaves it lower case in Cite Them Right', () => {
    const title = 'Behave: The Biology of Humans at Our Best and Worst';
    expect(apa(title)).toBe('Behave: The biology of humans at our best and worst');
    expect(citeThemRight(title)).toBe('Behave: the biology of humans at our best and worst');
    const guns = 'Guns, Germs, and Steel: The Fates of Human Societies';
    expect(apa(guns)).toBe('Guns, germs, and steel: The fates of human societies');
    expect(citeThemRight(guns)).toBe('Guns, germs, and steel: the fates of human societies');
  });

  it('keeps a proper noun or acronym after a colon capitalised in Cite Them Right', () => {
    expect(citeThemRight('Living Abroad: France in the 1960s')).toBe(
      'Living abroad: France in the 1960s',
    );
    expect(citeThemRight('Successful Teaching Placements: QTS Practical Handbooks')).toBe(
      'Successful teaching placements: QTS practical handbooks',
    );
  });

  it('starts a subtitle after a dash, a question or an exclamation mark', () => {
    expect(apa('Is It Worth It? The Cost of College')).toBe('Is it worth it? The cost of college');
    expect(apa('Eureka! We Have Found Another Earth')).toBe('Eureka! We have found another earth');
    expect(apa('Memory — A Very Short Introduction')).toBe('Memory — A very short introduction');
  });

  it('leaves a title typed in sentence case as its writer capitalised it', () => {
    const storybooks =
      'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States';
    expect(apa(storybooks)).toBe(storybooks);
    const indie =
      'Indie pop rocks mathematics: Twenty One Pilots, Nicolas Bourbaki, and the empty set';
    expect(apa(indie)).toBe(indie);
    expect(citeThemRight('Plant medicine: A collection of the teachings of herbalists')).toBe(
      'Plant medicine: a collection of the teachings of herbalists',
    );
  });

  it('capitalises the first word of a title typed in lower case', () => {
    expect(apa('chaos: making a new science')).toBe('Chaos: Making a new science');
    expect(citeThemRight('chaos: making a new science')).toBe('Chaos: making a new science');
    expect(apa('iPhone photography')).toBe('iPhone photography');
  });

  it('keeps what is between the words as typed', () => {
    expect(apa('  “The Road”:  A Study — (Part 2)  ')).toBe('  “The road”:  A study — (Part 2)  ');
  });
});

describe('isProperNounWord', () => {
  it.each(['France', 'NASA', 'Monday', 'Darwin', 'Kierkegaard', "Darwin's", 'Søren'])(
    'takes %j for a proper noun',
    (word) => expect(isProperNounWord(word)).toBe(true),
  );

  it.each(['Origin', 'Species', 'Storybooks', 'Scientific', 'The', 'Hacking', '1960s'])(
    'takes %j for a common word',
    (word) => expect(isProperNounWord(word)).toBe(false),
  );
});
