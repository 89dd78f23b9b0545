import { STOP_WORDS } from './stop-words';

/** What a question is about, for the knowledge store and the encyclopedia. */
export interface QuestionTopic {
  /** The subject as the user wrote it ('French Revolution'), for an encyclopedia search. */
  topic: string;
  /** Its meaningful words, lower case, for the full-text search ('french', 'revolution'). */
  keywords: string[];
  /** Whether the message was phrased as a question or a request to explain something. */
  isQuestion: boolean;
}

/** A message without a question phrasing is treated as a topic only when it is this short. */
const MAX_BARE_TOPIC_WORDS = 4;
/** More keywords than this is a complex question, not a topic to look up. */
const MAX_LOOKUP_KEYWORDS = 6;
/**
 * Only the opening of a message is read for its topic: a question states its subject early, and a
 * 50,000-character paste should cost no more than a short question.
 */
const MAX_QUESTION_CHARS = 500;

const WORD = /[\p{L}\p{N}]+/gu;

/** Openings that only wrap the subject; removed repeatedly, so they may combine. */
const WRAPPERS: RegExp[] = [
  /^(hey|hi|hello|ok|okay|so|please)\b[\s,!]*/i,
  /^(can|could|would|will) you (please )?/i,
  /^(do you know|what do you know|tell me|tell us|teach me|explain|describe|define|summari[sz]e)( about| of| on)?\b\s*/i,
  /^(i want|i'd like|i would like) to (know|learn|understand)( about| more about)?\b\s*/i,
  /^give me (an? )?(overview|summary|explanation|definition|introduction)( of| about| to)?\b\s*/i,
  /^(what|who|where|when|which|why)('s|'re| is| are| was| were| did| does| do)?\b\s*/i,
  /^how (does|do|did|is|are|was|were)\b\s*/i,
  /^(the|a|an)\s+/i,
];

/** Endings that carry no subject: "...work?", "...mean?", "...known for?". */
const TRAILERS = /\s+(work|works|happen|happens|mean|means|known for|famous for|about)$/i;

function stripWrappers(text: string): { rest: string; wasWrapped: boolean } {
  let rest = text;
  let wasWrapped = false;
  for (let changed = true; changed;) {
    changed = false;
    for (const wrapper of WRAPPERS) {
      const next = rest.replace(wrapper, '');
      if (next !== rest) {
        rest = next;
        changed = true;
        wasWrapped = true;
      }
    }
  }
  return { rest, wasWrapped };
}

/** The meaningful words of a text, lower case, each once, in order. */
export function extractKeywords(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  const meaningful = words.filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(meaningful)];
}

/**
 * The subject of a question: 'What is photosynthesis?' -> 'photosynthesis', 'Tell me about the
 * French Revolution' -> 'French Revolution', 'who was Ada Lovelace' -> 'Ada Lovelace'.
 */
export function extractTopic(question: string): QuestionTopic {
  const trimmed = question.slice(0, MAX_QUESTION_CHARS).trim().replace(/\s+/g, ' ');
  const endsWithQuestionMark = /\?\s*$/.test(trimmed);
  const sentence = trimmed.replace(/[\s?!.]+$/, '');
  const { rest, wasWrapped } = stripWrappers(sentence);
  const topic = rest
    .replace(TRAILERS, '')
    .replace(/^[\s"'“”‘’,:;-]+|[\s"'“”‘’,:;-]+$/g, '')
    .trim();
  return {
    topic,
    keywords: extractKeywords(topic),
    isQuestion: wasWrapped || endsWithQuestionMark,
  };
}

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

/**
 * Whether a question is worth an encyclopedia lookup: it names a subject, and is not small talk,
 * arithmetic, a unit conversion, a question about the date or time, or an instruction ("write a
 * poem about cats") rather than a question.
 */
export function isLookupWorthy(question: string): boolean {
  const { topic, keywords, isQuestion } = extractTopic(question);
  if (keywords.length === 0 || keywords.length > MAX_LOOKUP_KEYWORDS) return false;
  if (!keywords.some((word) => /\p{L}/u.test(word))) return false;
  if (ARITHMETIC.test(topic) || keywords.some((word) => MATH_WORDS.has(word))) return false;
  if (keywords.every((word) => SMALL_TALK.has(word) || CLOCK_WORDS.has(word))) return false;
  const wordCount = topic.match(WORD)?.length ?? 0;
  return isQuestion || wordCount <= MAX_BARE_TOPIC_WORDS;
}
