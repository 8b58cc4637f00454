import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { displayNameOf, useAuthStore } from '../../stores/auth-store';

type AccountControlProps = {
  loginPath: string;
  /** The back-office header is crowded on a phone: there the name gives way to the vendor's. */
  hideNameOnPhone?: boolean;
};

/** The signed-in person's name and a logout, or a way in. Used on both sides. */
export function AccountControl({ loginPath, hideNameOnPhone = false }: AccountControlProps) {
  const token = useAuthStore((state) => state.token);
  const profile = useAuthStore((state) => state.profile);
  const logout = useLogout();

  if (!token) {
    return (
      <Button component={Link} to={loginPath} size="xs" variant="subtle">
        ورود
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {profile && (
        <Text size="sm" fw={500} truncate maw={160} visibleFrom={hideNameOnPhone ? 'sm' : undefined}>
          {displayNameOf(profile)}
        </Text>
      )}
      <Button size="xs" variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
        خروج
      </Button>
    </Group>
  );
}
