import { STUDY_PLANS } from '@polymath/shared';

/** Reported progress stays below this: only completing every resource finishes a path. */
export const MAX_REPORTED_PROGRESS = 99;

/** Rounded percent of a path's resources the learner completed (001 §4). */
export function resourceProgressOf(completed: number, total: number): number {
  if (total === 0) return 0;
  return Math.round((100 * Math.min(completed, total)) / total);
}

/**
 * The progress update-progress stores: never lower than before, at least
 * STUDY_PLANS.minStartProgress (starting a path, 001 §4), and below 100, so that a client call
 * cannot complete a path (and earn its rewards) without its resources.
 */
export function reportedProgressAfter(previous: number, requested: number): number {
  const capped = Math.min(Math.round(requested), MAX_REPORTED_PROGRESS);
  return Math.max(previous, STUDY_PLANS.minStartProgress, capped);
}

/** A path's progress: its resources' percent, or what the learner reported when that is higher. */
export function pathProgressOf(resourceProgress: number, reportedProgress: number): number {
  return Math.max(resourceProgress, Math.min(reportedProgress, MAX_REPORTED_PROGRESS));
}
