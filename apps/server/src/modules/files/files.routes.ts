import multipart from '@fastify/multipart';
import {
  analyzeSharedDocumentContract,
  AppError,
  FILES,
  type UploadQuery,
  UploadQuerySchema,
  uploadFileContract,
} from '@polymath/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeFromContract } from '../../http/route';
import { nameFromMultipart } from './file-name';
import { type FilesService, tooLargeFileError, type Upload } from './files.service';

/**
 * Reads the one file of a multipart upload as it streams in: busboy stops at FILES.maxBytes and
 * nothing past the cap is kept.
 */
async function readUpload(request: FastifyRequest, params: UploadQuery): Promise<Upload> {
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
  const formField = (name: string) => {
    const field = part.fields[name];
    return field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  };
  // Form fields sent before the file count as the query string's, checked by the same schema.
  const checked = UploadQuerySchema.safeParse({
    ...(params.query === undefined ? { query: formField('query') } : { query: params.query }),
    ...(params.conversationId === undefined
      ? { conversationId: formField('conversationId') }
      : { conversationId: params.conversationId }),
    ...(params.purpose === undefined
      ? { purpose: formField('purpose') }
      : { purpose: params.purpose }),
  });
  if (!checked.success) {
    throw new AppError('VALIDATION', {
      message: `The question (at most ${FILES.maxQueryChars} characters) or the conversation id is not valid.`,
    });
  }
  return {
    bytes: new Uint8Array(bytes),
    fileName: nameFromMultipart(part.filename),
    query: checked.data.query,
    conversationId: checked.data.conversationId,
    purpose: checked.data.purpose,
  };
}

/** POST /api/upload and POST /api/analyze-google-doc (000 §7). */
export async function registerFilesRoutes(
  app: FastifyInstance,
  deps: { files: FilesService },
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: FILES.maxBytes,
        files: 1,
        fields: 3,
        parts: 4,
        fieldSize: FILES.maxQueryChars * 4,
      },
    });
    routeFromContract(
      scope,
      uploadFileContract,
      async (request) =>
        deps.files.analyseUpload(request.caller, await readUpload(request, request.query)),
      { tags: ['files'] },
    );
  });
  routeFromContract(
    app,
    analyzeSharedDocumentContract,
    (request) => deps.files.analyseSharedDocument(request.caller, request.body),
    { tags: ['files'] },
  );
}
