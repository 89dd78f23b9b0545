import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { describeFailure } from './describe-failure';
import { researchConversationId, researchResultOf } from '../logic/research-result';
import { productivityKeys } from './query-keys';

/** A research answer may take as long as a long chat answer. */
const RESEARCH_TIMEOUT_MS = 120_000;

/**
 * The AI research box (001 §7): POST /api/chat with the question, a `research-<time>`
 * conversation, web search and research mode on. The answer becomes the results card; a project
 * the server made for it (the user had none) joins the projects list.
 */
export function useRunResearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (query: string) => {
      const reply = await apiClient.call(
        chatContract,
        {
          body: {
            message: query,
            conversationId: researchConversationId(Date.now()),
            useWebSearch: true,
            researchMode: true,
          },
        },
        { timeoutMs: RESEARCH_TIMEOUT_MS },
      );
      // 001 §8: a research refused by the server is logged with its status.
      if (!reply.ok)
        console.warn(
          `[productivity] research failed (status ${reply.status}):`,
          reply.error.message,
        );
      const answer = unwrapResult(reply, describeFailure);
      return {
        result: researchResultOf(query, answer, new Date()),
        project: answer.researchProject,
      };
    },
    onSuccess: async ({ project }) => {
      if (project) await queryClient.invalidateQueries({ queryKey: productivityKeys.projects() });
    },
  });
}
