import { type TProfile, toPersianDigits } from '@sofreh/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey, persistStorage } from '../lib/storage';

// Only the short-lived access token and the profile are kept here. The refresh token never reaches
// JavaScript: the server keeps it in an HttpOnly, SameSite=Strict cookie scoped to the auth routes,
// so a script injected into the page cannot steal a long-lived credential.

type AuthState = {
  token: string | null;
  profile: TProfile | null;
  setToken: (token: string) => void;
  setProfile: (profile: TProfile) => void;
  clear: () => void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      profile: null,
      setToken: (token) => set({ token }),
      setProfile: (profile) => set({ profile }),
      clear: () => set({ token: null, profile: null }),
    }),
    {
      name: persistKey('auth'),
      version: PERSIST_VERSION,
      storage: persistStorage,
      partialize: ({ token, profile }) => ({ token, profile }),
    },
  ),
);

/** Staff and owners use the back office; customers and bikers do not. */
export function isBackofficeProfile(profile: TProfile | null): boolean {
  return profile?.kind === 'VENDOR' || profile?.kind === 'STAFF';
}

/** 'مریم احمدی', or the phone number in Persian digits for someone who never gave a name. */
export function displayNameOf(profile: TProfile): string {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  return name || toPersianDigits(profile.phoneNumber);
}
