import type { ItemSentence, ItsFunction } from 'wink-nlp';
import { englishNlp } from './english-nlp';
import { isEverydayGerund, isFillerWord, isGenericNoun } from './generic-words';
import { isProperNounWord } from './proper-nouns';

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
  /** Written with a capital and then lower case ('Pride', not 'pride' nor 'NASA'). */
  isCapitalised: boolean;
  /** A title joined from several words ('pride and prejudice'): one name, kept as written. */
  isTitle?: boolean;
}

/** Parts of speech a noun phrase is made of. */
const PHRASE_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);

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
    const values = tokens.out(its.value);
    // Its typings give its.lemma another signature than `out` takes; it works the same.
    const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>);
    const pos = tokens.out(its.pos);
    /* eslint-enable @typescript-eslint/unbound-method */
    sentences.push(
      normals.map((normal, i) => ({
        normal,
        lemma: lemmas[i] ?? normal,
        pos: pos[i] ?? 'X',
        isCapitalised: /^\p{Lu}(?!\p{Lu})/u.test(values[i] ?? ''),
      })),
    );
  });
  return sentences;
}

function isWordLike(token: Token): boolean {
  if (token.isTitle) return true;
  // Contractions ("i'm") are not topic words; "c++" and "node.js" are.
  return /^[\p{L}][\p{L}\p{N}+#.-]*$/u.test(token.normal) && token.normal.length > 1;
}

/** Words that join the capitalised words of a title ("Lord of the Rings"), longest first. */
const TITLE_LINKS: readonly (readonly string[])[] = [
  ['of', 'the'],
  ['and', 'the'],
  ['&', 'the'],
  ['of'],
  ['and'],
  ['&'],
];
/** Words of a sentence comparing things: its "X and Y" are two things, not one title. */
const COMPARING = new Set(['compare', 'comparison', 'between', 'versus', 'vs', 'difference']);

function isTitleWord(token: Token | undefined): token is Token {
  return token !== undefined && token.isCapitalised && PHRASE_POS.has(token.pos);
}

/** Where the capitalised words from `start` end. */
function capitalisedEnd(tokens: readonly Token[], start: number): number {
  let end = start;
  while (isTitleWord(tokens[end])) end += 1;
  return end;
}

/** The words linking two capitalised runs at `at` ('of', 'and the'), if any. */
function linkAt(tokens: readonly Token[], at: number): readonly string[] | undefined {
  return TITLE_LINKS.find((link) => link.every((word, i) => tokens[at + i]?.normal === word));
}

/**
 * Whether two capitalised runs joined by a link are one title. Joined by "and" they are when
 * none of their words is a name, so the capitals are a title's ("Pride and Prejudice", "War and
 * Peace"), not two names' ("Python and Java"), and the sentence compares nothing.
 * Joined by "of" they are when the first is capitalised where a sentence does not begin ("the
 * Battle of Hastings") or all are common words ("Lord of the Rings").
 */
function isOneTitle(
  link: readonly string[],
  left: readonly Token[],
  right: readonly Token[],
  context: { startsSentence: boolean; isComparing: boolean },
): boolean {
  const words = [...left, ...right].filter((token) => token.isCapitalised);
  const allCommon = words.every((token) => !isProperNounWord(token.normal));
  if (link[0] !== 'of') return allCommon && !context.isComparing;
  return allCommon || left.length > 1 || !context.startsSentence;
}

/**
 * A sentence's tokens with each title of several capitalised words joined by "of" or "and" made
 * one token ("Pride and Prejudice", "The Lord of the Rings", "Battle of Hastings"), which the
 * chunker keeps whole. A sentence written with a capital on every word has no telling capitals.
 */
function joinTitles(sentence: readonly Token[]): Token[] {
  const first = sentence.findIndex(isWordLike);
  const capitalisesAll = sentence.some(
    (token, i) =>
      i !== first && token.isCapitalised && !PHRASE_POS.has(token.pos) && token.normal !== 'i',
  );
  if (capitalisesAll) return [...sentence];
  const isComparing = sentence.some((token) => COMPARING.has(token.lemma));
  const joined: Token[] = [];
  for (let i = 0; i < sentence.length;) {
    let end = capitalisedEnd(sentence, i);
    if (end === i) {
      joined.push(sentence[i]!);
      i += 1;
      continue;
    }
    let isTitle = false;
    for (let link = linkAt(sentence, end); link; link = linkAt(sentence, end)) {
      const rightEnd = capitalisedEnd(sentence, end + link.length);
      const right = sentence.slice(end + link.length, rightEnd);
      const left = sentence.slice(i, end);
      const context = { startsSentence: i === first, isComparing };
      if (right.length === 0 || !isOneTitle(link, left, right, context)) break;
      end = rightEnd;
      isTitle = true;
    }
    const words = sentence.slice(i, end);
    if (isTitle) {
      const normal = words.map((token) => token.normal).join(' ');
      joined.push({ normal, lemma: normal, pos: 'PROPN', isCapitalised: true, isTitle });
    } else joined.push(...words);
    i = end;
  }
  return joined;
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
 * tagger reads it as a verb: it then joins the phrase as its head. An everyday verb's gerund is
 * what someone does ("my boss asking for a report").
 */
function isGerundHead(token: Token, run: Token[]): boolean {
  const previous = run[run.length - 1];
  return (
    token.pos === 'VERB' &&
    token.normal.endsWith('ing') &&
    !isEverydayGerund(token.normal) &&
    previous !== undefined &&
    (previous.pos === 'NOUN' || previous.pos === 'ADJ')
  );
}

function isFiller(token: Token, insideName: boolean): boolean {
  return !token.isTitle && isFillerWord(token.normal, token.lemma, insideName);
}

/**
 * Whether a phrase names nothing a user learns about: its nouns are all everyday ones ("year",
 * "week plan", "next month", "conversation").
 */
function isGenericPhrase(phrase: readonly Token[]): boolean {
  return phrase.every(
    (token) => !token.isTitle && (token.pos === 'ADJ' || isGenericNoun(token.normal, token.lemma)),
  );
}

/**
 * In a question with "do" ("What year did the Berlin wall fall?"), the words right after it are
 * its subject and then the verb, which the tagger may take for the subject's last noun when it
 * ends the sentence: that word is dropped.
 */
function withoutTrailingVerb(run: Token[], followsDo: boolean, endsSentence: boolean): Token[] {
  const last = run[run.length - 1];
  const isBareNoun =
    last !== undefined && last.pos === 'NOUN' && !last.isCapitalised && last.lemma === last.normal;
  return followsDo && endsSentence && run.length > 1 && isBareNoun ? run.slice(0, -1) : run;
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

/** Words that may stand between "do" and the subject after it ("did the", "does my"). */
const SUBJECT_OPENERS = new Set(['DET', 'PRON']);

/**
 * The noun phrases of a text, normalised, each once, in order of appearance: runs of adjectives
 * and nouns ending in a noun, without stop or filler words at their edges, titles of several
 * capitalised words whole ("pride and prejudice"), and none made only of everyday words.
 */
export function extractNounPhrases(text: string): string[] {
  const phrases: string[] = [];
  for (const sentence of tokensOf(text).map(joinTitles)) {
    let run: Token[] = [];
    let followsDo = false;
    let runFollowsDo = false;
    const flush = (next: Token | undefined) => {
      const endsSentence = next === undefined || /^[?.!]+$/.test(next.normal);
      const phrase = trimRun(withoutTrailingVerb(run, runFollowsDo, endsSentence));
      run = [];
      if (phrase.length === 0 || isGenericPhrase(phrase)) return;
      const normal = normalise(phrase);
      if (!phrases.includes(normal)) phrases.push(normal);
    };
    for (const token of sentence) {
      if (isWordLike(token) && PHRASE_POS.has(token.pos)) {
        if (isPluralNoun(run[run.length - 1])) flush(token);
        if (run.length === 0) runFollowsDo = followsDo;
        run.push(token);
        followsDo = false;
      } else if (isWordLike(token) && isGerundHead(token, run)) {
        run.push({ ...token, pos: 'NOUN', lemma: token.normal });
      } else {
        flush(token);
        const isDo = token.pos === 'AUX' && token.lemma === 'do';
        followsDo = isDo || (followsDo && SUBJECT_OPENERS.has(token.pos));
      }
    }
    flush(undefined);
  }
  return phrases;
}
