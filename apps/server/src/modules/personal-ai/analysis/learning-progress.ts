import {
  DIFFICULTIES,
  type Difficulty,
  GENERAL_LEARNING_CATEGORY,
  type KnowledgeGap,
  type LearningPath,
  type LearningProgress,
} from '@polymath/shared';
import { levelIn, relevanceOf } from '../../learning';
import type { TopicRecord } from './insights';

/** The profile shows the user's main subjects. */
const MAX_SUBJECTS = 6;
/** Completed topics listed per subject. */
const MAX_COMPLETED_TOPICS = 10;

/** What the learning module knows of the user beyond their topics: gaps and paths. */
export interface LearningState {
  /** Knowledge gaps, highest priority first. */
  gaps: KnowledgeGap[];
  /** Every path with the user's progress, in the directory's order. */
  paths: LearningPath[];
}

function rankOf(level: Difficulty): number {
  return DIFFICULTIES.indexOf(level);
}

/**
 * The level the user shows in a subject, as the learning module reads it (the confidence of most
 * mentions there), raised to the hardest path they completed in it.
 */
function levelOf(
  subject: string,
  topics: readonly TopicRecord[],
  paths: readonly LearningPath[],
): Difficulty {
  let level = levelIn({ interests: [...topics], gaps: [] }, subject) ?? 'beginner';
  for (const path of paths) {
    if (path.progress === 100 && rankOf(path.difficulty) > rankOf(level)) level = path.difficulty;
  }
  return level;
}

/** The path the user is working through in a subject: the furthest along, not yet finished. */
function pathUnderWay(paths: readonly LearningPath[]): LearningPath | undefined {
  return paths
    .filter((path) => path.progress > 0 && path.progress < 100)
    .sort((a, b) => b.progress - a.progress)[0];
}

function goalAndSuggestion(
  topics: readonly TopicRecord[],
  gaps: readonly KnowledgeGap[],
  paths: readonly LearningPath[],
): Pick<LearningProgress, 'currentGoal' | 'nextSuggestion'> {
  const underWay = pathUnderWay(paths);
  if (underWay) {
    const next = underWay.resources.find((resource) => !resource.completed);
    return {
      currentGoal: `Finish the ${underWay.title} path (${underWay.progress}% done)`,
      nextSuggestion: next
        ? `${next.title} (${underWay.title})`
        : `Mark the ${underWay.title} path's last resources done`,
    };
  }
  const gap = gaps[0];
  // Relevant to the topics found in the conversations too, as the learning module scores paths.
  const profile = { interests: [...topics], gaps: [...gaps] };
  const fresh = paths
    .filter((path) => path.progress < 100)
    .map((path) => ({ path, relevance: relevanceOf(path, profile) }))
    .sort((a, b) => b.relevance - a.relevance)[0]?.path;
  const topic = topics[0]?.topic;
  const suggestion =
    gap?.suggestedResources[0] ??
    (fresh ? `Start the ${fresh.title} path` : `Ask about ${topic ?? 'what you want to learn'}`);
  if (gap) return { currentGoal: `Understand ${gap.topic}`, nextSuggestion: suggestion };
  return {
    currentGoal: topic ? `Learn more about ${topic}` : 'Keep going in this subject',
    nextSuggestion: suggestion,
  };
}

/**
 * The user's progress in each subject (a category of the subjects directory) their topics or
 * study paths touch, most discussed first: the level they show, the resources they completed, the
 * goal in front of them and the next step towards it, all from the learning module's records.
 */
export function learningProgressOf(
  records: readonly TopicRecord[],
  state: LearningState,
): LearningProgress[] {
  const weight = new Map<string, number>();
  for (const record of records) {
    if (record.category === GENERAL_LEARNING_CATEGORY) continue;
    weight.set(record.category, (weight.get(record.category) ?? 0) + record.frequency);
  }
  for (const path of state.paths) {
    if (path.progress > 0 && !weight.has(path.category)) weight.set(path.category, 0);
  }
  const subjects = [...weight.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_SUBJECTS)
    .map(([subject]) => subject);
  return subjects.map((subject) => {
    const topics = records.filter((record) => record.category === subject);
    const paths = state.paths.filter((path) => path.category === subject);
    const gaps = state.gaps.filter((gap) => gap.category === subject);
    return {
      subject,
      level: levelOf(subject, topics, paths),
      completedTopics: paths
        .flatMap((path) => path.resources.filter((resource) => resource.completed))
        .map((resource) => resource.title)
        .slice(0, MAX_COMPLETED_TOPICS),
      ...goalAndSuggestion(topics, gaps, paths),
    };
  });
}
