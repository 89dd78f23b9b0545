import { isStopWord } from '@polymath/shared';
import { subjectOf } from '../../text/question';
import { termsOf, wordsOf } from '../../text/words';
import { definesSubject } from '../composing/definition';
import { MONTHS } from '../skills/calendar-date';

/*
 * What kind of answer a question wants, read from its wording, and how to recognise a sentence
 * that gives it: "who" wants a person, "when" a date, "where" a place, "how tall" a height with a
 * unit, "what is" the sentence that defines the subject, "how does … work" the steps.
 */

/**
 * The kind of answer a question asks for: 'thing' is "which sea", "what dance" (a named kind);
 * 'name' is what something is called ("What are the biggest game animals of Kenya called?").
 */
export type AnswerKind =
  | 'person'
  | 'date'
  | 'place'
  | 'quantity'
  | 'definition'
  | 'process'
  | 'deed'
  | 'thing'
  | 'name'
  | 'open';

export interface QuestionKind {
  kind: AnswerKind;
  /** What the question is about, as written ('Rosetta Stone'). */
  subject: string;
  /** Word stems an answering sentence names: the measure asked ('elevation', 'metre') or the deed. */
  cues: string[];
  /** Stems of the deed asked about ('discover', 'found'): an answer must name one of them. */
  deeds: string[];
  /** A date question asking for the year ("In what year…"). */
  isYear?: boolean;
  /**
   * Stems of what a "what kind of X is Y?" question asks about (Y): the sentence defining it
   * most likely says what kind it is ('The Amazon rainforest is a moist broadleaf forest').
   */
  classified?: string[];
}

/** Stems an answering sentence uses for each measure word ("tall" -> elevation, metres, feet). */
const MEASURE_CUES: [RegExp, string[]][] = [
  [/^(tall|high)$/, ['elevation', 'height', 'tall', 'high', 'metre', 'meter', 'feet', 'foot']],
  [/^old$/, ['age', 'old', 'born', 'founded', 'formed', 'established', 'dating', 'dates']],
  [
    /^(big|large|small)$/,
    ['area', 'size', 'square', 'km²', 'population', 'diameter', 'covers', 'stretch'],
  ],
  [/^long$/, ['length', 'long', 'kilometre', 'km', 'mile', 'lasted']],
  [/^far$/, ['distance', 'far', 'light-year', 'light', 'kilometre', 'km', 'mile', 'away']],
  [/^deep$/, ['depth', 'deep', 'metre', 'feet']],
  [/^(heavy|massive)$/, ['mass', 'weigh', 'tonne', 'kilogram', 'kg', 'solar']],
  [/^(hot|cold)$/, ['temperature', 'degree', '°c', '°f', 'celsius', 'fahrenheit']],
  [/^fast$/, ['speed', 'km/h', 'mph', 'per hour', 'per second']],
  [/^wide$/, ['width', 'wide', 'diameter', 'across']],
  [/^much$/, ['cost', 'price', 'weigh', '$', '€', '£']],
];

/** A year, which "in what year…" wants: not just a day of some month. */
const YEAR = /\b(1\d{3}|20\d{2}|\d{1,4}\s?(BC|BCE|AD|CE))\b/;
/** How a sentence says how long ago, for "how long ago…". */
const AGO_CUES = ['ago', 'year', 'million', 'billion', 'centur', 'millenni'];
/** How a sentence gives a share, for "how much of…". */
const SHARE_CUES = ['%', 'percent', 'per cent', 'half', 'third', 'quarter', 'proportion', 'share'];

/** The deed a question asks about, with the stems a sentence may use for it. */
const DEED_STEMS: [RegExp, string[]][] = [
  [/^discover/, ['discover', 'identif']],
  [/^invent/, ['invent', 'creat', 'develop']],
  [/^(found|establish)/, ['found', 'establish']],
  [/^(wrote|writ)/, ['wrote', 'writ', 'author']],
  [/^(built|build|construct)/, ['built', 'build', 'construct', 'erect']],
  [/^design/, ['design', 'architect', 'engineer']],
  [/^(creat|develop)/, ['creat', 'develop', 'design', 'invent']],
  [/^climb/, ['climb', 'ascent', 'summit']],
  [/^(born|birth)$/, ['born', 'birth']],
  [/^(die|died|death)$/, ['died', 'death']],
  [/^(end|ended|fall|fell|collapse)/, ['end', 'fell', 'fall', 'collapse']],
  [/^(start|began|begin)/, ['start', 'began', 'begin']],
  [/^paint/, ['paint']],
  [/^compos/, ['compos', 'wrote']],
];

