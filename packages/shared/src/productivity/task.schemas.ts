import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import {
  DateSchema,
  IdSchema,
  LabelListSchema,
  TimestampSchema,
  nonBlankText,
} from '../common/common.schemas';

/** Task and event priorities (001 §3). */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
/** One of TASK_PRIORITIES. */
export const TaskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = z.infer<typeof TaskPrioritySchema>;

/** A task's states; Complete is offered unless it is completed (001 §3, §4). */
export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
/** One of TASK_STATUSES. */
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

/** The message for a task or event whose title is blank (Create stays disabled in the form). */
export const TITLE_REQUIRED_MESSAGE = 'Title is required';

/** A due date: a calendar day, or a moment when the task is due at a set time. */
export const DueDateSchema = z.union([DateSchema, TimestampSchema]);

const taskFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE),
  description: z.string().default(''),
  priority: TaskPrioritySchema.default(PRODUCTIVITY.taskPriority),
  /** Null when the task has no due date. */
  dueDate: DueDateSchema.nullable().default(null),
  tags: LabelListSchema.default([]),
  /** Minutes the task should take. */
  estimatedDuration: z.number().int().positive().default(PRODUCTIVITY.taskDurationMinutes),
};

/** A productivity task (001 §3 "Task"). */
export const TaskSchema = z.object({
  id: IdSchema,
  ...taskFields,
  status: TaskStatusSchema.default('pending'),
});
export type Task = z.infer<typeof TaskSchema>;

/** POST /api/productivity/tasks body (001 §7); new tasks start pending. */
export const CreateTaskRequestSchema = z.object(taskFields);
export type CreateTaskRequest = z.infer<typeof CreateTaskRequestSchema>;
