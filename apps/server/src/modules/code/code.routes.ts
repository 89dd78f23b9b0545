import { aiCodeEditContract, chatEnhancedContract, executeCodeContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { CodeAssistant } from './assistant/code-assistant.service';
import type { CodeService } from './code.service';

/** POST /api/execute-code, /api/chat-enhanced and /api/ai-code-edit (000 §7). */
export function registerCodeRoutes(
  app: FastifyInstance,
  deps: { code: CodeService; assistant: CodeAssistant },
): void {
  routeFromContract(
    app,
    executeCodeContract,
    (request) => deps.code.execute(request.caller, request.body),
    { tags: ['code'] },
  );
  routeFromContract(
    app,
    chatEnhancedContract,
    (request) => deps.assistant.chat(request.caller, request.body),
    { tags: ['code'] },
  );
  routeFromContract(
    app,
    aiCodeEditContract,
    (request) => deps.assistant.edit(request.caller, request.body),
    { tags: ['code'] },
  );
}
