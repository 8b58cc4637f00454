import { Center, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';
import { VendorAvatar } from '../../features/vendor/components/vendor-avatar';
import { isBackofficeProfile, useAuthStore } from '../../stores/auth-store';

export function BackofficeLoginRoute() {
  const navigate = useNavigate();
  const landing = useVendorLanding();
  // Judged once on arrival, so signing in here is not cut short when the token lands before the profile.
  const [arrivedSignedIn] = useState(() => {
    const { token, profile } = useAuthStore.getState();
    return token !== null && isBackofficeProfile(profile);
  });
  if (arrivedSignedIn) return <Navigate to="/bo" replace />;

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="lg" w="100%" maw={420}>
        {landing.data && <VendorAvatar name={landing.data.name} logoUrl={landing.data.logoUrl} size={64} />}
        <LoginScreen
          audience="backoffice"
          title="ورود به پنل رستوران"
          subtitle={landing.data ? landing.data.name : 'مدیریت سفارش‌ها، منو و رستوران'}
          onSignedIn={() => navigate('/bo', { replace: true })}
        />
        <Text size="xs" c="dimmed" ta="center">
          فقط مالک رستوران و کارکنانی که او افزوده است می‌توانند وارد پنل شوند.
        </Text>
      </Stack>
    </Center>
  );
}
