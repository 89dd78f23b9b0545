import {
  createCitationContract,
  createResearchProjectContract,
  deleteCitationContract,
  deleteResearchProjectContract,
  formatCitationContract,
  listCitationsContract,
  listResearchProjectsContract,
  updateCitationContract,
  updateResearchProjectContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import type { CitationsService } from './citations.service';
import type { ResearchService } from './research.service';

const tags = ['productivity'];

/** The signed-in user's research projects and citations (401 for guests). */
export function registerResearchRoutes(
  app: FastifyInstance,
  deps: { research: ResearchService; citations: CitationsService },
): void {
  const { research, citations } = deps;

  routeFromContract(
    app,
    listResearchProjectsContract,
    (request) => research.list(requireUser(request.caller), request.query),
    { tags },
  );
  routeFromContract(
    app,
    createResearchProjectContract,
    async (request) => ({
      project: await research.create(requireUser(request.caller), request.body),
    }),
    { tags, status: 201 },
  );
  routeFromContract(
    app,
    updateResearchProjectContract,
    async (request) => ({
      project: await research.update(requireUser(request.caller), request.params.id, request.body),
    }),
    { tags },
  );
  routeFromContract(
    app,
    deleteResearchProjectContract,
    async (request) => {
      await research.remove(requireUser(request.caller), request.params.id);
      return { success: true as const };
    },
    { tags },
  );

  routeFromContract(
    app,
    listCitationsContract,
    (request) => citations.list(requireUser(request.caller), request.query),
    { tags },
  );
  routeFromContract(
    app,
    createCitationContract,
    async (request) => ({
      citation: await citations.create(requireUser(request.caller), request.body),
    }),
    { tags, status: 201 },
  );
  routeFromContract(
    app,
    updateCitationContract,
    async (request) => ({
      citation: await citations.update(
        requireUser(request.caller),
        request.params.id,
        request.body,
      ),
    }),
    { tags },
  );
  routeFromContract(
    app,
    deleteCitationContract,
    async (request) => {
      await citations.remove(requireUser(request.caller), request.params.id);
      return { success: true as const };
    },
    { tags },
  );
  routeFromContract(
    app,
    formatCitationContract,
    async (request) => {
      requireUser(request.caller);
      return { formatted: await citations.format(request.body) };
    },
    { tags },
  );
}
