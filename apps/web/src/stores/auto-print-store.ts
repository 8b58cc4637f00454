import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

// Auto-print settings belong to the device at the counter, not to the account, hence local storage.
// Empty until the printing issue defines which stations and order states print by themselves.
export type AutoPrintSettings = Record<string, never>;

type AutoPrintState = {
  settings: AutoPrintSettings;
  setSettings: (settings: AutoPrintSettings) => void;
};

export const useAutoPrintStore = create<AutoPrintState>()(
  persist(
    (set) => ({
      settings: {},
      setSettings: (settings) => set({ settings }),
    }),
    {
      name: persistKey('auto-print'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: ({ settings }) => ({ settings }),
    },
  ),
);