/** Deeds told in other words: 'played' the Doctor is 'featured … in the title role'. */
const DEED_WORDS: Record<string, string[]> = {
  play: ['play', 'star', 'featur', 'portray', 'role'],
  fought: ['fought', 'fight'],
  led: ['led', 'lead', 'command'],
};

function deedsIn(words: string[]): string[] {
  return words.flatMap((word) => DEED_STEMS.find(([pattern]) => pattern.test(word))?.[1] ?? []);
}

/** A verb's stem, loose enough for its other forms: 'manages' -> 'manag', 'claimed' -> 'claim'. */
function verbStem(verb: string): string {
  return verb.replace(/(ies|ied|es|ed|s|e)$/, '').slice(0, Math.max(4, verb.length - 3));
}

/**
 * The deed a question asks about in a verb no list names: 'Who manages…' -> 'manag', 'Where did
 * the black death originate?' -> 'originat' (the verb ends a "did" question).
 */
function verbDeedsIn(text: string, asWritten: string): string[] {
  const question = text.replace(/[?!.\s]+$/, '');
  const asked =
    /^(?:who|what) (?:\w+ly )?(\w+(?:ed|es)|fought|led)\b/.exec(question)?.[1] ??
    /^who (?:\w+ly )?(\w+s)\b/.exec(question)?.[1] ??
    /^(?:where|when|who|what|how|why) (?:did|does|do) .+ ([a-z]+)$/.exec(question)?.[1] ??
    // 'When was the Apollo program announced?': a passive question ends with its deed.
    /^(?:where|when|who|how|(?:in )?(?:what|which) (?:year|date|day|city|country|place)) (?:was|were|is|are) .+ ([a-z]+(?:ed|en|wn))$/.exec(
      question,
    )?.[1];
  if (!asked || isStopWord(asked)) return [];
  // A name ends 'What did the Rhine form in Austria?', not a verb.
  if (asWritten.includes(`${asked.charAt(0).toUpperCase()}${asked.slice(1)}`)) return [];
  const stem = verbStem(asked);
  return DEED_WORDS[stem] ?? DEED_WORDS[asked] ?? [stem];
}

/** Words after "which"/"what" that do not name the kind of thing asked for. */
const NOT_A_KIND = new Set(
  `is are was were do does did has have had can could will would should may might the a an
  kind kinds type types sort sorts`.split(/\s+/),
);
/** The words naming the thing asked for, at most this many ("which NFL team"). */
const MAX_KIND_WORDS = 2;

/**
 * The kind of thing a "which"/"what" question asks for: 'Which sea does the Danube flow into?'
 * -> ['sea'], 'What kind of dance…' -> ['dance']; none for 'What is…'.
 */
function kindWordsOf(words: string[]): string[] {
  if (words[0] !== 'which' && words[0] !== 'what') return [];
  const rest = words[1] === 'kind' || words[1] === 'type' || words[1] === 'sort' ? 3 : 1;
  if (rest === 3 && words[2] !== 'of') return [];
  const kind: string[] = [];
  for (const [index, word] of words.slice(rest, rest + MAX_KIND_WORDS).entries()) {
    if (NOT_A_KIND.has(word) || isStopWord(word)) break;
    // 'What program helped develop…': a verb in the past after the kind is the deed, not the kind.
    if (index > 0 && /ed$/.test(word)) break;
    kind.push(word);
  }
  // Loose enough for the word's other forms: 'percentile' finds 'percent', 'elements' 'element'.
  return kind.map((word) => word.slice(0, Math.max(3, Math.min(word.length - 1, 7))));
}

/** "What percentage of…", "What share…": a share is the answer, as "how much of…" wants. */
const ASKS_FOR_SHARE = /^(?:what|which) (?:percentage|percent|proportion|share|fraction)\b/;

/** "What are … called?", "What was the name of…?": a name is the answer. */
const ASKS_FOR_NAME =
  /^what (?:is|are|was|were) (?:the (?:name|title)s? of\b|.+ (?:called|named|nicknamed|termed|known as)\W*$)/;

