import { Anchor, Center, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';
import { VendorAvatar } from '../../features/vendor/components/vendor-avatar';
import { customerHomePath, customerReturnPath } from '../../lib/session-routes';
import { useAuthStore } from '../../stores/auth-store';

export function CustomerLoginRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const landing = useVendorLanding();
  const homePath = customerHomePath(search);
  // Back to the page that asked for the login (an order's page), else home, which shows the kept step.
  const returnPath = customerReturnPath(search);
  // Judged once on arrival: signing in here sets the token before the profile has loaded, and that
  // must not pull the page away mid-way.
  const [arrivedSignedIn] = useState(() => useAuthStore.getState().token !== null);
  if (arrivedSignedIn) return <Navigate to={returnPath} replace />;

  const vendorName = landing.data?.name;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="lg" w="100%" maw={420}>
        {landing.data && <VendorAvatar name={landing.data.name} logoUrl={landing.data.logoUrl} size={72} />}
        <LoginScreen
          audience="customer"
          title={vendorName ? `ورود به ${vendorName}` : 'ورود'}
          subtitle="برای ثبت و پیگیری سفارش با شماره موبایل خود وارد شوید."
          onSignedIn={() => navigate(returnPath, { replace: true })}
        />
        <Anchor component={Link} to={homePath} size="sm">
          بازگشت به صفحه رستوران
        </Anchor>
      </Stack>
    </Center>
  );
}
