/*
 * The one stop-word list of Polymath: words that say nothing about what a text is about. The
 * server's text toolkit (topics, keywords, search, verification) and the web app's context hint
 * both use it.
 */

/**
 * PostgreSQL's English stop words, word for word: the knowledge store's full-text index drops
 * them, so a keyword among them could never match an article.
 */
export const POSTGRES_ENGLISH_STOP_WORDS: readonly string[] =
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his
himself she her hers herself it its itself they them their theirs themselves what which who whom this
that these those am is are was were be been being have has had having do does did doing a an the and
but if or because as until while of at by for with about against between into through during before
after above below to from up down in out on off over under again further then once here there when
where why how all any both each few more most other some such no nor not only own same so than too very
s t can will just don should now`.split(/\s+/);

/**
 * The words people wrap a subject in when they talk to an assistant ("tell me about", "could you
 * explain", "what was mentioned earlier"), and vague words that carry no subject.
 */
const CONVERSATIONAL = `tell explain describe define definition meaning mean means know please give
show want like make information info overview summary anything something someone thing things would
could may might must shall also really ever us let lets get got one many much called said says
mentioned earlier without whats whos wheres hey hi hello ok okay`;

/** Every stop word, lower case. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...POSTGRES_ENGLISH_STOP_WORDS,
  ...CONVERSATIONAL.split(/\s+/),
]);

/** Whether a lower-case word is a stop word. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
