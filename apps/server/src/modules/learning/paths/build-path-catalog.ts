import type {
  EducationalSubject,
  EducationalSubjects,
  KnownResourceType,
  LearningPath,
  Resource,
  SubjectSourceType,
} from '@polymath/shared';
import { findKnownPhrases } from '../analysis/categorize-topic';
import { extractNounPhrases } from '../../../text/noun-phrases';

/** A learning path as built from the directory, before a learner's progress and relevance. */
export type PathTemplate = Omit<LearningPath, 'progress' | 'recommended' | 'relevanceScore'>;

/** How a directory source type shows as a resource type (001 §3 "Resource"). */
export const RESOURCE_TYPE_OF_SOURCE: Record<SubjectSourceType, KnownResourceType> = {
  course: 'tutorial',
  tutorial: 'tutorial',
  video: 'video',
  app: 'exercise',
  practice: 'exercise',
  official: 'documentation',
  reference: 'documentation',
  textbook: 'article',
  government: 'article',
  professional: 'article',
};

/** The directory says nothing of a source's length: we do not invent one. */
const RESOURCE_DURATION = 'Self-paced';
/** A path lists at most this many topics. */
const MAX_PATH_TOPICS = 8;

/** Lower-case words joined by dashes: the stable part of an id. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A path's id: stable from its category and subject key, so stored progress keeps its path. */
export function pathIdOf(category: string, subjectKey: string): string {
  return `${slugOf(category)}--${slugOf(subjectKey)}`;
}

/**
 * The topics of a subject: its title, then its curated topics. Without curated topics, the known
 * phrases and noun phrases of its text, which are noisier ("train model", "comfort").
 */
function topicsOf(subject: EducationalSubject): string[] {
  const title = subject.title.toLowerCase();
  if (subject.topics) return [...new Set([title, ...subject.topics])];
  const text = `${subject.title}. ${subject.description}`;
  const topics = new Map<string, string>();
  // Capitalised words keep their plural ("Data Structures"): one topic per singular form.
  for (const topic of [title, ...findKnownPhrases(text), ...extractNounPhrases(text)]) {
    const singular = topic.replace(/(?<=[a-z]{3})s$/, '');
    if (!topics.has(singular)) topics.set(singular, topic);
  }
  return [...topics.values()].slice(0, MAX_PATH_TOPICS);
}

/**
 * The titles of the subjects a subject lists as prerequisites, in its order. Keys are unique across
 * the directory, so a prerequisite may come from another category; the directory's tests check that
 * every key exists, so an unknown one is left out rather than shown as a raw key.
 */
function prerequisitesOf(subject: EducationalSubject, titleOfKey: Map<string, string>): string[] {
  return (subject.prerequisites ?? []).flatMap((key) => {
    const title = titleOfKey.get(key);
    return title === undefined ? [] : [title];
  });
}

function resourcesOf(pathId: string, subject: EducationalSubject, topics: string[]): Resource[] {
  const ids = new Set<string>();
  return subject.sources.map((source) => {
    let id = `${pathId}--${slugOf(source.name)}`;
    // Two sources of one subject may share a name; the second gets its position.
    for (let n = 2; ids.has(id); n += 1) id = `${pathId}--${slugOf(source.name)}-${n}`;
    ids.add(id);
    return {
      id,
      type: RESOURCE_TYPE_OF_SOURCE[source.type],
      title: source.name,
      url: source.url,
      description: source.description,
      duration: RESOURCE_DURATION,
      difficulty: subject.difficulty,
      tags: [source.type, ...topics.slice(0, 2)],
      completed: false,
    };
  });
}

/** Every learning path of the directory: one per subject, in the directory's order. */
export function buildPathCatalog(directory: EducationalSubjects): PathTemplate[] {
  const titleOfKey = new Map(
    Object.values(directory).flatMap((section) =>
      Object.entries(section.subjects).map(
        ([subjectKey, subject]) => [subjectKey, subject.title] as const,
      ),
    ),
  );
  return Object.entries(directory).flatMap(([category, section]) =>
    Object.entries(section.subjects).map(([subjectKey, subject]) => {
      const id = pathIdOf(category, subjectKey);
      const topics = topicsOf(subject);
      return {
        id,
        title: subject.title,
        description: subject.description,
        difficulty: subject.difficulty,
        estimatedTime: subject.estimatedTime,
        topics,
        prerequisites: prerequisitesOf(subject, titleOfKey),
        category,
        resources: resourcesOf(id, subject, topics),
      };
    }),
  );
}
