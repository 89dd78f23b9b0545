import type { Difficulty, SubjectSourceType } from '@polymath/shared';

/** The level filter's and the cards' words for each difficulty. */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** How a source's type reads on its badge. */
export const SOURCE_TYPE_LABELS: Record<SubjectSourceType, string> = {
  course: 'Course',
  tutorial: 'Tutorial',
  video: 'Video',
  app: 'App',
  official: 'Official',
  reference: 'Reference',
  practice: 'Practice',
  textbook: 'Textbook',
  government: 'Government',
  professional: 'Professional',
};

/** `1 source`, `3 sources`. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
