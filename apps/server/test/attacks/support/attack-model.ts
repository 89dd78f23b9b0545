import type { AiEngine } from '../../../src/modules/chat/chat.deps';
import { scriptedModel } from '../../chat-doubles';
import { REPLY_TEXT, SECRET_QUESTION } from '../owned-routes';

/**
 * The model of the attack apps: SECRET_QUESTION gets REPLY_TEXT and then nothing until the reply
 * is stopped (a reply that stays in progress as long as an attack needs), any other question a
 * short answer at once.
 */
export function attackModel(): AiEngine {
  const hanging = scriptedModel({ chunks: [REPLY_TEXT, 'and the rest'], hangAfter: 1 });
  const quick = scriptedModel({ chunks: ['A short answer.'] });
  return {
    engineName: 'attack model',
    kind: 'openai-compatible',
    model: {
      ...quick,
      doStream: (options) =>
        (JSON.stringify(options.prompt).includes(SECRET_QUESTION) ? hanging : quick).doStream(
          options,
        ),
    },
  };
}
