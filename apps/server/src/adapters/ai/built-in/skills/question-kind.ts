import { subjectOf } from '../../../../text/question';
import { wordsOf } from '../../../../text/words';

/*
 * What kind of answer a question wants, read from its wording, and how to recognise a sentence
 * that gives it: "who" wants a person, "when" a date, "where" a place, "how tall" a height with a
 * unit, "what is" the sentence that defines the subject, "how does … work" the steps.
 */

/** The kind of answer a question asks for. */
export type AnswerKind =
  'person' | 'date' | 'place' | 'quantity' | 'definition' | 'process' | 'deed' | 'open';

export interface QuestionKind {
  kind: AnswerKind;
  /** What the question is about, as written ('Rosetta Stone'). */
  subject: string;
  /** Word stems an answering sentence names: the measure asked ('elevation', 'metre') or the deed. */
  cues: string[];
  /** Stems of the deed asked about ('discover', 'found'): an answer must name one of them. */
  deeds: string[];
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

function deedsIn(words: string[]): string[] {
  return words.flatMap((word) => DEED_STEMS.find(([pattern]) => pattern.test(word))?.[1] ?? []);
}

function kindOf(text: string, deeds: string[]): AnswerKind {
  if (/^(who|what)('s| is| are| was| were)\b/.test(text) && deeds.length === 0) return 'definition';
  if (/^(define|explain|describe|tell me about|what does .+ mean)\b/.test(text))
    return 'definition';
  if (/^who\b/.test(text)) return 'person';
  if (/^when\b|^(in )?what (year|date)\b|^(in )?which year\b/.test(text)) return 'date';
  if (/^where\b|^(in )?(which|what) (country|city|continent|place)\b/.test(text)) return 'place';
  if (
    /^how (many|much|tall|high|old|big|large|small|long|far|deep|heavy|massive|hot|cold|fast|wide)\b/.test(
      text,
    )
  ) {
    return 'quantity';
  }
  if (/^how (does|do|did|is|are)\b/.test(text)) return 'process';
  if (/^what (did|does|do)\b/.test(text) && deeds.length > 0) return 'deed';
  return 'open';
}

/** Reads what kind of answer a question wants (see QuestionKind). */
export function readQuestionKind(question: string): QuestionKind {
  const text = question.trim().toLowerCase().replace(/[’]/g, "'");
  const words = wordsOf(text);
  const subject = subjectOf(question);
  const subjectWords = new Set(wordsOf(subject));
  const deeds = deedsIn(words.slice(1).filter((word) => !subjectWords.has(word)));
  const kind = kindOf(text, deeds);
  const measure = /^how (\w+)/.exec(text)?.[1] ?? '';
  const counted = /^how many ([\w-]+)/.exec(text)?.[1];
  const cues =
    kind === 'quantity'
      ? counted
        ? [counted.replace(/(ies|es|s)$/, '')]
        : (MEASURE_CUES.find(([pattern]) => pattern.test(measure))?.[1] ?? [])
      : [];
  return { kind, subject, cues, deeds };
}

const DATE =
  /\b(1\d{3}|20\d{2}|\d{1,4}\s?(BC|BCE|AD|CE))\b|\b(January|February|March|April|May|June|July|August|September|October|November|December)\b|\b\d{1,2}(st|nd|rd|th) century\b/;
const PLACE =
  /\b(located|situated|lies|lying|stands)\b|\b(in|on|at|near|off|across|of)\s+(the\s+)?[A-Z][\p{L}-]+|\b(border|coast|north|south|east|west)\b/u;
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

/**
 * How well a sentence gives the kind of answer asked: 0 when it does not, else the number of cues
 * it names (at least 1), so the sentence naming the measure and the deed is preferred.
 */
export function answerStrength(sentence: string, question: QuestionKind): number {
  const deedMatches = namesStem(sentence, question.deeds);
  if (question.deeds.length > 0 && deedMatches === 0) return 0;
  const cueMatches = namesStem(sentence, question.cues);
  const score = 1 + deedMatches + cueMatches;
  switch (question.kind) {
    case 'person':
      return peopleIn(sentence, question.subject).length > 0 ? score : 0;
    case 'date':
      return DATE.test(sentence) ? score : 0;
    case 'place':
      return PLACE.test(sentence) ? score : 0;
    case 'quantity':
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
