import {
  type CreateResearchProjectRequest,
  PRODUCTIVITY_LIMITS,
  type ResearchProject,
  type ResearchProjectList,
  type UpdateResearchProjectRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import { truncateOnWord } from '../../text/truncate';
import { notFound, rowIdOf } from './owned-ids';
import { type ProductivityWrites, storedBytesOf } from './productivity-writes';
import {
  deleteProject,
  findProject,
  insertProject,
  listProjects,
  type ProjectFields,
  updateProject,
} from './research.repository';

/** A signed-in user's research projects (001 §7): only their own, another user's id answers 404. */
export interface ResearchService {
  /** A page of the user's projects, newest first. */
  list(caller: UserCaller, page: { limit: number; offset: number }): Promise<ResearchProjectList>;
  /** Creates a project; 413 QUOTA_EXCEEDED past the row cap or the storage quota. */
  create(caller: UserCaller, request: CreateResearchProjectRequest): Promise<ResearchProject>;
  /** Changes the fields the request names. */
  update(
    caller: UserCaller,
    id: string,
    change: UpdateResearchProjectRequest,
  ): Promise<ResearchProject>;
  /** Deletes the project; its citations stay, without a project. */
  remove(caller: UserCaller, id: string): Promise<void>;
  /**
   * The project an AI research makes for a user who has none (001 §7): created once, even under
   * parallel calls, and returned; undefined when the user already had a project.
   */
  ensureResearchProject(userId: string, query: string): Promise<ResearchProject | undefined>;
}

function fieldsOf(project: ResearchProject): ProjectFields {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = project;
  return fields;
}

/** The automatic project of a research question: named after it, tagged as made by the AI. */
function researchProjectFor(query: string): ProjectFields {
  const question = query.replace(/\s+/g, ' ').trim();
  return {
    title: truncateOnWord(
      question ? `Research: ${question}` : 'Research',
      PRODUCTIVITY_LIMITS.titleChars,
    ),
    description: truncateOnWord(question, PRODUCTIVITY_LIMITS.descriptionChars),
    tags: ['ai-generated', 'research'],
    deadline: null,
    status: 'active',
  };
}

export function createResearchService(deps: {
  db: Database;
  writes: ProductivityWrites;
}): ResearchService {
  const { db, writes } = deps;
  const ownerOf = (caller: UserCaller) => ({ userId: caller.user.id, plan: caller.plan });

  return {
    list(caller, page) {
      return listProjects(db, caller.user.id, page);
    },

    create(caller, request) {
      const sizeBytes = storedBytesOf(request);
      return writes.run(ownerOf(caller), async (scope) => {
        await scope.admitNew('projects', sizeBytes);
        return insertProject(scope.tx, caller.user.id, request, sizeBytes);
      });
    },

    update(caller, id, change) {
      const rowId = rowIdOf(id, 'research project');
      return writes.run(ownerOf(caller), async (scope) => {
        const stored = await findProject(scope.tx, caller.user.id, rowId);
        if (!stored) throw notFound('research project');
        const fields = { ...fieldsOf(stored.project), ...change };
        const sizeBytes = storedBytesOf(fields);
        scope.addBytes(sizeBytes - stored.sizeBytes);
        return updateProject(scope.tx, caller.user.id, rowId, fields, sizeBytes);
      });
    },

    async remove(caller, id) {
      const rowId = rowIdOf(id, 'research project');
      await writes.run(ownerOf(caller), async (scope) => {
        const freed = await deleteProject(scope.tx, caller.user.id, rowId);
        if (freed === undefined) throw notFound('research project');
        scope.addBytes(-freed);
      });
    },

    ensureResearchProject(userId, query) {
      const fields = researchProjectFor(query);
      const sizeBytes = storedBytesOf(fields);
      // The owner's usage row is locked first, so parallel calls look one after another and
      // only the first finds no project. The server makes it on its own: kept even past the quota.
      return writes.run({ userId }, async (scope) => {
        if ((await scope.count('projects')) > 0) return undefined;
        scope.addBytes(sizeBytes, { pastQuota: true });
        return insertProject(scope.tx, userId, fields, sizeBytes);
      });
    },
  };
}
