import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { BACKOFFICE_LOGIN_PATH } from '../../lib/session-routes';
import { isBackofficeProfile, useAuthStore } from '../../stores/auth-store';
import { PageLoader } from '../routes/page-loader';

/**
 * The back office needs a signed-in owner or staff member. The profile is re-read on entry so that a
 * changed role or name shows without logging out; the stored copy lets the page draw at once.
 */
export function RequireBackofficeSession() {
  const token = useAuthStore((state) => state.token);
  const storedProfile = useAuthStore((state) => state.profile);
  const setProfile = useAuthStore((state) => state.setProfile);
  const me = useMe({ enabled: token !== null });

  useEffect(() => {
    if (me.data) setProfile(me.data);
  }, [me.data, setProfile]);

  if (!token) return <Navigate to={BACKOFFICE_LOGIN_PATH} replace />;
  const profile = me.data ?? storedProfile;
  if (!profile) {
    if (me.isError) {
      return (
        <Center mih="60dvh" p="md">
          <Stack align="center" gap="sm">
            <Text>اطلاعات حساب شما دریافت نشد.</Text>
            <Button onClick={() => me.refetch()}>تلاش دوباره</Button>
          </Stack>
        </Center>
      );
    }
    return <PageLoader />;
  }
  if (!isBackofficeProfile(profile)) return <NoBackofficeAccess />;
  return <Outlet />;
}

/** A customer's session reached /bo: say so plainly and offer to switch accounts. */
function NoBackofficeAccess() {
  const logout = useLogout();
  return (
    <Center mih="70dvh" p="md">
      <Alert color="pomegranate" variant="light" title="دسترسی به پنل رستوران ندارید" maw={440}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            این حساب، حساب مشتری است. برای ورود به پنل با شماره‌ای وارد شوید که مالک رستوران یا کارکنان آن است.
          </Text>
          <Button size="xs" onClick={() => logout.mutate()} loading={logout.isPending}>
            ورود با حساب دیگر
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
