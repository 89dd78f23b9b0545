import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onLimitReached } from '@/lib/limit-events';
import { USAGE_LIMITS_QUERY_KEY } from '@/lib/usage-limits-query';

/**
 * Whether the guest-limit dialog is open: it opens whenever the server refuses a guest's message
 * with GUEST_LIMIT (reported through lib/limit-events), and the usage counters are read again.
 */
export function useGuestLimitReached(): { isOpen: boolean; setIsOpen: (open: boolean) => void } {
  const [isOpen, setIsOpen] = useState(false);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLimitReached((event) => {
        void queryClient.invalidateQueries({ queryKey: USAGE_LIMITS_QUERY_KEY });
        if (event.code === 'GUEST_LIMIT') setIsOpen(true);
      }),
    [queryClient],
  );
  return { isOpen, setIsOpen };
}
