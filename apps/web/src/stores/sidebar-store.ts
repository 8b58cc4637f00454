import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

type SidebarState = {
  collapsed: boolean;
  toggle: () => void;
  setCollapsed: (collapsed: boolean) => void;
};

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      collapsed: false,
      toggle: () => set((state) => ({ collapsed: !state.collapsed })),
      setCollapsed: (collapsed) => set({ collapsed }),
    }),
    {
      name: persistKey('sidebar'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: ({ collapsed }) => ({ collapsed }),
    },
  ),
);
