import { ADAPTIVE_LEARNING } from '../constants';
import type { Difficulty } from '../common/common.schemas';
import type { AdaptiveLearningPath, LearningNodeStatus } from './adaptive-path.schemas';

const COMPLETE = 100;

/** What the status rule needs of a node: its own progress and the ids it depends on. */
export interface NodeProgressInput {
  progress: number;
  prerequisites: readonly string[];
}

/**
 * A node's status (001 §4): completed at 100 or more, in_progress above 0, available when every
 * prerequisite is at 100, otherwise locked. A prerequisite missing from `progressById` counts as 0.
 */
export function deriveNodeStatus(
  node: NodeProgressInput,
  progressById: Readonly<Record<string, number>>,
): LearningNodeStatus {
  if (node.progress >= COMPLETE) return 'completed';
  if (node.progress > 0) return 'in_progress';
  const isUnlocked = node.prerequisites.every((id) => (progressById[id] ?? 0) >= COMPLETE);
  return isUnlocked ? 'available' : 'locked';
}

/** Whether a path's difficulty suits a user level (001 §9: beginner ≤5, intermediate 3–8, advanced ≥6). */
export function fitsUserLevel(difficulty: Difficulty, userLevel: number): boolean {
  const range = ADAPTIVE_LEARNING.levelRanges[difficulty];
  return userLevel >= range.min && userLevel <= range.max;
}

/**
 * The recommendation score of an adaptive path (001 §9): its nodes' average progress, plus 20 when
 * the difficulty fits the user level, plus 10 per completed module.
 */
export function scoreAdaptivePath(
  path: Pick<AdaptiveLearningPath, 'difficulty' | 'nodes'>,
  userLevel: number,
): number {
  const { nodes } = path;
  const averageProgress =
    nodes.length === 0 ? 0 : nodes.reduce((sum, node) => sum + node.progress, 0) / nodes.length;
  const completedModules = nodes.filter((node) => node.progress >= COMPLETE).length;
  const fitBonus = fitsUserLevel(path.difficulty, userLevel)
    ? ADAPTIVE_LEARNING.difficultyFitBonus
    : 0;
  return averageProgress + fitBonus + completedModules * ADAPTIVE_LEARNING.completedModuleBonus;
}

/** Paths sorted by recommendation score, highest first (ties keep their order). */
export function rankAdaptivePaths<P extends Pick<AdaptiveLearningPath, 'difficulty' | 'nodes'>>(
  paths: readonly P[],
  userLevel: number,
): { path: P; score: number }[] {
  return paths
    .map((path) => ({ path, score: scoreAdaptivePath(path, userLevel) }))
    .sort((a, b) => b.score - a.score);
}

/**
 * Applies the learner's progress to a path: each node gets its progress (0 when unknown) and the
 * status that follows, and completedNodes is counted again.
 */
export function applyNodeProgress<P extends AdaptiveLearningPath>(
  path: P,
  progressById: Readonly<Record<string, number>>,
): P {
  const clamp = (value: number) => Math.min(COMPLETE, Math.max(0, value));
  const progressOf = (id: string) => clamp(progressById[id] ?? 0);
  const known = Object.fromEntries(path.nodes.map((node) => [node.id, progressOf(node.id)]));
  const nodes = path.nodes.map((node) => {
    const progress = progressOf(node.id);
    return { ...node, progress, status: deriveNodeStatus({ ...node, progress }, known) };
  });
  return {
    ...path,
    nodes,
    totalNodes: nodes.length,
    completedNodes: nodes.filter((node) => node.status === 'completed').length,
  };
}
