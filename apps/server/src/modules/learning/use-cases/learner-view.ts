import type { Interest, KnowledgeGap, LearningPath } from '@polymath/shared';
import { type DetectedGap, detectGap } from '../analysis/detect-gap';
import { distinctQuestions } from '../analysis/distinct-questions';
import type { GapType } from '../analysis/phrasing';
import type { PathTemplate } from '../paths/build-path-catalog';
import { pathProgressOf, resourceProgressOf } from '../paths/path-progress';
import { isRecommended, pathMentions, pathText, relevanceOf } from '../paths/relevance';
import type {
  CompletedResourceRow,
  PathProgressRow,
  QuestionRow,
  TopicRow,
} from '../learning.repository';

/** Everything stored about one learner, as read for a request. */
export interface LearnerRecords {
  topics: TopicRow[];
  questions: QuestionRow[];
  progress: PathProgressRow[];
  completed: CompletedResourceRow[];
}

export const NO_RECORDS: LearnerRecords = {
  topics: [],
  questions: [],
  progress: [],
  completed: [],
};

/** An interest keeps its latest questions, latest first. */
const MAX_KEY_QUESTIONS = 5;
/** A gap suggests the first resources of this many matching paths. */
const MAX_SUGGESTED_RESOURCES = 3;

/** The spec's Interest of each stored topic, most mentioned first. */
export function interestsOf(records: LearnerRecords): Interest[] {
  return records.topics.map((topic) => ({
    topic: topic.topic,
    category: topic.category,
    frequency: topic.frequency,
    lastMentioned: topic.lastMentioned.toISOString(),
    confidenceLevel: topic.confidenceLevel as Interest['confidenceLevel'],
    keyQuestions: distinctQuestions(
      records.questions
        .filter((question) => question.topic === topic.topic)
        .map((question) => question.question)
        .reverse(),
    ).slice(0, MAX_KEY_QUESTIONS),
  }));
}

/** The gaps the stored questions show, highest priority first. */
export function detectedGapsOf(records: LearnerRecords): DetectedGap[] {
  const rank = { high: 0, medium: 1, low: 2 } as const;
  return records.topics
    .flatMap((topic) => {
      const questions = records.questions
        .filter((question) => question.topic === topic.topic)
        .map((question) => ({
          question: question.question,
          isConfused: question.isConfused,
          gapType: question.gapType as GapType,
        }));
      const gap = detectGap({ topic: topic.topic, category: topic.category }, questions);
      return gap ? [gap] : [];
    })
    .sort((a, b) => rank[a.priority] - rank[b.priority]);
}

/**
 * The spec's KnowledgeGap: the detected gap with the titles of resources that would close it, from
 * the paths that name its topic, else the paths of its category, most relevant first.
 */
export function knowledgeGapOf(gap: DetectedGap, paths: LearningPath[]): KnowledgeGap {
  const naming = paths.filter((path) => pathMentions(pathText(path), gap.topic));
  const candidates = naming.length > 0 ? naming : paths.filter((p) => p.category === gap.category);
  const suggestedResources = candidates
    .slice(0, MAX_SUGGESTED_RESOURCES)
    .flatMap((path) =>
      path.resources.slice(0, 1).map((resource) => `${path.title}: ${resource.title}`),
    );
  return {
    topic: gap.topic,
    category: gap.category,
    gapType: gap.gapType,
    detectedFrom: gap.detectedFrom,
    priority: gap.priority,
    suggestedResources,
  };
}

/** The catalog's paths with the learner's progress, completed resources and relevance. */
export function personalisePaths(catalog: PathTemplate[], records: LearnerRecords): LearningPath[] {
  const profile = { interests: interestsOf(records), gaps: detectedGapsOf(records) };
  const completed = new Set(records.completed.map((row) => `${row.pathId}\n${row.resourceId}`));
  const reported = new Map(records.progress.map((row) => [row.pathId, row.reportedProgress]));
  return catalog.map((template) => {
    const resources = template.resources.map((resource) => ({
      ...resource,
      completed: completed.has(`${template.id}\n${resource.id}`),
    }));
    const done = resources.filter((resource) => resource.completed).length;
    const relevanceScore = relevanceOf(template, profile);
    return {
      ...template,
      resources,
      progress: pathProgressOf(
        resourceProgressOf(done, resources.length),
        reported.get(template.id) ?? 0,
      ),
      relevanceScore,
      recommended: isRecommended(relevanceScore),
    };
  });
}

/** Groups items by their category, keeping their order within each. */
export function byCategory<T extends { category: string }>(items: T[]): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const item of items) (groups[item.category] ??= []).push(item);
  return groups;
}
