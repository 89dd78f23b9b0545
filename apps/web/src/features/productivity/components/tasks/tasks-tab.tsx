import { useState } from 'react';
import { useCreateTask, useTasks } from '../../api/tasks';
import type { TaskFilters } from '../../api/query-keys';
import { ALL, STATUS_FILTER_CHOICES, TASK_SORT_CHOICES } from '../../logic/choices';
import { NEW_TASK_VALUES } from '../../logic/task-form';
import { SelectField } from '../shared/form-fields';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../shared/list-states';
import { TaskForm } from './task-form';
import { TaskItem } from './task-item';

/** The Tasks tab: New Task, then the tasks with a status filter and an order. */
export function TasksTab() {
  const [filters, setFilters] = useState<TaskFilters>({ sort: 'created' });
  const tasks = useTasks(filters);
  const createTask = useCreateTask();

  return (
    <div className="grid gap-5">
      <section aria-labelledby="productivity-new-task" className="rounded-xl border bg-card p-4">
        <h3 id="productivity-new-task" className="mb-3 font-semibold">
          New Task
        </h3>
        <TaskForm
          initialValues={NEW_TASK_VALUES}
          submitLabel="Create Task"
          resetsAfterSave
          hasDetailsToggle
          onSubmit={async (request) => {
            await createTask.mutateAsync(request);
          }}
        />
      </section>

      <section aria-labelledby="productivity-task-list" className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h3 id="productivity-task-list" className="font-semibold">
            Your Tasks{tasks.data ? ` (${tasks.data.pages[0]?.total ?? 0})` : ''}
          </h3>
          <div className="grid grid-cols-2 gap-2 sm:w-96">
            <SelectField
              label="Status"
              value={filters.status ?? ALL}
              choices={STATUS_FILTER_CHOICES}
              onChange={(status) =>
                setFilters((current) => ({
                  ...current,
                  status: status === ALL ? undefined : status,
                }))
              }
            />
            <SelectField
              label="Sort by"
              value={filters.sort}
              choices={TASK_SORT_CHOICES}
              onChange={(sort) => setFilters((current) => ({ ...current, sort }))}
            />
          </div>
        </div>
        {tasks.isPending ? (
          <ListLoading label="Loading tasks..." />
        ) : tasks.isError ? (
          <ListError
            what="your tasks"
            message={tasks.error.message}
            onRetry={() => void tasks.refetch()}
            isRetrying={tasks.isFetching}
          />
        ) : tasks.tasks.length === 0 ? (
          <ListEmpty>
            {filters.status
              ? 'No tasks with this status.'
              : 'No tasks yet. Create your first task above.'}
          </ListEmpty>
        ) : (
          <>
            <ul className="grid gap-2" aria-label="Tasks">
              {tasks.tasks.map((task) => (
                <TaskItem key={task.id} task={task} />
              ))}
            </ul>
            <LoadMore
              hasMore={tasks.hasNextPage}
              isLoading={tasks.isFetchingNextPage}
              onLoadMore={() => void tasks.fetchNextPage()}
            />
          </>
        )}
      </section>
    </div>
  );
}
