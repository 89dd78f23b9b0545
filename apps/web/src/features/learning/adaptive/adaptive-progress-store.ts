import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The progress a node gets when the learner starts it: enough to count as in progress. */
export const NODE_STARTED_PROGRESS = 10;
const NODE_COMPLETE_PROGRESS = 100;
const STORAGE_KEY = 'polymath-adaptive-progress';

interface AdaptiveProgressState {
  /** Progress 0–100 by node id; absent means not started. */
  progressByNode: Record<string, number>;
  startNode: (nodeId: string) => void;
  completeNode: (nodeId: string) => void;
}

/**
 * The learner's own progress through the adaptive paths, kept on this device. The original client
 * made these numbers up at random; here they only change when the learner starts or completes a node.
 */
export const useAdaptiveProgressStore = create<AdaptiveProgressState>()(
  persist(
    (set) => ({
      progressByNode: {},
      startNode: (nodeId) =>
        set((state) => ({
          progressByNode: {
            ...state.progressByNode,
            [nodeId]: Math.max(state.progressByNode[nodeId] ?? 0, NODE_STARTED_PROGRESS),
          },
        })),
      completeNode: (nodeId) =>
        set((state) => ({
          progressByNode: { ...state.progressByNode, [nodeId]: NODE_COMPLETE_PROGRESS },
        })),
    }),
    { name: STORAGE_KEY, storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** Forgets all adaptive progress (tests start from a clean slate). */
export function resetAdaptiveProgress(): void {
  useAdaptiveProgressStore.setState({ progressByNode: {} });
}
