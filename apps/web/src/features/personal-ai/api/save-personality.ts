import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePersonalityContract, type PersonalitySettings } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { personalAiProfileQueryKey } from './get-profile';

/** POST /api/personal-ai/personality, then the profile is loaded again (001 §7). */
export function useSavePersonality(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PersonalitySettings) => {
      const result = await apiClient.call(savePersonalityContract, { body: settings });
      return unwrapResult(result, () => 'The personality settings could not be saved.');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalAiProfileQueryKey(userId) }),
    onError: (error) => console.warn('[personal-ai] saving the personality failed', error),
  });
}
