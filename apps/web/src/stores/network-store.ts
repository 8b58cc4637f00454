import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

// Persisted so that a page reloaded while the connection is down starts in the offline state
// instead of claiming to be online until the first health check answers.

type NetworkState = {
  online: boolean;
  setOnline: (online: boolean) => void;
};

export const useNetworkStore = create<NetworkState>()(
  persist(
    (set) => ({
      online: true,
      setOnline: (online) => set({ online }),
    }),
    {
      name: persistKey('network'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: ({ online }) => ({ online }),
    },
  ),
);
