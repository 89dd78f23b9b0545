import { CHAT } from '@polymath/shared';
import { truncateOnWord } from '../../text/truncate';
import type { KnowledgeHit, ReplyKind } from '../chat';
import type { FilesService } from './files.service';

/** A file the user sent is what they said it is: the chat cites it with full reliability. */
const FILE_RELIABILITY = 1;

/**
 * Questions about the files sent in the conversation, a reply kind of the chat: a question those
 * files speak of is answered from their passages alone, cited by the file's name. Any other
 * question (and any question outside a conversation or from a caller who keeps nothing) is not
 * this kind's.
 */
export function conversationFileQuestions(
  files: Pick<FilesService, 'searchConversation'>,
): ReplyKind {
  return {
    async findSources(question, options) {
      const scope = options.scope;
      if (!scope || question.keywords.length === 0) return undefined;
      const passages = await files.searchConversation({ ...scope, keywords: question.keywords });
      if (passages.length === 0) return undefined;
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
