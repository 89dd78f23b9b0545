import {
  completeTaskContract,
  createTaskContract,
  deleteTaskContract,
  listTasksContract,
  updateTaskContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import type { TasksService } from './tasks.service';

const tags = ['productivity'];

/** The signed-in user's tasks (401 for guests). */
export function registerTaskRoutes(app: FastifyInstance, tasks: TasksService): void {
  routeFromContract(
    app,
    listTasksContract,
    (request) => tasks.list(requireUser(request.caller), request.query),
    { tags },
  );
  routeFromContract(
    app,
    createTaskContract,
    async (request) => ({ task: await tasks.create(requireUser(request.caller), request.body) }),
    { tags, status: 201 },
  );
  routeFromContract(
    app,
    updateTaskContract,
    async (request) => ({
      task: await tasks.update(requireUser(request.caller), request.params.id, request.body),
    }),
    { tags },
  );
  routeFromContract(
    app,
    completeTaskContract,
    async (request) => ({
      task: await tasks.complete(requireUser(request.caller), request.params.id),
    }),
    { tags },
  );
  routeFromContract(
    app,
    deleteTaskContract,
    async (request) => {
      await tasks.remove(requireUser(request.caller), request.params.id);
      return { success: true as const };
    },
    { tags },
  );
}
