import multipart from '@fastify/multipart';
import { AppError, FILES, uploadFileContract } from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeFromContract } from '../../http/route';
import { type FilesService, tooLargeFileError, type Upload } from './files.service';

/**
 * Reads the one file of a multipart upload as it streams in: busboy stops at FILES.maxBytes and
 * nothing past the cap is kept. A `query` form field before the file counts as the query string's.
 */
async function readUpload(
  request: FastifyRequest,
  queryParam: string | undefined,
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'Send the file as multipart/form-data, in a part named "file".',
    });
  }
  let part;
  try {
    part = await request.file();
  } catch (error) {
    throw new AppError('BAD_REQUEST', { message: 'The upload could not be read.', cause: error });
  }
  if (!part) throw new AppError('VALIDATION', { message: 'No file was sent.' });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw tooLargeFileError();
    }
    throw new AppError('BAD_REQUEST', { message: 'The upload was interrupted.', cause: error });
  }
  const field = part.fields.query;
  const formQuery =
    field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string'
      ? field.value
      : undefined;
  const query = queryParam ?? formQuery;
  if (query !== undefined && query.length > FILES.maxQueryChars) {
    throw new AppError('VALIDATION', {
      message: `The question about the file is longer than ${FILES.maxQueryChars} characters.`,
    });
  }
  return { bytes: new Uint8Array(bytes), fileName: part.filename, query };
}

/** POST /api/upload (000 §7). */
export async function registerFilesRoutes(
  app: FastifyInstance,
  deps: { files: FilesService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: FILES.maxBytes,
        files: 1,
        fields: 1,
        parts: 2,
        fieldSize: FILES.maxQueryChars * 4,
      },
    });
    routeFromContract(
      scope,
      uploadFileContract,
      async (request) =>
        deps.files.analyseUpload(request.caller, await readUpload(request, request.query.query)),
      { tags: ['files'] },
    );
  });
}
