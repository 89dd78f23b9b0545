import {
  PRODUCTIVITY,
  PRODUCTIVITY_LIMITS,
  splitCommaList,
  type CreateTaskRequest,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '@polymath/shared';
import { toDateInput } from './date-input';

/** What the task form holds, as typed. */
export interface TaskFormValues {
  title: string;
  description: string;
  priority: TaskPriority;
  /** A date input's value ('' for none). */
  dueDate: string;
  /** Comma-separated. */
  tags: string;
  /** The number input's text. */
  estimatedDuration: string;
  status: TaskStatus;
}

/** An empty form with the spec's defaults (001 §9: medium, 60 minutes). */
export const NEW_TASK_VALUES: TaskFormValues = {
  title: '',
  description: '',
  priority: PRODUCTIVITY.taskPriority,
  dueDate: '',
  tags: '',
  estimatedDuration: String(PRODUCTIVITY.taskDurationMinutes),
  status: 'pending',
};

/** The form filled with a task, for Edit. */
export function taskFormValuesOf(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    priority: task.priority,
    dueDate: toDateInput(task.dueDate),
    tags: task.tags.join(', '),
    estimatedDuration: String(task.estimatedDuration),
    status: task.status,
  };
}

/** Why the duration cannot be saved, or null when it can. */
export function durationProblemOf(text: string): string | null {
  const minutes = Number(text);
  if (text.trim() === '' || !Number.isInteger(minutes) || minutes < 1) {
    return 'Enter a whole number of minutes';
  }
  if (minutes > PRODUCTIVITY_LIMITS.durationMinutes) {
    return `At most ${PRODUCTIVITY_LIMITS.durationMinutes} minutes (a week)`;
  }
  return null;
}

/** Whether Create (or Save) may be pressed: a non-blank title (001 §5) and a valid duration. */
export function canSubmitTask(values: TaskFormValues): boolean {
  return values.title.trim() !== '' && durationProblemOf(values.estimatedDuration) === null;
}

/** The request body of the form's values: tags split on commas, trimmed, empties dropped. */
export function taskRequestOf(values: TaskFormValues): CreateTaskRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    priority: values.priority,
    dueDate: values.dueDate || null,
    tags: splitCommaList(values.tags),
    estimatedDuration: Number(values.estimatedDuration),
  };
}
