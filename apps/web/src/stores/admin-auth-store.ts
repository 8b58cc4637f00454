import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSIST_VERSION, persistKey } from '../lib/storage';

// A platform administrator's session is kept apart from the staff/customer session (auth-store):
// signing in as an administrator never signs a restaurant's owner out, and the other way round. Only
// the short-lived access token is kept, in this tab's sessionStorage: administration is rare and
// powerful, so when the token expires (15 minutes) or the tab closes, the administrator signs in again.
// The admin login sets no refresh cookie (decision 0019, «The administrators' screen»).

type AdminAuthState = {
  token: string | null;
  setToken: (token: string) => void;
  clear: () => void;
};

export const useAdminAuthStore = create<AdminAuthState>()(
  persist(
    (set) => ({
      token: null,
      setToken: (token) => set({ token }),
      clear: () => set({ token: null }),
    }),
    {
      name: persistKey('admin-auth'),
      version: PERSIST_VERSION,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token }) => ({ token }),
    },
  ),
);
