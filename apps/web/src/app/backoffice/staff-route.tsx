import { StaffPage } from '../../features/staff-roles/components/staff-page';
import { useAuthStore } from '../../stores/auth-store';

/** The staff list, knowing who is looking (nobody removes themselves). */
export function StaffRoute() {
  const profile = useAuthStore((state) => state.profile);
  return <StaffPage myUserId={profile?.id ?? null} />;
}
