import {
  CITATION_SOURCE_TYPES,
  CITATION_STYLES,
  NOTE_CATEGORIES,
  RESEARCH_PROJECT_STATUSES,
  TASK_PRIORITIES,
  type TASK_SORTS,
  TASK_STATUSES,
  type NoteCategory,
  type TaskStatus,
} from '@polymath/shared';

/** A value and the words a list shows for it. */
export interface LabelledChoice<Value extends string> {
  value: Value;
  label: string;
}

/** A stored value as words: 'in_progress' → 'In progress'. */
export function labelOf(value: string): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function choicesOf<Value extends string>(values: readonly Value[]): LabelledChoice<Value>[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/** Low, Medium, High, Urgent. */
export const PRIORITY_CHOICES = choicesOf(TASK_PRIORITIES);
/** Pending, In progress, Completed, Cancelled. */
export const STATUS_CHOICES = choicesOf(TASK_STATUSES);
/** A filter's "everything" value (Radix Select takes no empty value). */
export const ALL = 'all' as const;
/** The status filter: every status, or one. */
export const STATUS_FILTER_CHOICES: LabelledChoice<TaskStatus | typeof ALL>[] = [
  { value: ALL, label: 'All statuses' },
  ...STATUS_CHOICES,
];
/** The task list's orders. */
export const TASK_SORT_CHOICES: LabelledChoice<(typeof TASK_SORTS)[number]>[] = [
  { value: 'created', label: 'Newest first' },
  { value: 'due', label: 'Due date' },
  { value: 'priority', label: 'Priority' },
];
/** The note categories, general first. */
export const NOTE_CATEGORY_CHOICES = choicesOf(NOTE_CATEGORIES);
/** The notes filter: every category, or one. */
export const NOTE_CATEGORY_FILTER_CHOICES: LabelledChoice<NoteCategory | typeof ALL>[] = [
  { value: ALL, label: 'All categories' },
  ...NOTE_CATEGORY_CHOICES,
];
/** Active, Completed, Archived. */
export const PROJECT_STATUS_CHOICES = choicesOf(RESEARCH_PROJECT_STATUSES);
/** Website, Book, Journal, Video, Other. */
export const SOURCE_TYPE_CHOICES = choicesOf(CITATION_SOURCE_TYPES);
/** APA, MLA, Chicago, Harvard (names kept as they are). */
export const CITATION_STYLE_CHOICES = CITATION_STYLES.map((style) => ({
  value: style,
  label: style,
}));
