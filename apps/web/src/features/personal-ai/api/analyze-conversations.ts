import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyzeConversationsContract, type PersonalAiProfile } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { personalAiProfileQueryKey } from './get-profile';

/**
 * POST /api/personal-ai/analyze-conversations: the insights and learning progress found in the
 * user's conversations replace the profile's on screen.
 */
export function useAnalyzeConversations(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const result = await apiClient.call(analyzeConversationsContract);
      return unwrapResult(result, () => 'Your conversations could not be analyzed.');
    },
    onSuccess: (analysis) =>
      queryClient.setQueryData<PersonalAiProfile>(personalAiProfileQueryKey(userId), (profile) =>
        profile ? { ...profile, ...analysis } : profile,
      ),
    onError: (error) => console.warn('[personal-ai] analyzing the conversations failed', error),
  });
}