function kindOf(text: string, deeds: string[], kindWords: string[]): AnswerKind {
  if (/^what (is|was|were) the (year|date|day)\b/.test(text)) return 'date';
  if (ASKS_FOR_NAME.test(text)) return 'name';
  if (/^(who|what)('s| is| are| was| were)\b/.test(text) && deeds.length === 0) return 'definition';
  if (/^(define|explain|describe|tell me about|what does .+ mean)\b/.test(text))
    return 'definition';
  if (/^who\b/.test(text)) return 'person';
  if (/^when\b|^(in )?what (year|date|day)\b|^(in )?which year\b/.test(text)) return 'date';
  if (/^where\b|^(in )?(which|what) (country|city|continent|place)\b/.test(text)) return 'place';
  if (
    /^how (many|much|tall|high|old|big|large|small|long|far|deep|heavy|massive|hot|cold|fast|wide)\b/.test(
      text,
    ) ||
    ASKS_FOR_SHARE.test(text)
  ) {
    return 'quantity';
  }
  if (/^how (does|do|did|is|are)\b/.test(text)) return 'process';
  if (/^what (did|does|do)\b/.test(text) && deeds.length > 0) return 'deed';
  if (kindWords.length > 0) return deeds.length > 0 ? 'deed' : 'thing';
  return 'open';
}

/** Reads what kind of answer a question wants (see QuestionKind). */
export function readQuestionKind(question: string): QuestionKind {
  const text = question.trim().toLowerCase().replace(/[’]/g, "'");
  const words = wordsOf(text);
  const subject = subjectOf(question);
  const subjectWords = new Set(wordsOf(subject));
  const listed = deedsIn(words.slice(1).filter((word) => !subjectWords.has(word)));
  const deeds = listed.length > 0 ? listed : verbDeedsIn(text, question);
  const kindWords = kindWordsOf(words);
  const kind = kindOf(text, deeds, kindWords);
  const measure = /^how (\w+)/.exec(text)?.[1] ?? '';
  const counted = /^how many ([\w-]+)/.exec(text)?.[1];
  let cues: string[] = [];
  if (/^how much of\b/.test(text) || ASKS_FOR_SHARE.test(text)) {
    cues = SHARE_CUES;
  } else if (/^how long ago\b/.test(text)) {
    cues = AGO_CUES;
  } else if (kind === 'date' && /\b(date|day)\b/.test(text)) {
    // A date, not just a year: the sentence naming a month gives it.
    cues = MONTHS;
  } else if (kind === 'quantity') {
    cues = counted
      ? [counted.replace(/(ies|es|s)$/, '')]
      : (MEASURE_CUES.find(([pattern]) => pattern.test(measure))?.[1] ?? []);
  } else if (kind === 'thing' || kind === 'deed') {
    cues = kindWords;
  }
  const isYear = kind === 'date' && /\byears?\b/.test(text);
  const classified = /^(?:what|which) (?:kind|type|sort) of [\w-]+ (?:is|are|was|were) (.+)$/.exec(
    text.replace(/[?!.\s]+$/, ''),
  )?.[1];
  return {
    kind,
    subject,
    cues,
    deeds,
    ...(isYear ? { isYear } : {}),
    ...(kind === 'thing' && classified ? { classified: termsOf(classified) } : {}),
  };
}

/** A year of three digits, told by what goes before and after it: 'In 999, pilgrims…'. */
const SHORT_YEAR =
  /\b(?:[Ii]n|[Bb]y|[Ss]ince|[Uu]ntil|[Ff]rom) \d{3}(?=[,.;)]|\s+(?:AD|CE|BC|BCE)\b)/;
const DATE =
  /\b(1\d{3}|20\d{2}|\d{1,4}\s?(BC|BCE|AD|CE))\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\b|\b\d{1,2}(st|nd|rd|th) centur(y|ies)\b/;
/** Where something is: 'located', 'in Tanzania', 'at the British Museum' ('of the Standard Model' is not). */
const LOCATED =
  /\b(located|situated|lies|lying|stands|based|headquartered)\b|\b(in|at|near|off|across|from|into|on|within|throughout)\s+(?:[\p{Ll}-]+\s+){0,4}\p{Lu}[\p{L}-]+/u;
/** Words for places and facilities, which with a name make a place ('CERN's Large Hadron Collider'). */
const PLACE_WORDS =
  /\b(border(?:s|ed|ing)?|coast|colliders?|laborator(y|ies)|observator(y|ies)|universit(y|ies)|institutes?|museums?|city|cities|towns?|villages?|country|countries|capital|states?|provinces?|regions?|islands?|rivers?|seas?|oceans?|lakes?|mountains?|valleys?|deserts?|continents?|sites?|hospitals?|stations?|centres?|centers?|facilit(y|ies)|ports?|harbou?rs?|castles?|palaces?|parks?|forests?|county|counties|districts?)\b/i;
/** A sentence saying what something is called: 'The property of being prime is called primality'. */
const NAMING = /\b(?:is|are|was|were) (?:also )?(?:called|named|termed|known as|referred to as)\b/;
/** A name put in quotes: "Big Five", ‘Pick TV’. */
const QUOTED_NAME = /["“‘']\p{Lu}[^"”’']{0,40}["”’']/u;
const NAME = /\b[A-Z][\p{L}-]+(?:\s+(?:(?:van|von|de|da|del|der|la|le|di)\s+)?[A-Z][\p{L}-]+)+/gu;
const NUMBER =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|hundred|thousand|million|billion|trillion)\b/i;
const PROCESS_VERB =
  /\b(convert|produc|split|releas|absorb|fix|form|us(e|es|ed|ing)\b|turn|break|combin|transform|captur|stor|react|pass|mov|flow|caus|generat|creat)\w*/gi;

