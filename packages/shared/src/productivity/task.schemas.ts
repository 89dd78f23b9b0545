import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import { DateSchema, IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';
import { changeSchemaOf } from './change-schema';
import { PRODUCTIVITY_LIMITS, TagListSchema } from './productivity-limits';

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
  title: nonBlankText(TITLE_REQUIRED_MESSAGE).max(PRODUCTIVITY_LIMITS.titleChars),
  description: z.string().max(PRODUCTIVITY_LIMITS.descriptionChars).default(''),
  priority: TaskPrioritySchema.default(PRODUCTIVITY.taskPriority),
  /** Null when the task has no due date. */
  dueDate: DueDateSchema.nullable().default(null),
  tags: TagListSchema.default([]),
  /** Minutes the task should take. */
  estimatedDuration: z
    .number()
    .int()
    .positive()
    .max(PRODUCTIVITY_LIMITS.durationMinutes)
    .default(PRODUCTIVITY.taskDurationMinutes),
};

/** A productivity task (001 §3 "Task"). */
export const TaskSchema = z.object({
  id: IdSchema,
  ...taskFields,
  status: TaskStatusSchema.default('pending'),
  /** Set by the server on every task it answers with. */
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type Task = z.infer<typeof TaskSchema>;

/** POST /api/productivity/tasks body (001 §7); new tasks start pending. */
export const CreateTaskRequestSchema = z.object(taskFields);
export type CreateTaskRequest = z.infer<typeof CreateTaskRequestSchema>;

/** PATCH /api/productivity/tasks/:id body: the fields to change, the status among them. */
export const UpdateTaskRequestSchema = changeSchemaOf({ ...taskFields, status: TaskStatusSchema });
export type UpdateTaskRequest = z.infer<typeof UpdateTaskRequestSchema>;
