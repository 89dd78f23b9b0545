import type {
  CreateTaskRequest,
  Task,
  TaskList,
  TasksQuery,
  UpdateTaskRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import { dueBoundsOf, dueMomentOf } from './due-dates';
import { notFound, rowIdOf } from './owned-ids';
import { type ProductivityWrites, storedBytesOf } from './productivity-writes';
import {
  deleteTask,
  findTask,
  insertTask,
  listTasks,
  type TaskFields,
  type TaskWrite,
  updateTask,
} from './tasks.repository';

/** A signed-in user's tasks (001 §7): only their own, another user's id answers 404. */
export interface TasksService {
  /** A page of the user's tasks, filtered by status and due date, in the asked order. */
  list(caller: UserCaller, query: TasksQuery): Promise<TaskList>;
  /** Creates a pending task; 413 QUOTA_EXCEEDED past the row cap or the storage quota. */
  create(caller: UserCaller, request: CreateTaskRequest): Promise<Task>;
  /** Changes the fields the request names. */
  update(caller: UserCaller, id: string, change: UpdateTaskRequest): Promise<Task>;
  /** Marks the task completed (a completed task stays as it is). */
  complete(caller: UserCaller, id: string): Promise<Task>;
  /** Deletes the task and frees its space. */
  remove(caller: UserCaller, id: string): Promise<void>;
}

function writeOf(fields: TaskFields): TaskWrite {
  return { fields, dueAt: dueMomentOf(fields.dueDate), sizeBytes: storedBytesOf(fields) };
}

function fieldsOf(task: Task): TaskFields {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = task;
  return fields;
}

export function createTasksService(deps: {
  db: Database;
  writes: ProductivityWrites;
}): TasksService {
  const { db, writes } = deps;
  const ownerOf = (caller: UserCaller) => ({ userId: caller.user.id, plan: caller.plan });

  async function change(
    caller: UserCaller,
    id: string,
    apply: (fields: TaskFields) => TaskFields | undefined,
  ): Promise<Task> {
    const rowId = rowIdOf(id, 'task');
    return writes.run(ownerOf(caller), async (scope) => {
      const stored = await findTask(scope.tx, caller.user.id, rowId);
      if (!stored) throw notFound('task');
      const changed = apply(fieldsOf(stored.task));
      if (!changed) return stored.task;
      const write = writeOf(changed);
      scope.addBytes(write.sizeBytes - stored.sizeBytes);
      return updateTask(scope.tx, caller.user.id, rowId, write);
    });
  }

  return {
    async list(caller, query) {
      return listTasks(db, caller.user.id, {
        ...(query.status ? { status: query.status } : {}),
        ...dueBoundsOf(query),
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      });
    },

    create(caller, request) {
      const write = writeOf({ ...request, status: 'pending' });
      return writes.run(ownerOf(caller), async (scope) => {
        await scope.admitNew('tasks', write.sizeBytes);
        return insertTask(scope.tx, caller.user.id, write);
      });
    },

    update: (caller, id, request) => change(caller, id, (fields) => ({ ...fields, ...request })),

    complete: (caller, id) =>
      change(caller, id, (fields) =>
        fields.status === 'completed' ? undefined : { ...fields, status: 'completed' },
      ),

    async remove(caller, id) {
      const rowId = rowIdOf(id, 'task');
      await writes.run(ownerOf(caller), async (scope) => {
        const freed = await deleteTask(scope.tx, caller.user.id, rowId);
        if (freed === undefined) throw notFound('task');
        scope.addBytes(-freed);
      });
    },
  };
}
