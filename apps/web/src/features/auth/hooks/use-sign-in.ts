import type { TProfile, TVerifyRequest } from '@sofreh/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../stores/auth-store';
import { getMe, meQueryOptions } from '../api/get-me';
import { verify } from '../api/verify';

/**
 * SPEC §4 login: verifying the code stores the token, then the profile is loaded into the auth
 * store. The refresh token in the answer is deliberately dropped: the HttpOnly cookie holds it.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TVerifyRequest): Promise<TProfile | null> => {
      const { token } = await verify(request);
      useAuthStore.getState().setToken(token);
      try {
        const profile = await getMe();
        useAuthStore.getState().setProfile(profile);
        queryClient.setQueryData(meQueryOptions().queryKey, profile);
        return profile;
      } catch {
        // Logged in all the same; the failed profile call showed its notice and pages load it again.
        return null;
      }
    },
  });
}
