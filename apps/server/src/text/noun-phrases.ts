import type { ItemSentence, ItsFunction } from 'wink-nlp';
import { englishNlp } from './english-nlp';

/*
 * Noun-phrase extraction with wink-nlp's English model (english-nlp.ts): well under a
 * millisecond per message once the model is loaded.
 */

/** A token as the chunker sees it. */
interface Token {
  /** As written, lower case. */
  normal: string;
  lemma: string;
  pos: string;
}

/** Parts of speech a noun phrase is made of. */
const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);

/**
 * Words that never make a topic on their own, nor begin or end one: the vocabulary of asking
 * ("question", "difference", "example") and of vague quantity and quality.
 */
// prettier-ignore
const FILLER_WORDS = new Set([
  'thing', 'things', 'stuff', 'way', 'ways', 'lot', 'lots', 'kind', 'sort', 'bit', 'part',
  'question', 'questions', 'answer', 'difference', 'differences', 'example', 'examples', 'idea',
  'help', 'time', 'times', 'day', 'today', 'weekend', 'use', 'work', 'something', 'anything',
  'everything', 'others', 'people', 'person', 'someone', 'cause', 'causes', 'reason', 'reasons', 'trade',
  'offs', 'tradeoff', 'tradeoffs', 'detail', 'details', 'step', 'steps', 'term', 'terms',
  'basics', 'basic', 'simple', 'good', 'best', 'better', 'new', 'different', 'main', 'important',
  'easy', 'hard', 'same', 'other', 'many', 'much', 'few', 'more', 'most', 'sure', 'able',
  'possible', 'beginner', 'beginners', 'explanation', 'overview', 'introduction', 'concept',
  'concepts', 'topic', 'topics', 'sense', 'plain', 'english', 'five', 'hi', 'hello', 'thanks',
  'please', 'ok', 'okay', 'yes', 'no', 'advice', 'tip', 'tips', 'guide', 'problem', 'problems',
  'issue', 'issues', 'case', 'cases', 'edge', 'practice', 'practices', 'performance',
  'implication', 'implications', 'scratch', 'point', 'fact', 'facts', 'level', 'levels',
  'approach', 'approaches', 'option', 'options', 'pros', 'cons', 'benefit', 'benefits', 'role',
  'end', 'start', 'result', 'results', 'error', 'errors', 'wrong', 'right', 'real', 'world',
  'life', 'everyday', 'eli5', 'i', 'im',
]);

/** Words that are filler alone but belong inside a longer name ("World War II", "real world"). */
const KEPT_INSIDE_NAMES = new Set(['world', 'new', 'real', 'english', 'edge', 'end']);

/** At most this many words per phrase; longer runs keep their last words (the head is last). */
const MAX_PHRASE_WORDS = 4;

function tokensOf(text: string): Token[][] {
  const doc = englishNlp().readDoc(text);
  const its = englishNlp().its;
  const sentences: Token[][] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    // wink-nlp's `its` helpers are plain functions typed as methods; they use no `this`.
    /* eslint-disable @typescript-eslint/unbound-method */
    const normals = tokens.out(its.normal);
    // Its typings give its.lemma another signature than `out` takes; it works the same.
    const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>);
    const pos = tokens.out(its.pos);
    /* eslint-enable @typescript-eslint/unbound-method */
    sentences.push(
      normals.map((normal, i) => ({ normal, lemma: lemmas[i] ?? normal, pos: pos[i] ?? 'X' })),
    );
  });
  return sentences;
}

function isWordLike(token: Token): boolean {
  // Contractions ("i'm") are not topic words; "c++" and "node.js" are.
  return /^[\p{L}][\p{L}\p{N}+#.-]*$/u.test(token.normal) && token.normal.length > 1;
}

/**
 * English compounds take singular modifiers ("web server"); a plural noun followed by another word
 * is the end of a phrase the tagger ran on ("vaccines | train the immune system").
 */
function isPluralNoun(token: Token | undefined): boolean {
  return token?.pos === 'NOUN' && token.lemma !== token.normal && token.normal.endsWith('s');
}

/**
 * A gerund after a noun or adjective names a field ("machine learning", "data mining"), but the
 * tagger reads it as a verb: it then joins the phrase as its head.
 */
function isGerundHead(token: Token, run: Token[]): boolean {
  const previous = run[run.length - 1];
  return (
    token.pos === 'VERB' &&
    token.normal.endsWith('ing') &&
    previous !== undefined &&
    (previous.pos === 'NOUN' || previous.pos === 'ADJ')
  );
}

function isFiller(token: Token, insideName: boolean): boolean {
  if (insideName && KEPT_INSIDE_NAMES.has(token.normal)) return false;
  return FILLER_WORDS.has(token.normal) || FILLER_WORDS.has(token.lemma);
}

/** Trims a run of phrase tokens to a phrase: no filler at either end, ending in a noun. */
function trimRun(run: Token[]): Token[] {
  let start = 0;
  let end = run.length;
  const isName = run.filter((token) => token.pos === 'PROPN').length >= 2;
  for (let changed = true; changed && start < end;) {
    changed = false;
    const first = run[start];
    const last = run[end - 1];
    // A leading gerund is the action, not the subject: "building web servers".
    const isLeadingGerund = first !== undefined && end - start > 1 && first.normal.endsWith('ing');
    if (
      first &&
      (isFiller(first, isName) || isLeadingGerund || (first.pos === 'ADJ' && end - start === 1))
    ) {
      start += 1;
      changed = true;
    } else if (last && (isFiller(last, isName) || !HEAD_POS.has(last.pos))) {
      end -= 1;
      changed = true;
    }
  }
  return run.slice(Math.max(start, end - MAX_PHRASE_WORDS), end);
}

/** Latin plurals the lemmatiser makes singular though English uses them as they are. */
const KEPT_PLURALS = new Set(['data', 'media', 'criteria', 'phenomena']);

/** The phrase's normal form: lower case, its head noun singular (a name keeps its form). */
function normalise(phrase: Token[]): string {
  return phrase
    .map((token, i) =>
      i === phrase.length - 1 && token.pos === 'NOUN' && !KEPT_PLURALS.has(token.normal)
        ? token.lemma.toLowerCase()
        : token.normal,
    )
    .join(' ');
}

/**
 * The noun phrases of a text, normalised, each once, in order of appearance: runs of adjectives
 * and nouns ending in a noun, without stop or filler words at their edges.
 */
export function extractNounPhrases(text: string): string[] {
  const phrases: string[] = [];
  for (const sentence of tokensOf(text)) {
    let run: Token[] = [];
    const flush = () => {
      const phrase = trimRun(run);
      run = [];
      if (phrase.length === 0) return;
      const normal = normalise(phrase);
      if (!phrases.includes(normal)) phrases.push(normal);
    };
    for (const token of sentence) {
      if (!isWordLike(token)) flush();
      else if (PHRASE_POS.has(token.pos)) {
        if (isPluralNoun(run[run.length - 1])) flush();
        run.push(token);
      } else if (isGerundHead(token, run)) run.push({ ...token, pos: 'NOUN', lemma: token.normal });
      else flush();
    }
    flush();
  }
  return phrases;
}
