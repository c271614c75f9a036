import { create } from 'zustand';

type LoadingState = {
  /** Work in flight that should hide the page behind the full-screen spinner (spec part 1 §2). */
  pending: number;
  start: () => void;
  stop: () => void;
};

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  stop: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** Runs `work` with the global loading flag set. */
export async function withGlobalLoading<T>(work: () => Promise<T>): Promise<T> {
  const { start, stop } = useLoadingStore.getState();
  start();
  try {
    return await work();
  } finally {
    stop();
  }
}
