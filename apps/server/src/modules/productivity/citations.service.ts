import {
  CITATION_STYLES,
  type Citation,
  type CitationList,
  type CitationStyle,
  type CreateCitationRequest,
  type FormatCitationRequest,
  type UpdateCitationRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import {
  type CitationFields,
  type CitationWrite,
  deleteCitation,
  findCitation,
  insertCitation,
  listCitations,
  updateCitation,
} from './citations.repository';
import type { CitationSource } from './formats/citation-item';
import type { CitationFormatter } from './formats/citation-formatter';
import { notFound, rowIdOf } from './owned-ids';
import type { Queryable } from './productivity-rows.repository';
import { type ProductivityWrites, storedBytesOf } from './productivity-writes';
import { findProject } from './research.repository';

/** A signed-in user's citations (001 §7): only their own, another user's id answers 404. */
export interface CitationsService {
  /** A page of the user's citations, of one of their projects (404 for another's) or all. */
  list(
    caller: UserCaller,
    query: { projectId?: string; limit: number; offset: number },
  ): Promise<CitationList>;
  /**
   * Creates a citation, formatted in its style by the server; its project must be the user's
   * (404 otherwise); 413 QUOTA_EXCEEDED past the row cap or the storage quota.
   */
  create(caller: UserCaller, request: CreateCitationRequest): Promise<Citation>;
  /**
   * Changes the fields the request names (null clears an optional one) and formats the citation
   * again.
   */
  update(caller: UserCaller, id: string, change: UpdateCitationRequest): Promise<Citation>;
  /** Deletes the citation and frees its space. */
  remove(caller: UserCaller, id: string): Promise<void>;
  /** The reference in every style, nothing stored (the New Citation dialog's preview). */
  format(request: FormatCitationRequest): Promise<Record<CitationStyle, string>>;
}

type WrittenFields = Omit<CitationFields, 'formattedCitation'>;

/** What a reference is made of: the fields a style prints. */
function sourceOf(fields: Omit<FormatCitationRequest, 'citationStyle'>): CitationSource {
  return {
    title: fields.title,
    authors: fields.authors,
    sourceType: fields.sourceType,
    ...(fields.url === undefined ? {} : { url: fields.url }),
    ...(fields.publisher === undefined ? {} : { publisher: fields.publisher }),
    ...(fields.publicationDate === undefined ? {} : { publicationDate: fields.publicationDate }),
    ...(fields.doi === undefined ? {} : { doi: fields.doi }),
  };
}

/** The stored fields, the reference always made here: what a client sends for it is ignored. */
function writeOf(
  fields: WrittenFields,
  formattedCitation: string,
  projectId: string | null,
): CitationWrite {
  const stored: CitationFields = { ...fields, formattedCitation };
  return { fields: stored, projectId, sizeBytes: storedBytesOf(stored) };
}

function writtenFieldsOf(source: CreateCitationRequest | Citation): WrittenFields {
  const { title, authors, sourceType, citationStyle, url, publisher, publicationDate, doi } =
    source;
  return {
    title,
    authors,
    sourceType,
    citationStyle,
    tags: source.tags,
    ...(url === undefined ? {} : { url }),
    ...(publisher === undefined ? {} : { publisher }),
    ...(publicationDate === undefined ? {} : { publicationDate }),
    ...(doi === undefined ? {} : { doi }),
    ...(source.notes === undefined ? {} : { notes: source.notes }),
  };
}

/** The merged fields without those the change cleared: null removes an optional field. */
function clearedOf(merged: { [K in keyof WrittenFields]?: unknown }): WrittenFields {
  return Object.fromEntries(
    Object.entries(merged).filter(([, value]) => value !== null),
  ) as WrittenFields;
}

export function createCitationsService(deps: {
  db: Database;
  writes: ProductivityWrites;
  formatter: CitationFormatter;
}): CitationsService {
  const { db, writes, formatter } = deps;
  const ownerOf = (caller: UserCaller) => ({ userId: caller.user.id, plan: caller.plan });

  /** The project id when the user has that project; 404 otherwise, as for any other row. */
  async function ownProjectId(tx: Queryable, caller: UserCaller, projectId: string) {
    const rowId = rowIdOf(projectId, 'research project');
    if (!(await findProject(tx, caller.user.id, rowId))) throw notFound('research project');
    return rowId;
  }

  return {
    async list(caller, query) {
      const projectId =
        query.projectId === undefined ? undefined : await ownProjectId(db, caller, query.projectId);
      return listCitations(db, caller.user.id, {
        ...(projectId ? { projectId } : {}),
        limit: query.limit,
        offset: query.offset,
      });
    },

    async create(caller, request) {
      // Formatted before the write's transaction: a cold style engine's seconds hold no lock.
      const formatted = await formatter.format(sourceOf(request), request.citationStyle);
      return writes.run(ownerOf(caller), async (scope) => {
        const projectId =
          request.projectId === undefined
            ? null
            : await ownProjectId(scope.tx, caller, request.projectId);
        const write = writeOf(writtenFieldsOf(request), formatted, projectId);
        await scope.admitNew('citations', write.sizeBytes);
        return insertCitation(scope.tx, caller.user.id, write);
      });
    },

    update(caller, id, change) {
      const rowId = rowIdOf(id, 'citation');
      return writes.run(ownerOf(caller), async (scope) => {
        const stored = await findCitation(scope.tx, caller.user.id, rowId);
        if (!stored) throw notFound('citation');
        const { projectId: newProjectId, formattedCitation: _ignored, ...fieldChange } = change;
        const projectId =
          newProjectId === undefined
            ? (stored.citation.projectId ?? null)
            : newProjectId === null
              ? null
              : await ownProjectId(scope.tx, caller, newProjectId);
        const merged = clearedOf({ ...writtenFieldsOf(stored.citation), ...fieldChange });
        const formatted = await formatter.format(sourceOf(merged), merged.citationStyle);
        const write = writeOf(merged, formatted, projectId);
        scope.addBytes(write.sizeBytes - stored.sizeBytes);
        return updateCitation(scope.tx, caller.user.id, rowId, write);
      });
    },

    async remove(caller, id) {
      const rowId = rowIdOf(id, 'citation');
      await writes.run(ownerOf(caller), async (scope) => {
        const freed = await deleteCitation(scope.tx, caller.user.id, rowId);
        if (freed === undefined) throw notFound('citation');
        scope.addBytes(-freed);
      });
    },

    async format(request) {
      const source = sourceOf(request);
      const texts = await Promise.all(
        CITATION_STYLES.map((style) => formatter.format(source, style)),
      );
      return Object.fromEntries(
        CITATION_STYLES.map((style, index) => [style, texts[index]]),
      ) as Record<CitationStyle, string>;
    },
  };
}
