import { Skeleton, Text } from '@mantine/core';
import { DashboardWelcome } from '../../features/backoffice-shell/components/dashboard-welcome';
import { useVendorLanding } from '../../features/vendor/api/get-vendor-landing';
import { OpeningStateBadge } from '../../features/vendor/components/opening-state-badge';
import { displayNameOf, useAuthStore } from '../../stores/auth-store';

export function DashboardRoute() {
  const profile = useAuthStore((state) => state.profile);
  const landing = useVendorLanding();
  const now = new Date();

  const vendorState = landing.data ? (
    <OpeningStateBadge vendor={landing.data} now={now} />
  ) : landing.isError ? (
    <Text size="sm" c="dimmed">
      وضعیت باز یا بسته بودن رستوران دریافت نشد.
    </Text>
  ) : (
    <Skeleton h={28} w={160} />
  );

  return (
    <DashboardWelcome
      personName={profile ? (profile.firstName ?? displayNameOf(profile)) : ''}
      today={now}
      vendorState={vendorState}
    />
  );
}
