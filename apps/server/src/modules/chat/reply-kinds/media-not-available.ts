import type { ReplyKind } from '../chat.ports';
import { detectMediaRequest, mediaNotAvailableAnswer } from './generation-intent';

/**
 * Image and video requests while this server makes neither: answered at once that the feature is
 * not available yet, with no lookup and no engine. A module that makes images takes this kind's
 * place in the app's list of reply kinds.
 */
export const mediaNotAvailable: ReplyKind = {
  writeReply(request) {
    const media = detectMediaRequest(request.message, request.generationMode);
    return media ? mediaNotAvailableAnswer(media) : undefined;
  },
};
