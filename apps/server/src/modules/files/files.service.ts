import {
  type AnalyzeDocumentRequest,
  AppError,
  FILES,
  type FileAnalysisResponse,
} from '@polymath/shared';
import { addressKeyOf, type Caller, ownerKeyOf, type OwnerKey } from '../../identity/caller';
import { createJobAdmission } from '../../limits/job-admission';
import type { RateLimiter } from '../../limits/rate-limiter';
import { relevantPassages } from '../../text/relevant-passages';
import { truncateOnWord } from '../../text/truncate';
import { chunkText } from './chunk-text';
import { describeFile, describeSharedDocument } from './describe-file';
import type { ExtractedFile } from './extraction/extract-file';
import {
  ExtractionFailedError,
  type ExtractionLimits,
  runExtraction,
} from './extraction/run-extraction';
import { detectFileKind, type FileKind, isImageKind } from './file-kind';
import { displayFileName } from './file-name';
import type { FileChunkHit } from './files.repository';
import type { DocumentToKeep } from './kept-files';
import { readSharedDocument, type SharedDocumentReaders } from './read-shared-document';
import { describeImageWithModel, type DigestModel, digestWithModel } from './model-digest';
import { type DocumentDigest, summarizeDocument } from './summarize-document';

/** What reading a file costs the rewards: the rule exists (document_analyzed). */
export interface DocumentRewards {
  recordActivity(learner: OwnerKey, activity: 'document_analyzed'): Promise<unknown>;
}

/** Where files are kept for the chat: their text in the database, originals in object storage (kept-files). */
export interface FileDocuments {
  store(document: DocumentToKeep): Promise<string>;
  search(query: {
    owner: OwnerKey;
    conversationId: string;
    keywords: string[];
    limit: number;
  }): Promise<FileChunkHit[]>;
  forgetConversation(owner: OwnerKey, conversationId: string): Promise<void>;
}

export interface FilesServiceDeps {
  documents: FileDocuments;
  /** Counts reads per caller and per guest address (limits/rate-limiter on the database). */
  rates: Pick<RateLimiter, 'take'>;
  sharedDocuments: SharedDocumentReaders;
  extraction: ExtractionLimits;
  /** Files read at once on this server: each is a worker thread and a CPU core's work. */
  maxConcurrentReads: number;
  /**
   * Files all guests at one address may have read at once, whatever ids they send; all the
   * server's places if unset, since a read can take a minute and guests sharing a network (a
   * school's) would wait on each other.
   */
  maxConcurrentReadsPerGuestAddress?: number;
  rewards: DocumentRewards;
  /**
   * The connected model, when there is one: it writes the summary and key points from the text
   * (the built-in engine's are extractive) and, if it sees images, describes a picture.
   */
  digestModel?: DigestModel | undefined;
  /** Counts screen analyses against the caller's monthly allowance (the usage module). */
  allowance: { consume(caller: Caller, feature: 'screenAnalysis'): Promise<void> };
  logger: { warn(details: object, message: string): void };
  /** Reads a file; tests may hand in their own. */
  extract?: (kind: FileKind, bytes: Uint8Array, limits: ExtractionLimits) => Promise<ExtractedFile>;
}

export interface Upload {
  bytes: Uint8Array;
  fileName: string | undefined;
  query: string | undefined;
  /** Where the file was sent: kept for that conversation's questions (with an owner). */
  conversationId?: string | undefined;
  /** A frame of a shared screen: an image, counted as a screen analysis. */
  purpose?: 'file' | 'screen' | undefined;
}

export interface FilesService {
  /**
   * POST /api/upload: reads the file and answers its analysis; with a conversation and an owner,
   * keeps its text for the chat to answer that conversation's questions from.
   */
  analyseUpload(caller: Caller, upload: Upload): Promise<FileAnalysisResponse>;
  /** POST /api/analyze-google-doc: reads a shared document or page and answers its analysis. */
  analyseSharedDocument(
    caller: Caller,
    request: AnalyzeDocumentRequest,
  ): Promise<FileAnalysisResponse>;
  /** The passages of the owner's files in a conversation that speak of the keywords, best first. */
  searchConversation(query: {
    owner: OwnerKey;
    conversationId: string;
    keywords: string[];
  }): Promise<FileChunkHit[]>;
  /** Forgets the files of a conversation its owner deleted. */
  forgetConversation(owner: OwnerKey, conversationId: string): Promise<void>;
}

/** A document's text and what is known of it, ready to analyse. */
interface ReadDocument {
  name: string;
  kind: string;
  text: string;
  description: string;
  query: string | undefined;
  conversationId: string | undefined;
  /** The uploaded bytes, kept with the text; a shared link has none. */
  original?: Uint8Array;
}

/** Passages of a conversation's files handed to the chat for one question. */
const PASSAGES_PER_QUESTION = 3;

/** What the analysis says about a query: the file's passages that answer it. */
const QUERY_PASSAGE_CHARS = 1_200;

export function unsupportedFileError(): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message: `This type of file cannot be analysed. Supported formats: ${FILES.supportedFormats}.`,
  });
}

export function tooLargeFileError(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    message: `The file is larger than ${FILES.maxBytes / 1024 / 1024} MB, the most that can be analysed.`,
  });
}

