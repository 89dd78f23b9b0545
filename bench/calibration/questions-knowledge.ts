import { inCategory, type CalibrationQuestion } from './calibration-question';
import {
  allOf,
  answersOrDeclines,
  anyOf,
  declines,
  not,
  says,
  statesInteger,
  statesNumber,
  statesResult,
} from './judges';

/** Questions the encyclopedia's articles answer. */
const ENCYCLOPEDIA = inCategory('encyclopedia', [
  {
    text: 'What is photosynthesis?',
    judge: allOf(says(/light/i), says(/chemical energy|sugar|glucose/i)),
  },
  {
    text: 'Who designed the Eiffel Tower?',
    judge: says(/Gustave Eiffel/),
  },
  { text: 'How tall is the Eiffel Tower?', judge: says(/\b330 (?:m|metres|meters)\b/i) },
  { text: 'How high is Mount Everest?', judge: statesInteger(8849) },
  { text: 'Who first climbed Mount Everest?', judge: allOf(says(/Hillary/), says(/Tenzing/)) },
  {
    text: 'Which elements did Marie Curie discover?',
    judge: allOf(says(/polonium/i), says(/radium/i)),
  },
  { text: 'Who created the Python programming language?', judge: says(/Guido van Rossum/) },
  { text: 'When did the Western Roman Empire end?', judge: statesInteger(476) },
  {
    text: 'Tell me about the Andromeda Galaxy',
    judge: allOf(says(/spiral galaxy/i), says(/2\.5 million light-years/i)),
  },
  { text: 'What is the capital of Australia?', judge: says(/\bCanberra\b/) },
  { text: 'Who painted the Mona Lisa?', judge: says(/Leonardo da Vinci/) },
  { text: 'What is an event horizon?', judge: allOf(says(/boundary/i), says(/escape/i)) },
]);

/** Questions on a subject the encyclopedia has, whose article does not hold the asked fact. */
const ENCYCLOPEDIA_MISSING_FACT = inCategory('encyclopedia-missing-fact', [
  {
    text: 'Who discovered the Rosetta Stone?',
    judge: answersOrDeclines(says(/Bouchard|French soldiers/i)),
  },
  {
    text: 'How much does the Eiffel Tower weigh?',
    judge: answersOrDeclines(says(/\b(?:7300|10100) (?:tonnes|tons|t)\b/i)),
  },
  {
    text: 'Who discovered the Andromeda Galaxy?',
    judge: answersOrDeclines(says(/al-Sufi|Abd al-Rahman/i)),
  },
  {
    text: 'How old was Marie Curie when she died?',
    judge: answersOrDeclines(statesInteger(66)),
  },
  {
    text: 'What is the population of Canberra?',
    judge: answersOrDeclines(says(/\b(?:4[0-9]{5}|4[0-9]{2} thousand)\b/i)),
  },
]);

/** Questions the stand-in web's snippets answer (see web-results.ts). */
const WEB_SEARCH = inCategory('web-search', [
  { text: 'How deep is the Mariana Trench?', judge: statesInteger(10_935) },
  { text: 'How tall is Mount Kilimanjaro?', judge: statesInteger(5895) },
  { text: 'Who won the 2022 World Cup?', judge: says(/\bArgentina\b/) },
  {
    text: 'When did the James Webb Space Telescope launch?',
    judge: anyOf(says(/25 December 2021/i), says(/December 25,? 2021/i)),
  },
  { text: 'How many bones are in the adult human body?', judge: statesInteger(206) },
  {
    text: 'Who wrote One Hundred Years of Solitude?',
    judge: says(/García Márquez|Garcia Marquez/i),
  },
  { text: 'What is the tallest building in the world?', judge: says(/Burj Khalifa/i) },
  // Geographers disagree; any of the usual figures is right, and saying they differ is better.
  {
    text: 'How long is the Nile?',
    judge: anyOf(statesInteger(6650), statesInteger(6695), statesInteger(7088)),
  },
  {
    text: 'What is the population of Ulaanbaatar?',
    judge: answersOrDeclines(says(/\b1\.[5-7] million\b|\b1[5-7][0-9]{5}\b/i)),
  },
  {
    text: 'Is the Great Wall of China visible from space?',
    judge: allOf(
      says(/\bnot visible|cannot be seen|can't be seen|^\W*no\b/i),
      not(says(/\bis visible\b/i)),
    ),
  },
]);

/**
 * Questions nothing on this server answers: no article, no search result, nothing to compute.
 * Declining is right; the true answer, where there is one, is right too.
 */
const UNANSWERABLE = inCategory('unanswerable', [
  { text: 'Who won the 1954 Tour de France?', judge: answersOrDeclines(says(/Louison Bobet/)) },
  { text: 'Who invented the accordion?', judge: answersOrDeclines(says(/Demian|Buschmann/)) },
  { text: 'What will the weather be in Lisbon tomorrow?', judge: declines },
  { text: 'What is the stock price of Apple right now?', judge: declines },
  { text: 'What is my name?', judge: declines },
  { text: 'Translate "good morning" into French', judge: answersOrDeclines(says(/\bbonjour\b/i)) },
  {
    text: 'What is the chemical formula of table salt?',
    judge: answersOrDeclines(says(/\bNaCl\b/)),
  },
  { text: 'Who wrote Hamlet?', judge: answersOrDeclines(says(/Shakespeare/)) },
]);

/** Questions with a catch: a false premise, a famous wrong answer, a rounding trap. */
const TRICK = inCategory('trick', [
  {
    text: 'What is 0.1 + 0.2?',
    judge: allOf(statesResult(0.3), not(says(/0\.30000000000000004/))),
  },
  {
    text: 'How many days are in February 2023?',
    judge: allOf(statesInteger(28), not(statesInteger(29))),
  },
  {
    text: 'Which is heavier, a kilogram of feathers or a kilogram of steel?',
    judge: says(/\b(?:the same|neither|equal|both weigh)/i),
  },
  {
    text: 'Who was the first person to walk on Mars?',
    judge: says(/no one|nobody|no human|not yet|has not|hasn't|never/i),
  },
  {
    text: 'What is the square root of -1?',
    judge: anyOf(says(/(?:=|\bis)\s*±?\s*i\b/), says(/imaginary/i)),
  },
  { text: 'Convert 0 kelvin to Celsius', judge: statesNumber(-273.15, 0.001) },
  {
    text: 'How many months have 28 days?',
    judge: says(/\b(?:all|every)(?: 12| twelve)? months|\b(?:12|twelve) months|all of them/i),
  },
  { text: 'What is 50% of 50% of 80?', judge: allOf(statesResult(20), not(statesResult(40))) },
  {
    text: 'What is 100 divided by 0?',
    judge: says(/undefined|cannot divide|can't divide|not defined|division by zero|infinity/i),
  },
  {
    text: 'I have 3 apples, eat 2 and buy 5 more. How many apples do I have?',
    judge: statesResult(6),
  },
]);

/** The questions answered from knowledge (or not at all), and the trick questions. */
export function knowledgeQuestions(): CalibrationQuestion[] {
  return [...ENCYCLOPEDIA, ...ENCYCLOPEDIA_MISSING_FACT, ...WEB_SEARCH, ...UNANSWERABLE, ...TRICK];
}
