/*
 * How a message is phrased: whether it asks something, whether it sounds confused, and the
 * subject it asks about once the asking is stripped off. Our own cue lists on lower-case text.
 */

/** A greeting or filler before the question itself: "Hey, what causes tides". */
const GREETING = /^(hey|hi|hello|ok|okay|so|please)\b[\s,!]*/i;

const QUESTION_OPENERS =
  /^(what|why|how|when|where|who|whom|whose|which|can|could|should|would|will|is|are|was|were|do|does|did|has|have|explain|describe|define|summari[sz]e|tell (me|us)|teach me|help me|show me|walk me through|eli5|compare|give me (an? )?(overview|summary|explanation|definition|introduction)|i want to (know|learn|understand)|i('d| would) like to (know|learn|understand))\b/;
const QUESTION_INSIDE =
  /\b(i (still )?(don't|do not|can't|cannot) (understand|get|figure out)|i'm (confused|wondering|stuck)|i am (confused|wondering|stuck)|i wonder|any idea|what'?s the difference)\b/;

const CONFUSION =
  /\b(i (still )?(don't|do not|can't|cannot|didn't|did not) (really )?(understand|get|follow|grasp|figure out|wrap my head around)|(i'm|i am|still) (so |really |totally )?(confused|lost|stuck)|why (doesn't|does not|won't|isn't|is not|can't|didn't|don't|aren't)|(doesn't|does not|don't|still doesn't) make (any )?sense|makes no sense|struggling (with|to)|still (not|don't) (sure|get|understand)|no idea (how|why|what))\b/;

/** Writing, rewriting or joking: the answer is to be composed, not found. */
const COMPOSING =
  /^\s*(please\s+)?(can you\s+|could you\s+|help me\s+)?(write|draft|compose|rewrite|rephrase|translate|summari[sz]e this|fix|correct|improve|make|create|generate|brainstorm|suggest|give me (?:[\w-]+ ){0,4}ideas|give me a (poem|story|joke|list of ideas)|tell me a (joke|story))\b/;

/** Whether the text asks for something to be written ("Write a poem…", "Translate…"). */
export function isCompositionRequest(text: string): boolean {
  return COMPOSING.test(normalisePhrasing(text));
}

/** Lower case with typographic apostrophes made plain, as the cues are written. */
export function normalisePhrasing(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'");
}

/** Whether the text is phrased as confusion: "I still don't understand", "why doesn't". */
export function isConfusedText(text: string): boolean {
  return CONFUSION.test(normalisePhrasing(text));
}

/**
 * Whether the text asks something: a question mark, a sentence opening as a question or a request
 * to explain ("tell me about", "I'd like to learn"), or confusion.
 */
export function isQuestionText(text: string): boolean {
  const lower = normalisePhrasing(text).trim();
  if (lower.includes('?')) return true;
  if (CONFUSION.test(lower)) return true;
  return lower.split(/(?<=[.!])\s+|\n+/).some((sentence) => {
    const opening = sentence.trim().replace(GREETING, '');
    return QUESTION_OPENERS.test(opening) || QUESTION_INSIDE.test(sentence);
  });
}

/** Openings that only wrap the subject; removed repeatedly, so they may combine. */
const WRAPPERS: RegExp[] = [
  GREETING,
  // "What does the report say about nitrates": the file asked is not the subject.
  /^(what|how) (does|do|did) (the|this|that|my|your|our) ([\w-]+ ){0,2}(file|document|report|pdf|paper|article|text|doc|docx|slides?|presentation|essay|chapter|notes?|contract|minutes|memo) (say|tell( me| us)?|mention|state|explain|conclude)( about| on| of| regarding)?\b\s*/i,
  /^(can|could|would|will) you (please )?/i,
  /^(do you know|what do you know|tell me|tell us|teach me|explain|describe|define|summari[sz]e)( about| of| on)?\b\s*/i,
  /^(i want|i'd like|i would like) to (know|learn|understand)( about| more about)?\b\s*/i,
  /^give me (an? )?(overview|summary|explanation|definition|introduction)( of| about| to)?\b\s*/i,
  // "Who discovered the Rosetta Stone", "what did Marie Curie discover": the deed is not the subject.
  /^(who|what) (first )?(discovered|invented|founded|wrote|built|designed|created|developed|painted|composed|climbed|named|directed|led|ruled|owns|started)\b\s*/i,
  /^(what|who|where|when|which|why)('s|'re| is| are| was| were| did| does| do)?\b\s*/i,
  /^how (does|do|did|is|are|was|were)\b\s*/i,
  // "How tall is Mount Kilimanjaro", "how far away is the Moon": the measure is not the subject.
  /^how (tall|high|old|big|large|long|far|deep|heavy|wide|hot|cold|fast|bright|massive|small)( away)? (is|are|was|were)\b\s*/i,
  // "How many moons does Mars have": the subject is what has them.
  /^how (many|much) [\w-]+ (does|do|did|is|are|was|were|has|have)( there in)?\b\s*/i,
  /^(the|a|an)\s+/i,
];

/**
 * Endings that carry no subject: "...work?", "...mean?", "...known for?", and the deed asked about
 * ("...first climbed?", "...built?", "...discover?").
 */
const TRAILERS =
  /\s+(work|works|happen|happens|mean|means|known for|famous for|about|have|has|(first )?(built|founded|discovered|discover|invented|invent|born|created|create|written|write|made|completed|opened|formed|established|located|situated|found|published|released|died|die|end|ended|fall|fell|start|started|begin|began|climbed|climb|designed|design|take place|took place|invented))$/i;
/** "...from Earth", "...from here": where a distance is measured from is not the subject. */
const DISTANCE_FROM =
  /^(how far( away)? (is|are|was|were)\b.*?)\s+from\s+(the\s+)?(earth|here|us|the sun)$/i;

function stripWrappers(text: string): string {
  let rest = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const wrapper of WRAPPERS) {
      const next = rest.replace(wrapper, '');
      if (next !== rest) {
        rest = next;
        changed = true;
      }
    }
  }
  return rest;
}

/**
 * The subject a question asks about, as the user wrote it: 'What is photosynthesis?' ->
 * 'photosynthesis', 'Tell me about the French Revolution' -> 'French Revolution', 'who was Ada
 * Lovelace' -> 'Ada Lovelace'.
 */
export function subjectOf(question: string): string {
  const sentence = question
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.]+$/, '')
    .replace(DISTANCE_FROM, '$1');
  return stripWrappers(sentence)
    .replace(TRAILERS, '')
    .replace(/^[\s"'“”‘’,:;-]+|[\s"'“”‘’,:;-]+$/g, '')
    .trim();
}
