import { extractNounPhrases } from './noun-phrases';
import { withoutQuotations } from './quotations';
import { isConfusedText, isQuestionText, subjectOf } from './question';
import { needsWebSearch } from './web-search-need';
import { keywordsOf, wordsOf } from './words';

/**
 * One reading of a user's message, made once per request and shared: the knowledge lookup uses
 * its subject and keywords, learning its phrasing and noun phrases.
 */
export interface MessageReading {
  /** The opening of the message that is analysed (MAX_READ_CHARS). */
  text: string;
  /** What it asks about, as written ('French Revolution'): an encyclopedia search. */
  subject: string;
  /** The subject's meaningful words, lower case, each once: a full-text search. */
  keywords: string[];
  isQuestion: boolean;
  /** Phrased as confusion ("I still don't understand ..."). */
  isConfused: boolean;
  /** Whether the message names something worth looking up in the encyclopedia. */
  isLookupWorthy: boolean;
  /**
   * A sum, a conversion, a date question or small talk ('What is 15% of 240?', 'How many days
   * until Christmas?'): no sign of what the user wants to learn, unlike 'How do I solve a
   * quadratic equation?'.
   */
  isCalculation: boolean;
  /**
   * Whether answering needs fresh or broad information from the web (the spec's
   * `messageAnalysis.requiresWebSearch`, decided here rather than trusted from the client).
   */
  requiresWebSearch: boolean;
  /** The noun phrases of the text (wink-nlp), computed on first use and then kept. */
  nounPhrases(): string[];
  /**
   * The reading of the user's own words: the message without what it quotes (an earlier reply
   * pasted after '> ', a passage in quotation marks), which says nothing of what they ask or are
   * interested in. This reading itself when nothing is quoted; computed on first use.
   */
  ownWords(): MessageReading;
}

/** Only a message's opening is read: topics are stated early, and a 50,000-character paste stays cheap. */
export const MAX_READ_CHARS = 2000;
/**
 * The subject is read from a shorter opening still: a question states its subject at once, and
 * the subject is what an encyclopedia is searched for.
 */
const MAX_SUBJECT_CHARS = 500;
/** A message without a question phrasing is treated as a topic only when it is this short. */
const MAX_BARE_TOPIC_WORDS = 4;
/** More keywords than this is a complex request, not a topic to look up. */
const MAX_LOOKUP_KEYWORDS = 6;
/**
 * A question may say more about what it asks ('What dance do honey bees use to tell others where
 * food is?'): the encyclopedia is searched for its names and noun phrases, not its wording.
 */
const MAX_QUESTION_LOOKUP_KEYWORDS = 12;

const SMALL_TALK = new Set(
  `hi hello hey thanks thank bye goodbye morning afternoon evening night good great cool nice yes
  yeah yep nope sure fine doing going`.split(/\s+/),
);
const CLOCK_WORDS = new Set(
  `time date day today tomorrow yesterday now current clock week weekday month year hour minute
  timezone zone local`.split(/\s+/),
);
const MATH_WORDS = new Set(
  `calculate compute solve plus minus times multiplied divided percent percentage sqrt square root
  equation equals convert conversion`.split(/\s+/),
);
const ARITHMETIC = /\d\s*([-+*/^=×÷%]|x\s*\d)/i;
/** Questions about the calendar and conversions that name no operator: 'days until Christmas'. */
const UNITS =
  'seconds|minutes|hours|days|weeks|months|years|grams|kilograms|kg|pounds|lbs|ounces|oz|meters|metres|centimeters|centimetres|cm|millimeters|mm|kilometers|kilometres|km|miles|feet|inches|yards|liters|litres|ml|gallons|cups|teaspoons|tablespoons';
const CALENDAR_OR_CONVERSION = new RegExp(
  String.raw`\b(?:days?|weeks?|months?) (?:until|till|before|after|between|from|ago|left)\b|\bleap year\b|\bwhat day (?:of the week )?(?:is|was|will)\b|^how many (?:${UNITS}) (?:are )?(?:there )?in (?:an?|one|\d)`,
  'i',
);

/**
 * Whether a subject is worth an encyclopedia lookup: it is named, and is not small talk,
 * arithmetic, a unit conversion, a question about the date or time, or an instruction ("write a
 * poem about cats") rather than a question.
 */
function isWorthLookingUp(subject: string, keywords: string[], isQuestion: boolean): boolean {
  const maxKeywords = isQuestion ? MAX_QUESTION_LOOKUP_KEYWORDS : MAX_LOOKUP_KEYWORDS;
  if (keywords.length === 0 || keywords.length > maxKeywords) return false;
  if (isRoutine(subject, keywords)) return false;
  return isQuestion || wordsOf(subject).length <= MAX_BARE_TOPIC_WORDS;
}

/**
 * Arithmetic, a unit conversion, small talk or a question about the date or time: answered by
 * rule, never looked up.
 */
function isRoutine(text: string, keywords: string[]): boolean {
  if (!keywords.some((word) => /\p{L}/u.test(word))) return true;
  if (ARITHMETIC.test(text) || keywords.some((word) => MATH_WORDS.has(word))) return true;
  if (CALENDAR_OR_CONVERSION.test(text.trim())) return true;
  return keywords.every((word) => SMALL_TALK.has(word) || CLOCK_WORDS.has(word));
}

/** See MessageReading.isCalculation: a math word counts only beside a figure. */
function isCalculation(text: string, keywords: string[]): boolean {
  if (!keywords.some((word) => MATH_WORDS.has(word))) return isRoutine(text, keywords);
  return /\d/.test(text);
}

/** Reads a user's message (see MessageReading). Pure; the NLP model loads on first noun phrases. */
export function readMessage(message: string): MessageReading {
  let ownWords: MessageReading | undefined;
  const reading = readText(message, () => {
    if (ownWords) return ownWords;
    const own = withoutQuotations(message, MAX_READ_CHARS);
    ownWords = own === reading.text ? reading : readText(own, () => ownWords!);
    return ownWords;
  });
  return reading;
}

function readText(message: string, ownWords: () => MessageReading): MessageReading {
  const text = message.slice(0, MAX_READ_CHARS);
  const subject = subjectOf(text.slice(0, MAX_SUBJECT_CHARS));
  const keywords = keywordsOf(subject);
  const isQuestion = isQuestionText(text);
  let nounPhrases: string[] | undefined;
  const isLookupWorthy = isWorthLookingUp(subject, keywords, isQuestion);
  const textKeywords = keywordsOf(text);
  const isRoutineMessage = isRoutine(text, textKeywords);
  return {
    text,
    subject,
    keywords,
    isQuestion,
    isConfused: isConfusedText(text),
    isLookupWorthy,
    isCalculation: isCalculation(text, textKeywords),
    requiresWebSearch: needsWebSearch({ text, isLookupWorthy, isRoutine: isRoutineMessage }),
    nounPhrases: () => (nounPhrases ??= extractNounPhrases(text)),
    ownWords,
  };
}
