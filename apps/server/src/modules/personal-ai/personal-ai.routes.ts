import {
  analyzeConversationsContract,
  deletePreferenceContract,
  getAutoPromptsContract,
  getPersonalAiProfileContract,
  saveAutoPromptsContract,
  savePersonalityContract,
  savePreferenceContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
import type { PersonalAiService } from './personal-ai.service';

const tags = ['personal-ai'];

/** The Personal AI calls of the signed-in user (401 for guests). */
export function registerPersonalAiRoutes(
  app: FastifyInstance,
  deps: { personalAi: PersonalAiService },
): void {
  const { personalAi } = deps;

  routeFromContract(
    app,
    getPersonalAiProfileContract,
    (request) => personalAi.getProfile(requireUser(request.caller)),
    { tags },
  );

  routeFromContract(
    app,
    savePersonalityContract,
    async (request) => ({
      success: true as const,
      personalitySettings: await personalAi.savePersonality(
        requireUser(request.caller),
        request.body,
      ),
    }),
    { tags },
  );

  routeFromContract(
    app,
    savePreferenceContract,
    async (request) => ({
      success: true as const,
      preference: await personalAi.savePreference(requireUser(request.caller), request.body),
    }),
    { tags },
  );

  routeFromContract(
    app,
    deletePreferenceContract,
    async (request) => {
      await personalAi.deletePreference(requireUser(request.caller), request.params.id);
      return { success: true as const };
    },
    { tags },
  );

  routeFromContract(
    app,
    analyzeConversationsContract,
    (request) => personalAi.analyzeConversations(requireUser(request.caller)),
    { tags },
  );

  routeFromContract(
    app,
    getAutoPromptsContract,
    async (request) => ({
      autoPrompts: await personalAi.getAutoPrompts(requireUser(request.caller)),
    }),
    { tags },
  );

  routeFromContract(
    app,
    saveAutoPromptsContract,
    async (request) => ({
      autoPrompts: await personalAi.saveAutoPrompts(
        requireUser(request.caller),
        request.body.autoPrompts,
      ),
    }),
    { tags },
  );
}
