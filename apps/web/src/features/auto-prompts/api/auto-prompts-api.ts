import {
  getAutoPromptsContract,
  saveAutoPromptsContract,
  type AutoPrompt,
  type AutoPromptList,
} from '@polymath/shared';
import { apiClient, type ApiResult } from '@/lib/api-client';

/** The server's copy of a signed-in user's auto prompts. */
export interface AutoPromptsApi {
  /** GET /api/personal-ai/auto-prompts. */
  load: () => Promise<ApiResult<AutoPromptList>>;
  /** PUT /api/personal-ai/auto-prompts: the whole list replaces the server's. */
  save: (prompts: AutoPrompt[]) => Promise<ApiResult<AutoPromptList>>;
}

/** The calls through the app's API client (bearer token of the signed-in user). */
export const autoPromptsApi: AutoPromptsApi = {
  load: () => apiClient.call(getAutoPromptsContract),
  save: (autoPrompts) => apiClient.call(saveAutoPromptsContract, { body: { autoPrompts } }),
};
