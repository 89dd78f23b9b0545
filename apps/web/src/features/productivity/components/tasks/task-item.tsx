import { useEffect, useId, useRef, useState } from 'react';
import { CalendarClock, Check, Clock } from 'lucide-react';
import type { Task } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCompleteTask, useDeleteTask, useUpdateTask } from '../../api/tasks';
import { labelOf } from '../../logic/choices';
import { localDateOf } from '../../logic/calendar-days';
import { toDateInput } from '../../logic/date-input';
import { formatDay } from '../../logic/format-dates';
import { taskFormValuesOf } from '../../logic/task-form';
import { LabelBadge, PriorityBadge, TagList } from '../shared/item-badges';
import { ItemActions } from '../shared/item-actions';
import { reportActionFailure } from '../shared/report-failure';
import { TaskForm } from './task-form';

function isOverdue(task: Task, today: string): boolean {
  const due = toDateInput(task.dueDate);
  return due !== '' && due < today && task.status !== 'completed' && task.status !== 'cancelled';
}

/** One task: its details, Complete (unless completed, 001 §4), Edit in place, and Delete. */
export function TaskItem({ task }: { task: Task }) {
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const editTitle = useRef<HTMLInputElement>(null);
  const complete = useCompleteTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const isCompleted = task.status === 'completed';

  useEffect(() => {
    if (isEditing) editTitle.current?.focus();
  }, [isEditing]);

  const closeEditor = () => {
    setIsEditing(false);
    // The editor is gone; its opener takes the focus back.
    window.requestAnimationFrame(() => editButton.current?.focus());
  };

  if (isEditing) {
    return (
      <li
        id={`productivity-task-${task.id}`}
        tabIndex={-1}
        className="rounded-xl border bg-card p-4 outline-none"
      >
        <h4 className="mb-3 text-sm font-semibold">Edit task</h4>
        <TaskForm
          initialValues={taskFormValuesOf(task)}
          submitLabel="Save"
          hasStatus
          titleRef={editTitle}
          onCancel={closeEditor}
          onSubmit={async (request, status) => {
            await update.mutateAsync({ id: task.id, change: { ...request, status } });
            closeEditor();
          }}
        />
      </li>
    );
  }

  return (
    <li
      id={`productivity-task-${task.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid gap-2 rounded-xl border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4
          id={titleId}
          className={cn(
            'min-w-0 flex-1 font-medium break-words',
            isCompleted && 'text-muted-foreground line-through',
          )}
        >
          {task.title}
        </h4>
        <div className="flex flex-wrap gap-1">
          <PriorityBadge priority={task.priority} />
          <LabelBadge srPrefix="Status">{labelOf(task.status)}</LabelBadge>
        </div>
      </div>
      {task.description && (
        <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {task.description}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {task.dueDate && (
          <span
            className={cn(
              'inline-flex items-center gap-1',
              isOverdue(task, localDateOf(new Date())) && 'font-medium text-destructive',
            )}
          >
            <CalendarClock className="size-3.5" aria-hidden />
            Due {formatDay(task.dueDate)}
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {task.estimatedDuration} min
        </span>
      </div>
      <TagList tags={task.tags} />
      <ItemActions
        onEdit={() => setIsEditing(true)}
        editButtonRef={editButton}
        deletion={{
          kind: 'task',
          title: task.title,
          remove: () => remove.mutateAsync(task.id),
          isPending: remove.isPending,
        }}
      >
        {!isCompleted && (
          <Button
            size="sm"
            onClick={() =>
              complete.mutate(task.id, {
                onError: (error) => reportActionFailure('Could not complete the task', error),
              })
            }
            disabled={complete.isPending}
          >
            <Check aria-hidden />
            Complete
          </Button>
        )}
      </ItemActions>
    </li>
  );
}
