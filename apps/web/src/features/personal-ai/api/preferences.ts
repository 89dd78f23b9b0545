import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deletePreferenceContract,
  savePreferenceContract,
  type PersonalPreference,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { unwrapResult } from '@/lib/api-result';
import { createId } from '@/lib/create-id';
import { personalAiProfileQueryKey } from './get-profile';

/** What the Preferences form adds. */
export type NewPreference = Pick<PersonalPreference, 'category' | 'preference' | 'value'>;

/** POST /api/personal-ai/preferences (body: id, category, preference, value, dateAdded), then a reload. */
export function useAddPreference(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preference: NewPreference) => {
      const body = { ...preference, id: createId(), dateAdded: new Date().toISOString() };
      const result = await apiClient.call(savePreferenceContract, { body });
      return unwrapResult(result, () => 'The preference could not be added.');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalAiProfileQueryKey(userId) }),
    onError: (error) => console.warn('[personal-ai] adding a preference failed', error),
  });
}

/** DELETE /api/personal-ai/preferences/:id, then a reload. */
export function useDeletePreference(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await apiClient.call(deletePreferenceContract, { params: { id } });
      return unwrapResult(result, () => 'The preference could not be deleted.');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalAiProfileQueryKey(userId) }),
    onError: (error) => console.warn('[personal-ai] deleting a preference failed', error),
  });
}
