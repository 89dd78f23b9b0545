import { truncateOnWord } from '../../text/truncate';
import type { KnowledgeFinder, KnowledgeHit } from '../chat';
import type { FilesService } from './files.service';
import { CHAT } from '@polymath/shared';

/** A file the user sent is what they said it is: the chat cites it with full reliability. */
const FILE_RELIABILITY = 1;

/**
 * The chat's knowledge sources with the conversation's files first: a question that the files
 * sent in this conversation speak of is answered from their passages alone, cited by the file's
 * name; anything else (and any question outside a conversation or from a caller who keeps
 * nothing) goes on to `next`.
 */
export function conversationFilesFirst(
  files: Pick<FilesService, 'searchConversation'>,
  next: KnowledgeFinder,
): KnowledgeFinder {
  return {
    async findOrLearn(question, options = {}) {
      const scope = options.scope;
      if (!scope || question.keywords.length === 0) return next.findOrLearn(question, options);
      const passages = await files.searchConversation({ ...scope, keywords: question.keywords });
      if (passages.length === 0) return next.findOrLearn(question, options);
      return passages.map((passage): KnowledgeHit => ({
        kind: 'file',
        title: passage.name,
        content: passage.content,
        excerpt: truncateOnWord(passage.content, CHAT.sourceExcerptChars),
        reliability: FILE_RELIABILITY,
        sourceUrl: `file:${passage.documentId}`,
      }));
    },
  };
}
