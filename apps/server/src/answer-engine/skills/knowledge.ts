import { CHAT } from '@polymath/shared';
import type { PolymathSource } from '../../adapters/ai/polymath-context';
import { nameWordsOf, namesArticle } from '../../text/article-names';
import { isCompositionRequest } from '../../text/question';
import { splitSentences } from '../../text/sentences';
import { termsOf } from '../../text/words';
import {
  type AnswerKind,
  answerStrength,
  asksForFact,
  indirectQuestion,
  type QuestionKind,
  readQuestionKind,
} from '../reading/question-kind';
import { type AnswerShape, answerShapeOf, DEFAULT_ANSWER_SHAPE } from '../composing/answer-shape';
import { isRival, type LeadEvidence, supportOf } from '../composing/answer-support';
import {
  definesAllThatIsNamed,
  definesOnlyWhatIsNamed,
  definesSubject,
  isTitled,
} from '../composing/definition';
import { matchTermsOf } from '../reading/match-terms';
import { type Candidate, collectCandidates, neighboursOf } from '../composing/sentence-candidates';
import type { Skill, SkillReply } from './skill';

/** A sentence whose terms are this much in an answer's sentence already adds nothing to it. */
const RESTATEMENT_SHARE = 0.7;
/** Said before what the sources hold on a subject the user asked to have something written about. */
const CANNOT_COMPOSE =
  "Writing that needs a language model, which this server doesn't have, so here is what I can tell you about it:";
/** Resources listed after an answer drawn from the subjects directory. */
const MAX_LINKS = 3;

/**
 * Whether an article is about the question's subject: it names every word of the subject, or its
 * title names most of them. Words wrapped around the subject ("how tall", "who discovered") do
 * not count, so an article that answers in other words ("elevation") is not turned away.
 */
function isAbout(source: PolymathSource, subjectTerms: string[], question: string): boolean {
  if (namesArticle(question, source.title)) return true;
  if (subjectTerms.length === 0) return false;
  const titleTerms = new Set(termsOf(source.title));
  const articleTerms = new Set([...titleTerms, ...termsOf(source.content || source.excerpt)]);
  if (subjectTerms.every((term) => articleTerms.has(term))) return true;
  return subjectTerms.filter((term) => titleTerms.has(term)).length * 2 >= subjectTerms.length;
}

