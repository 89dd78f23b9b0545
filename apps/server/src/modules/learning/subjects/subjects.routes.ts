import { educationalSubjectsContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../../http/route';
import { EDUCATIONAL_SUBJECTS } from './subjects-directory';
import { buildSubjectsResponse } from './subjects.service';

/** GET /api/educational-subjects/all: public, the same directory for every caller. */
export function registerSubjectsRoutes(app: FastifyInstance): void {
  // The directory is static data, so its body (and counts) are built once.
  const body = buildSubjectsResponse(EDUCATIONAL_SUBJECTS);
  routeFromContract(app, educationalSubjectsContract, () => body, { tags: ['learning'] });
}
