/**
 * Words that say nothing about a question's topic: PostgreSQL's English stop-word list (so every
 * keyword we send to the full-text search is one it indexes), plus the words people wrap questions
 * in ("tell me about", "explain", "please").
 */
const POSTGRES_ENGLISH = `i me my myself we our ours ourselves you your yours yourself yourselves he him his
himself she her hers herself it its itself they them their theirs themselves what which who whom this
that these those am is are was were be been being have has had having do does did doing a an the and
but if or because as until while of at by for with about against between into through during before
after above below to from up down in out on off over under again further then once here there when
where why how all any both each few more most other some such no nor not only own same so than too very
s t can will just don should now`;

const QUESTION_WRAPPERS = `tell explain describe define definition meaning mean means know please
give information info overview summary anything something someone thing things would could whats
whos wheres hey hi hello ok okay really`;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `${POSTGRES_ENGLISH} ${QUESTION_WRAPPERS}`.split(/\s+/).filter(Boolean),
);