function namesStem(sentence: string, stems: string[]): number {
  const words = wordsOf(sentence);
  const lower = sentence.toLowerCase();
  return stems.filter((stem) =>
    /^[\p{L}-]+$/u.test(stem) ? words.some((word) => word.startsWith(stem)) : lower.includes(stem),
  ).length;
}

/** Names of people in a sentence: runs of capitalised words that are not the subject's own. */
function peopleIn(sentence: string, subject: string): string[] {
  const subjectWords = new Set(wordsOf(subject));
  return (sentence.match(NAME) ?? []).filter((name) => {
    const words = wordsOf(name).filter(
      (word) => !['the', 'it', 'in', 'its', 'with'].includes(word),
    );
    return words.length >= 2 && words.some((word) => !subjectWords.has(word));
  });
}

/** Words for who does things, when a sentence names a role rather than a person. */
const ROLES =
  /\b(architects?|engineers?|scientists?|kings?|queens?|emperors?|presidents?|ministers?|generals?|bishops?|popes?|authors?|writers?|poets?|painters?|composers?|actors?|actress(es)?|directors?|producers?|founders?|leaders?|governors?|mayors?|managers?|owners?|government|company|companies|council|committee|parliament|army|armies|colonists|settlers|soldiers|monks?|priests?|merchants?)\b/i;

/** Whether a name of one word other than the subject's stands inside a sentence ('by Gasquet'). */
function namesOneWordName(sentence: string, subject: string): boolean {
  const subjectWords = new Set(wordsOf(subject));
  const inside = sentence.match(/(?<=[\p{L},;] )\p{Lu}[\p{Ll}-]+/gu) ?? [];
  return inside.some((word) => !subjectWords.has(word.toLowerCase()));
}

/**
 * Whether a sentence names who did something: a person's name, a name of one word inside the
 * sentence ('by Gasquet'), or a role ('An architect normally manages the job').
 */
function namesSomeone(sentence: string, subject: string): boolean {
  if (peopleIn(sentence, subject).length > 0 || ROLES.test(sentence)) return true;
  return namesOneWordName(sentence, subject);
}