/** Uploaded files read in worker threads, summarised from their own sentences. */
export function createFilesService(deps: FilesServiceDeps): FilesService {
  const extract = deps.extract ?? runExtraction;
  // One file at a time per client, and a few per server: reading is CPU work a flood must not own.
  // FILES.readsPerHour per caller, and per address for guests, whose ids cost nothing to make.
  const reads = createJobAdmission(deps.rates, {
    maxRunning: deps.maxConcurrentReads,
    maxRunningPerGuestAddress: deps.maxConcurrentReadsPerGuestAddress ?? 1,
    pacing: {
      keyPrefix: 'files',
      windowSeconds: 60 * 60,
      perClient: FILES.readsPerHour,
      perGuestAddress: FILES.guestReadsPerAddressPerHour,
    },
    refusals: {
      clientBusy: 'A file of yours is still being read. Please wait for it.',
      addressBusy: 'Files sent from your network are still being read. Please wait for them.',
      serverBusy: {
        message: 'The server is reading other files. Please try again in a moment.',
        retryAfterSeconds: 5,
      },
      paced: { message: 'You have had many files read in the last hour. Please try again later.' },
    },
  });

  async function extractOrExplain(kind: FileKind, bytes: Uint8Array): Promise<ExtractedFile> {
    try {
      return await extract(kind, bytes, deps.extraction);
    } catch (error) {
      if (error instanceof ExtractionFailedError) {
        throw new AppError('FILE_UNREADABLE', { message: error.userMessage, cause: error });
      }
      throw error;
    }
  }

  // What every analysis ends with: the digest, the answer to the query, the text kept for the
  // conversation (with an owner) and the reward.
  // The connected model's digest, or the document's own central sentences when there is none or
  // it fails: an analysis never fails for want of a model.
  async function digestOf(text: string): Promise<DocumentDigest> {
    const model = deps.digestModel;
    if (!model || text.trim() === '') return summarizeDocument(text);
    try {
      return await digestWithModel(model, text);
    } catch (error) {
      deps.logger.warn({ err: error }, 'the model did not digest a file; its sentences are used');
      return summarizeDocument(text);
    }
  }

  async function pictureDescription(read: ReadDocument): Promise<string> {
    const model = deps.digestModel;
    const isPicture = read.kind === 'png' || read.kind === 'jpeg' || read.kind === 'gif';
    if (!isPicture || !read.original || !model?.canSeeImages) return '';
    try {
      return `What the picture shows: ${await describeImageWithModel(model, read.original)}`;
    } catch (error) {
      deps.logger.warn({ err: error }, 'the model did not describe a picture');
      return '';
    }
  }

  async function finish(caller: Caller, read: ReadDocument): Promise<FileAnalysisResponse> {
    const [digest, picture] = await Promise.all([digestOf(read.text), pictureDescription(read)]);
    const description = picture ? `${read.description}\n\n${picture}` : read.description;
    const query = read.query?.trim();
    const passages = query ? relevantPassages(read.text, query, QUERY_PASSAGE_CHARS) : '';
    const answer = !query
      ? ''
      : passages
        ? `About “${truncateOnWord(query, 120)}”, the file says:\n\n${passages}`
        : `The file says nothing about “${truncateOnWord(query, 120)}”.`;
    const owner = ownerKeyOf(caller);
    let documentId: string | undefined;
    if (owner) {
      if (read.conversationId && read.text) {
        documentId = await deps.documents.store({
          owner,
          conversationId: read.conversationId,
          name: read.name,
          kind: read.kind,
          chunks: chunkText(read.text.slice(0, FILES.storedTextChars), FILES.chunkChars),
          plan: caller.kind === 'user' ? caller.plan : 'free',
          original: read.original,
          ...(caller.kind === 'guest' ? { guestAddress: addressKeyOf(caller) } : {}),
        });
      }
      await deps.rewards.recordActivity(owner, 'document_analyzed').catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'an analysed document was not rewarded');
      });
    }
    return {
      fileName: read.name,
      ...(documentId ? { documentId } : {}),
      analysis: {
        summary: digest.summary,
        keyPoints: digest.keyPoints,
        extractedText: read.text.slice(0, FILES.extractedTextChars),
        analysis: answer ? `${description}\n\n${answer}` : description,
      },
    };
  }

  return {
    async analyseUpload(caller, upload) {
      const kind = await detectFileKind(upload.bytes);
      if (!kind) throw unsupportedFileError();
      const isScreen = upload.purpose === 'screen';
      if (isScreen && !isImageKind(kind)) {
        throw new AppError('VALIDATION', { message: 'A screen capture is sent as an image.' });
      }
      const file = await reads.run(caller, async () => {
        // Refused (429 LIMIT_REACHED) past the plan's allowance: free users have none (000 §6).
        if (isScreen) await deps.allowance.consume(caller, 'screenAnalysis');
        return extractOrExplain(kind, upload.bytes);
      });
      return finish(caller, {
        name: displayFileName(upload.fileName),
        kind,
        text: file.text,
        description: describeFile(kind, file),
        query: upload.query,
        conversationId: upload.conversationId,
        original: upload.bytes,
      });
    },

    async analyseSharedDocument(caller, request) {
      const document = await reads.run(caller, () =>
        readSharedDocument(request.documentUrl, deps.sharedDocuments),
      );
      return finish(caller, {
        name: displayFileName(document.name),
        kind: 'shared-document',
        text: document.text,
        description: describeSharedDocument(document.label, document.text),
        query: request.query,
        conversationId: request.conversationId,
      });
    },

    searchConversation(query) {
      return deps.documents.search({ ...query, limit: PASSAGES_PER_QUESTION });
    },

    forgetConversation(owner, conversationId) {
      return deps.documents.forgetConversation(owner, conversationId);
    },
  };
}