/** A citation a source's sentence carries already: a note saved from an earlier answer has them. */
const CARRIED_CITATION = /\s?\[\d{1,2}\](?!\()/g;

/** The sentence cited as [n], without the citations it carried (they point at other sources). */
function cite(sentence: string, sourceNumber: number): string {
  const plain = sentence.replace(CARRIED_CITATION, '');
  const match = /^(.*?)([.!?]+["”)]?)$/.exec(plain);
  return match ? `${match[1]} [${sourceNumber}]${match[2]}` : `${plain} [${sourceNumber}]`;
}

/**
 * Whether one sentence mostly repeats another (several pages giving the same fact in other words):
 * most of the shorter one's terms are in the longer one.
 */
function isRestatement(a: Candidate, b: Candidate): boolean {
  const [shorter, longer] = a.terms.length <= b.terms.length ? [a, b] : [b, a];
  const longerTerms = new Set(longer.terms);
  const unique = [...new Set(shorter.terms)];
  const shared = unique.filter((term) => longerTerms.has(term)).length;
  return unique.length > 0 && shared >= unique.length * RESTATEMENT_SHARE;
}

/**
 * The sentence that answers, then the most relevant others that add something (as many as the
 * answer's shape asks: two by default), each cited as [n].
 */
function compose(lead: Candidate, others: Candidate[], shape: AnswerShape): string {
  const floor = Math.max(lead.score, ...others.map((other) => other.score)) * shape.scoreFloor;
  const added: Candidate[] = [lead];
  const supporting = others
    .filter((other) => other.text !== lead.text && other.score > 0 && other.score >= floor)
    .sort((a, b) => b.score - a.score)
    .filter((other) => {
      if (added.some((kept) => isRestatement(kept, other))) return false;
      added.push(other);
      return true;
    })
    .slice(0, shape.supporting)
    // Read in the sources' own order, so each article reads as written.
    .sort((a, b) => a.sourceNumber - b.sourceNumber || a.position - b.position);
  return [lead, ...supporting].map((c) => cite(c.text, c.sourceNumber)).join(' ');
}

/** An article's opening sentence: usually the plain definition of its subject. */
function isOpening(candidate: Candidate): boolean {
  return candidate.position === 0;
}

/**
 * The lead of an answer saying what something is, for the user's level: a beginner's is the
 * article's opening (its plain definition) when that is on the question; an advanced user's is
 * the most relevant sentence past the openings, which are left out, when there is one.
 */
function frameForLevel(
  lead: Candidate,
  pool: Candidate[],
  shape: AnswerShape,
): { lead: Candidate; pool: Candidate[] } {
  if (shape.framing === 'plain-first' && !isOpening(lead)) {
    const opening = pool.find(
      (candidate) =>
        candidate.sourceNumber === lead.sourceNumber && isOpening(candidate) && candidate.score > 0,
    );
    return { lead: opening ?? lead, pool };
  }
  if (shape.framing === 'skip-basics') {
    const past = pool.filter((candidate) => !isOpening(candidate));
    if (!isOpening(lead)) return { lead, pool: past };
    const floor = lead.score * shape.scoreFloor;
    const next = past
      .filter((candidate) => candidate.score > 0 && candidate.score >= floor)
      .filter((candidate) => !isRestatement(candidate, lead))
      .sort((a, b) => b.score - a.score)[0];
    if (next) return { lead: next, pool: past };
  }
  return { lead, pool };
}

function reply(
  text: string,
  lead: Candidate,
  asked: { question: string; sources: PolymathSource[] },
  evidence: LeadEvidence,
): SkillReply {
  const title = asked.sources[lead.sourceNumber - 1]?.title ?? '';
  return {
    text,
    citation: {
      sourceNumber: lead.sourceNumber,
      sentence: lead.text,
      support: supportOf(asked.question, lead.text, title, evidence),
    },
    isUnanswered: false,
  };
}

/**
 * The open question's rule: with three or more topic words, one shared word is a coincidence,
 * unless the source was found by the name the question uses ('Explain photosynthesis as if I were
 * twelve' names the term its definition is about).
 */
function answerOpenQuestion(
  queryTerms: string[],
  candidates: Candidate[],
  shape: AnswerShape,
  asked: { question: string; sources: PolymathSource[]; asksWhatItIs: boolean },
): SkillReply | null {
  // Every sentence of an article the question names is about its name, said or not ('One of
  // its earliest…' in the article on Civil disobedience): the name counts as one shared word.
  const namedTerms = asked.sources.map((source) =>
    namesArticle(asked.question, source.title) ? nameWordsOf(source.title) : undefined,
  );
  const matches = (candidate: Candidate) => {
    const shared = queryTerms.filter((term) => candidate.terms.includes(term));
    const named = namedTerms[candidate.sourceNumber - 1];
    if (!named) return shared.length;
    return Math.max(shared.length, shared.filter((term) => !named.includes(term)).length + 1);
  };
  const needed = (candidate: Candidate) => (queryTerms.length >= 3 && !candidate.isNamed ? 2 : 1);
  const ranked = candidates
    .filter((candidate) => candidate.score > 0 && matches(candidate) >= needed(candidate))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (!best) return null;
  const { lead, pool } = frameForLevel(best, ranked, shape);
  const evidence = {
    // A message that only names its subject asks what it is, as 'What is X?' does.
    givesKind: definesAllThatIsNamed(lead.text, queryTerms),
    hasRival: isRival(best.score, ranked[1]?.score),
    isOnlyDefinition: !asked.asksWhatItIs && definesOnlyWhatIsNamed(lead.text, queryTerms),
  };
  return reply(compose(lead, pool, shape), lead, asked, evidence);
}

function byStrength(question: QuestionKind, neighbours: (candidate: Candidate) => string[]) {
  return (candidate: Candidate) => ({
    candidate,
    strength: answerStrength(candidate.text, question, neighbours(candidate)),
  });
}

/**
 * An extractive answer from the sources: the sentence that gives the kind of answer asked (a
 * person for "who", a date for "when", a height for "how tall"…), then one or two supporting
 * sentences, each cited as [n]. When the articles on the subject lack the fact, it says so and
 * quotes what they do say, marked unanswered. Null when no source is about the question. The
 * shape (the user's Personal AI settings) sets how many supporting sentences follow and how a
 * definition is framed.
 */
export function extractAnswer(
  question: string,
  sources: PolymathSource[],
  shape: AnswerShape = DEFAULT_ANSWER_SHAPE,
): SkillReply | null {
  const queryTerms = [...new Set(termsOf(question))];
  if (queryTerms.length === 0) return null;
  const read = readQuestionKind(question);
  const subjectTerms = [...new Set(termsOf(read.subject))];
  // "What is X?" asks for a definition when X is what a source is about ('What is
  // photosynthesis?') or a sentence defines it; 'What is the Latin name for Black Death?' asks
  // for a fact in one, which an article's opening rarely gives.
  const isDefined =
    sources.some((source) => isTitled(source, subjectTerms)) ||
    sources.some((source) =>
      splitSentences(source.content || source.excerpt).some((sentence) =>
        definesSubject(sentence, subjectTerms),
      ),
    );
  const kind: QuestionKind =
    read.kind === 'definition' && !isDefined ? { ...read, kind: 'open' } : read;
  const isLeadBoosted = kind.kind === 'definition' || read.kind === 'open';
  const candidates = collectCandidates(sources, question, isLeadBoosted);
  const relevant = sources
    .slice(0, CHAT.maxSources)
    .map((source) => isAbout(source, subjectTerms, question));
  // 'What is X?', 'Tell me about X', 'Explain X': a definition of X answers them, and no other.
  const asked = { question, sources, asksWhatItIs: read.kind === 'definition' };
  const onTopic = candidates.filter((candidate) => relevant[candidate.sourceNumber - 1]);
  if (kind.kind === 'open' || onTopic.length === 0)
    return answerOpenQuestion(queryTerms, candidates, shape, asked);

  const answering = onTopic
    .map(byStrength(kind, neighboursOf(sources)))
    .filter(({ strength }) => strength > 0)
    .sort(
      (a, b) =>
        b.strength - a.strength ||
        b.candidate.score - a.candidate.score ||
        a.candidate.sourceNumber - b.candidate.sourceNumber ||
        a.candidate.position - b.candidate.position,
    );
  const typed = answering[0]?.candidate;
  const dominant = dominantUntyped(typed, onTopic, kind, question, sources);
  const best = dominant ?? typed;
  if (best && (asksForFact(kind) || kind.kind === 'process')) {
    const runnerUp = answering[1];
    const hasRival =
      runnerUp?.strength === answering[0]?.strength &&
      isRival(best.score, runnerUp?.candidate.score);
    // A person, a date, a place, a quantity, a named kind of thing is evidence of its own; a
    // deed or a process is only the question's words, which the support counts already.
    const givesKind = kind.kind !== 'deed' && kind.kind !== 'process' && !dominant;
    return reply(compose(best, onTopic, shape), best, asked, { givesKind, hasRival });
  }
  if (kind.kind === 'definition' || (kind.kind === 'process' && !best)) {
    // The defining sentence: the first that defines the subject ('Photosynthesis is…'), else
    // the best-scoring one, the article's own opening preferred.
    const definition = onTopic.find((candidate) => definesSubject(candidate.text, subjectTerms));
    const defining =
      definition ?? [...onTopic].sort((a, b) => b.score - a.score || a.position - b.position)[0];
    if (defining) {
      const { lead, pool } = frameForLevel(defining, onTopic, shape);
      const evidence = { givesKind: lead === definition, hasRival: false };
      return reply(compose(lead, pool, shape), lead, asked, evidence);
    }
  }
  return answerUnanswered(question, sources, onTopic);
}

/** Kinds of thing a sentence may give without naming the kind: 'Gemini missions' are a program. */
const UNNAMED_KINDS: readonly AnswerKind[] = ['thing', 'name'];
/** How many times the best typed sentence's score an untyped one needs to lead instead. */
const DOMINANT_SCORE_RATIO = 2.5;
/** The share of the question's words (its article's name aside) such a sentence must use. */
const DOMINANT_TERM_SHARE = 0.5;
/** The share it must use when no sentence names the kind asked at all. */
const ALONE_TERM_SHARE = 0.6;

/**
 * The sentence that speaks to the question far better than any giving the kind of thing asked,
 * when it may give that thing without naming its kind ('What program helped develop space travel
 * techniques…?' is answered by 'Gemini missions developed some of the space travel techniques…').
 */
function dominantUntyped(
  typed: Candidate | undefined,
  onTopic: Candidate[],
  kind: QuestionKind,
  question: string,
  sources: PolymathSource[],
): Candidate | undefined {
  if (!UNNAMED_KINDS.includes(kind.kind)) return undefined;
  const strongest = [...onTopic].sort((a, b) => b.score - a.score)[0];
  if (!strongest || strongest === typed) return undefined;
  if (typed && strongest.score < typed.score * DOMINANT_SCORE_RATIO) return undefined;
  const named = new Set(
    sources.flatMap((source) => nameWordsOf(source.title)).flatMap(matchTermsOf),
  );
  const asked = [...new Set(matchTermsOf(question))].filter((term) => !named.has(term));
  const used = asked.filter((term) => strongest.matchTerms.includes(term)).length;
  // With no sentence naming the kind to outscore, it must speak to more of the question.
  const share = typed ? DOMINANT_TERM_SHARE : ALONE_TERM_SHARE;
  return used > 0 && used >= asked.length * share ? strongest : undefined;
}

/** "The article on X doesn't say who discovered it; here is what it does say: …" */
function answerUnanswered(
  question: string,
  sources: PolymathSource[],
  onTopic: Candidate[],
): SkillReply | null {
  const opening = [...onTopic].sort(
    (a, b) => a.sourceNumber - b.sourceNumber || a.position - b.position,
  )[0];
  const title = opening ? sources[opening.sourceNumber - 1]?.title : undefined;
  if (!opening || !title) return null;
  const lead = `The article on ${title} doesn't say ${indirectQuestion(question)}; here is what it does say:`;
  return {
    text: `${lead} ${cite(opening.text, opening.sourceNumber)}`,
    citation: { sourceNumber: opening.sourceNumber, sentence: opening.text },
    isUnanswered: true,
  };
}

/**
 * The subjects directory's material for the subject of an answer drawn from it: the question's
 * answer says what something is, the links say where to learn it.
 */
function withMaterial(
  reply: SkillReply,
  sources: PolymathSource[],
  shape: AnswerShape,
): SkillReply {
  if (!shape.listsMaterial) return reply;
  const lead = reply.citation ? sources[reply.citation.sourceNumber - 1] : undefined;
  const material = lead?.kind === 'directory' ? lead : undefined;
  const links = material?.links?.slice(0, MAX_LINKS) ?? [];
  if (!material || links.length === 0) return reply;
  const list = links.map((link) => `- [${link.name}](${link.url})`).join('\n');
  const intro = `To learn more, Polymath's subjects directory suggests for ${material.title}:`;
  return { ...reply, text: `${reply.text}\n\n${intro}\n${list}` };
}

/** Knowledge: an extractive answer from the sources the chat service retrieved, with citations. */
export const knowledgeSkill: Skill = {
  name: 'knowledge',
  isComputed: false,
  answer({ question, context }) {
    if (context.sources.length === 0) return null;
    const shape = answerShapeOf(context);
    const reply = extractAnswer(question, context.sources, shape);
    if (!reply) return null;
    // Asked to write something it cannot compose, it says so before giving what it has on it:
    // what was asked is not given (a low badge, not the sources' confidence), and the chat shows
    // the way to a language model that would write it.
    const framed = isCompositionRequest(question)
      ? {
          ...reply,
          text: `${CANNOT_COMPOSE}\n\n${reply.text}`,
          isUnanswered: true,
          needsModel: true,
        }
      : reply;
    return withMaterial(framed, context.sources, shape);
  },
};