/** 'in December', 'on Monday': a time, not a place. */
const TIME_NAMES =
  /\b(in|on|from|into|throughout)\s+(?:early |late |mid-?)?(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;

/** Whether a sentence says where something is or happened. */
function namesPlace(sentence: string, subject: string): boolean {
  if (LOCATED.test(sentence.replace(TIME_NAMES, ' '))) return true;
  // 'It is bordered by Tanzania to the south': a place word with a name of one word or more.
  return (
    PLACE_WORDS.test(sentence) &&
    (peopleIn(sentence, subject).length > 0 || namesOneWordName(sentence, subject))
  );
}

/**
 * How well a sentence gives the kind of answer asked: 0 when it does not, else the number of cues
 * it names (at least 1), so the sentence naming the measure and the deed is preferred. The deed
 * asked about may be told in a sentence beside it (`neighbours`): "…CERN's Large Hadron
 * Collider, able to create Higgs bosons. On 4 July 2012, the discovery…"; such a sentence gives
 * the answer less surely than one naming the deed itself.
 */
export function answerStrength(
  sentence: string,
  question: QuestionKind,
  neighbours: readonly string[] = [],
): number {
  const deedMatches = namesStem(sentence, question.deeds);
  if (question.deeds.length > 0 && deedMatches === 0) {
    const isToldBeside = neighbours.some((other) => namesStem(other, question.deeds) > 0);
    if (!isToldBeside || question.kind === 'deed') return 0;
  }
  const cueMatches = namesStem(sentence, question.cues);
  const score = 1 + deedMatches + cueMatches;
  switch (question.kind) {
    case 'person':
      return namesSomeone(sentence, question.subject) ? score : 0;
    case 'date':
      if (question.isYear) return YEAR.test(sentence) || SHORT_YEAR.test(sentence) ? score : 0;
      return DATE.test(sentence) || SHORT_YEAR.test(sentence) ? score : 0;
    case 'place':
      return namesPlace(sentence, question.subject) ? score : 0;
    case 'thing':
      if (cueMatches === 0) return 0;
      return question.classified && definesSubject(sentence, question.classified)
        ? score + 1
        : score;
    case 'name':
      // A name in quotes ('The "Big Five" game animals') is given as a name.
      if (QUOTED_NAME.test(sentence) || NAMING.test(sentence)) return score + 1;
      return peopleIn(sentence, question.subject).length > 0 ||
        namesOneWordName(sentence, question.subject)
        ? score
        : 0;
    case 'quantity':
      // 'over half of the planet's rainforests' gives a share in words.
      if (question.cues === SHARE_CUES) return cueMatches > 0 ? score : 0;
      return NUMBER.test(sentence) && (question.cues.length === 0 || cueMatches > 0) ? score : 0;
    case 'process':
      return (sentence.match(PROCESS_VERB) ?? []).length > 0
        ? score + (sentence.match(PROCESS_VERB) ?? []).length
        : 0;
    case 'deed':
      return score;
    case 'definition':
    case 'open':
      return 1;
  }
}

/** Whether the question wants a particular fact, which an article on its subject may lack. */
export function asksForFact(question: QuestionKind): boolean {
  return !['definition', 'open', 'process'].includes(question.kind);
}

const IRREGULAR_PAST: Record<string, string> = {
  begin: 'began',
  build: 'built',
  fall: 'fell',
  find: 'found',
  write: 'wrote',
  make: 'made',
  go: 'went',
  have: 'had',
};

function pastTense(verb: string): string {
  if (IRREGULAR_PAST[verb]) return IRREGULAR_PAST[verb];
  if (verb.endsWith('e')) return `${verb}d`;
  return `${verb}ed`;
}

/**
 * The question as an indirect one, to say what an article does not say: "Who discovered the Rosetta
 * Stone?" -> "who discovered the Rosetta Stone", "How tall is the Great Wall?" -> "how tall the
 * Great Wall is", "When did the empire end?" -> "when the empire ended".
 */
export function indirectQuestion(question: string): string {
  const text = question
    .trim()
    .replace(/[?!.\s]+$/, '')
    .replace(/^\w/, (first) => first.toLowerCase());
  const isAre =
    /^((?:when|where|why|what|who|which|how)(?: \w+)?) (is|are|was|were) (.+?)((?: (?:first|last|originally))? (?:\w+ed|born|built|made|found|written|known|located|situated))?$/.exec(
      text,
    );
  if (isAre?.[1] && isAre[2] && isAre[3]) {
    return `${isAre[1]} ${isAre[3]} ${isAre[2]}${isAre[4] ?? ''}`;
  }
  const didDoes = /^((?:when|where|why|what|who|how)(?: \w+)?) (did|does|do) (.+) (\w+)$/.exec(
    text,
  );
  if (didDoes?.[1] && didDoes[3] && didDoes[4]) {
    const verb = didDoes[2] === 'did' ? pastTense(didDoes[4]) : didDoes[4];
    return `${didDoes[1]} ${didDoes[3]} ${didDoes[2] === 'does' ? `${verb}s`.replace(/ss$/, 's') : verb}`;
  }
  return text;
}
