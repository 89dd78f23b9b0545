import {
  createNoteContract,
  deleteNoteContract,
  listNotesContract,
  updateNoteContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import type { NotesService } from './notes.service';

const tags = ['productivity'];

/** The signed-in user's Smart Notes (401 for guests). */
export function registerNoteRoutes(app: FastifyInstance, notes: NotesService): void {
  routeFromContract(
    app,
    listNotesContract,
    (request) => notes.list(requireUser(request.caller), request.query),
    { tags },
  );
  routeFromContract(
    app,
    createNoteContract,
    async (request) => ({ note: await notes.create(requireUser(request.caller), request.body) }),
    { tags, status: 201 },
  );
  routeFromContract(
    app,
    updateNoteContract,
    async (request) => ({
      note: await notes.update(requireUser(request.caller), request.params.id, request.body),
    }),
    { tags },
  );
  routeFromContract(
    app,
    deleteNoteContract,
    async (request) => {
      await notes.remove(requireUser(request.caller), request.params.id);
      return { success: true as const };
    },
    { tags },
  );
}
