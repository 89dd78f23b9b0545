import type { EducationalSubjects } from '@polymath/shared';
import type { MessageReading } from '../../text/message-reading';
import { phraseKey } from '../../text/phrase-index';
import { normalisePhrasing } from '../../text/question';
import { stem, wordsOf } from '../../text/words';
import type { KnowledgeHit } from '../chat';
import type { KeyTerm } from './key-terms/key-term';
import { findPlaceFacts } from './place-facts';
import { describeSubject, type SubjectMaterial, SubjectsReference } from './subject-material';

/** Curated by the team and checked against its resources, but written for learners, not cited work. */
const DIRECTORY_RELIABILITY = 0.8;

/** What ships with the server and can be cited without a network. */
export interface ReferenceSources {
  /** Country and city facts: precise, so they come before anything looked up. */
  facts: KnowledgeHit[];
  /** The subjects directory's material (a definition, where to learn more) when nothing else is. */
  material: KnowledgeHit[];
}

export interface ReferenceLibrary {
  findSources(question: MessageReading): Promise<ReferenceSources>;
}

function materialHit(material: SubjectMaterial, reference: SubjectsReference): KnowledgeHit {
  const sentences = describeSubject(material, reference);
  const links = material.subject.sources.map(({ name, url }) => ({ name, url }));
  return {
    kind: 'directory',
    title: `${material.subject.title} (${material.category})`,
    content: sentences.join(' '),
    excerpt: sentences[0] ?? material.subject.description,
    reliability: DIRECTORY_RELIABILITY,
    // The directory is ours: its first resource is where a reader can check and go further.
    sourceUrl: links[0]?.url ?? '',
    sourceName: "Polymath's subjects directory",
    links,
  };
}

/**
 * Whether a phrase found in a message is what it talks about. A name of two words or more is
 * ('black hole', 'First World War'), and so is the whole subject; another single word only when
 * it is a key term, in a request to explain, standing as a noun phrase of its own: 'process' in 'a process and a
 * thread' is the operating systems' term, in 'a weekly process for a team' it is not, and 'sound'
 * in 'make the dialogue sound natural' is a verb. The noun phrases are read only when needed.
 */
function namedIn(question: MessageReading): (phrase: string, isTerm: boolean) => boolean {
  let phrases: Set<string> | undefined;
  const text = normalisePhrasing(question.text);
  const asksToExplain = EXPLAIN.test(text);
  const words = wordsOf(text);
  return (phrase, isTerm) => {
    const key = phraseKey(phrase);
    if (key.includes(' ') || key === phraseKey(question.subject)) return true;
    // 'Which elements did Marie Curie discover?' asks a fact, not what elements are; 'the
    // population of Ulaanbaatar' is a figure of the city, not population as a subject; a word of
    // a subject's topics ('cultures') without a definition would answer with the directory alone.
    if (!isTerm || !asksToExplain || isAttributeIn(text, words, key)) return false;
    phrases ??= new Set(question.nounPhrases().map(phraseKey));
    return phrases.has(key);
  };
}

/** A request to explain or teach something, which a definition and material can answer. */
const EXPLAIN =
  /^(?:(?:please|can you|could you)\s+)?(?:what(?:'s| is| are)|define|explain|describe|tell me about|teach me|what does .+ mean|how (?:does|do|is|are)|give me an? (?:overview|summary|introduction|explanation)|summari[sz]e|i want to (?:learn|understand)|help me (?:understand|learn)|quiz me|make me|write|draft|brainstorm)\b/;

/**
 * Whether a one-word term qualifies something else: 'X of …' (the population of a city, the basics
 * of a subject) or a possessive ('countries' points of view').
 */
function isAttributeIn(text: string, words: string[], key: string): boolean {
  if (words.some((word, index) => stem(word) === key && words[index + 1] === 'of')) return true;
  return [...text.matchAll(/([a-z]+)'s?(?![a-z])/g)].some(([, word = '']) => stem(word) === key);
}

/** An article's address on a MediaWiki site: 'https://en.wikipedia.org/wiki/New_Zealand'. */
function articleUrl(baseUrl: string, title: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;
}

/**
 * The offline reference: country and city facts from data packages, and the subjects directory
 * with definitions of its key terms. Questions that need neither get nothing.
 */
export function createReferenceLibrary(deps: {
  subjects: EducationalSubjects;
  keyTerms: readonly KeyTerm[];
  /** The encyclopedia's origin (WIKIPEDIA_BASE_URL): a country's source links to its article. */
  encyclopediaBaseUrl: string;
}): ReferenceLibrary {
  const reference = new SubjectsReference(deps.subjects, deps.keyTerms);
  return {
    async findSources(question) {
      if (question.keywords.length === 0) return { facts: [], material: [] };
      const facts = await findPlaceFacts(question.text, (name) =>
        articleUrl(deps.encyclopediaBaseUrl, name),
      );
      // A question a fact answers is not a subject to study.
      if (facts.length > 0) return { facts, material: [] };
      // What the message asks about first: a hand-off's instructions ('…suggest exercises') name
      // other subjects in passing.
      const isNamed = namedIn(question);
      const named = reference.find(question.subject, isNamed);
      const material = (named.length > 0 ? named : reference.find(question.text, isNamed))
        .filter((found) => found.subject.sources.length > 0)
        .map((found) => materialHit(found, reference));
      return { facts, material };
    },
  };
}
