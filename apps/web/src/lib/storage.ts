import { createJSONStorage } from 'zustand/middleware';

/** SPEC §9: persisted client state is version 1. Bump it (with a migrate) when a slice's shape changes. */
export const PERSIST_VERSION = 1;

/** Every persisted slice lives in localStorage under `sofreh:<slice>`. */
export function persistKey(slice: string): string {
  return `sofreh:${slice}`;
}

export const persistStorage = createJSONStorage(() => localStorage);
