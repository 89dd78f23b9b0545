import type { EducationalSubject, EducationalSubjects } from '@polymath/shared';
import { PhraseIndex } from '../../text/phrase-index';
import type { KeyTerm } from './key-terms/key-term';

/** One subject of the directory, where it sits and the key terms of it a question named. */
export interface SubjectMaterial {
  id: string;
  category: string;
  subject: EducationalSubject;
  /** The named terms' definitions, first: the answer to 'What is …?' when there is one. */
  definitions: string[];
  /** How many of the question's words the subject was found by: the best-named subject first. */
  matchedWords: number;
}

/** A long message (a study plan's hand-off) names many topics; only the best subjects are kept. */
const MAX_SUBJECTS = 2;

/**
 * Words of a study request ('give me an exercise', 'quiz me'), also key terms of their own
 * ('exercise' in Health): they name the subject only when nothing else does.
 */
const INSTRUCTION_WORDS = new Set([
  'exercise',
  'exercises',
  'example',
  'examples',
  'practice',
  'practise',
  'quiz',
  'question',
  'questions',
  'test',
  'tests',
]);

type Entry =
  { kind: 'term'; subjectId: string; term: KeyTerm } | { kind: 'subject'; subjectId: string };

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The subjects directory as a reference: the subjects a question is about, found by their
 * titles, topics and key terms, with the definitions of the terms it names.
 */
export class SubjectsReference {
  private readonly index = new PhraseIndex<Entry>();
  private readonly subjects = new Map<string, { category: string; subject: EducationalSubject }>();

  constructor(directory: EducationalSubjects, keyTerms: readonly KeyTerm[]) {
    for (const [category, { subjects }] of Object.entries(directory)) {
      for (const [id, subject] of Object.entries(subjects)) {
        this.subjects.set(id, { category, subject });
        for (const phrase of [subject.title, ...(subject.topics ?? [])]) {
          this.index.add(phrase, { kind: 'subject', subjectId: id });
        }
      }
    }
    for (const term of keyTerms) {
      if (!this.subjects.has(term.subjectId)) continue;
      for (const phrase of [term.term, ...(term.aliases ?? [])]) {
        this.index.add(phrase, { kind: 'term', subjectId: term.subjectId, term });
      }
    }
  }

  /**
   * The subjects a text is about, the one it names most first; at most MAX_SUBJECTS. `isNamed`
   * decides whether a phrase found in the text (a key term, or a subject's title or topic) is what
   * the text talks about.
   */
  find(
    text: string,
    isNamed: (phrase: string, isTerm: boolean) => boolean = () => true,
  ): SubjectMaterial[] {
    const found = new Map<string, SubjectMaterial>();
    const matches = this.index
      .find(text)
      .filter(({ phrase, value }) => isNamed(phrase, value.kind === 'term'));
    const named = matches.filter(({ phrase }) => !INSTRUCTION_WORDS.has(phrase.toLowerCase()));
    for (const { phrase, value } of named.length > 0 ? named : matches) {
      const known = this.subjects.get(value.subjectId);
      if (!known) continue;
      const material = found.get(value.subjectId) ?? {
        id: value.subjectId,
        ...known,
        definitions: [],
        matchedWords: 0,
      };
      material.matchedWords += phrase.split(/\s+/).length;
      const definition = value.kind === 'term' ? value.term.definition : undefined;
      if (definition && !material.definitions.includes(definition)) {
        material.definitions.push(definition);
      }
      found.set(value.subjectId, material);
    }
    return [...found.values()]
      .sort(
        (a, b) => b.definitions.length - a.definitions.length || b.matchedWords - a.matchedWords,
      )
      .slice(0, MAX_SUBJECTS);
  }

  /** A prerequisite's title, for the sentence that says what a subject builds on. */
  titleOf(id: string): string | undefined {
    return this.subjects.get(id)?.subject.title;
  }
}

/**
 * What the directory says about the subject, in sentences an answer can quote and cite: the named
 * terms' definitions, or else the subject's place in the directory.
 */
export function describeSubject(material: SubjectMaterial, reference: SubjectsReference): string[] {
  const { subject, category } = material;
  const article =
    subject.difficulty === 'intermediate' || subject.difficulty === 'advanced' ? 'an' : 'a';
  const prerequisites = (subject.prerequisites ?? []).flatMap((id) => reference.titleOf(id) ?? []);
  // A definition answers; the subject's place in the directory would only pad the answer.
  if (material.definitions.length > 0) return material.definitions;
  return [
    `${subject.title} is ${article} ${subject.difficulty} ${category} subject of about ${subject.estimatedTime} in Polymath's subjects directory.`,
    subject.description,
    ...(subject.topics?.length ? [`${subject.title} covers ${listOf(subject.topics)}.`] : []),
    ...(prerequisites.length > 0 ? [`${subject.title} builds on ${listOf(prerequisites)}.`] : []),
  ];
}
