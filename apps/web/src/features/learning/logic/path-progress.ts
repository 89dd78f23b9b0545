import { STUDY_PLANS, type LearningPath, type Resource } from '@polymath/shared';

/** A path's progress from its resources: the rounded percent completed (001 §4). */
export function progressFromResources(resources: readonly Resource[]): number {
  if (resources.length === 0) return 0;
  const completed = resources.filter((resource) => resource.completed).length;
  return Math.round((completed / resources.length) * 100);
}

/** The progress a path has once started: at least STUDY_PLANS.minStartProgress (001 §4). */
export function startedProgress(progress: number): number {
  return Math.max(progress, STUDY_PLANS.minStartProgress);
}

// Only resources complete a path; a start or a report alone stops short of 100 (as on the server).
const MAX_PROGRESS_WITHOUT_RESOURCES = 99;

/**
 * The path with one resource marked done (once: a done resource stays done) and progress recomputed
 * from its resources, never below what the learner had reached by starting it.
 */
export function completeResourceInPath(path: LearningPath, resourceId: string): LearningPath {
  const resources = path.resources.map((resource) =>
    resource.id === resourceId ? { ...resource, completed: true } : resource,
  );
  const reached = Math.min(path.progress, MAX_PROGRESS_WITHOUT_RESOURCES);
  return { ...path, resources, progress: Math.max(progressFromResources(resources), reached) };
}
