import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSidebarStore } from '../../../stores/sidebar-store';
import { BackofficeSidebar } from './backoffice-sidebar';

type BackofficeLayoutProps = {
  vendorName: string | null;
  /** Slots filled by the app: the network status and the signed-in person with logout. */
  networkStatus: ReactNode;
  account: ReactNode;
  children: ReactNode;
};

const SIDEBAR_BREAKPOINT = 'sm';
const SIDEBAR_BREAKPOINT_QUERY = '(max-width: 48em)'; // Mantine's sm

export function BackofficeLayout({ vendorName, networkStatus, account, children }: BackofficeLayoutProps) {
  // On a desk the choice to collapse is remembered; on a phone the drawer opens per visit.
  const collapsed = useSidebarStore((state) => state.collapsed);
  const toggleCollapsed = useSidebarStore((state) => state.toggle);
  const [mobileOpen, mobileDrawer] = useDisclosure(false);
  const isSmallScreen = useMediaQuery(SIDEBAR_BREAKPOINT_QUERY) ?? false;
  const sidebarOpen = isSmallScreen ? mobileOpen : !collapsed;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 264,
        breakpoint: SIDEBAR_BREAKPOINT,
        collapsed: { desktop: collapsed, mobile: !mobileOpen },
      }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={sidebarOpen}
              onClick={isSmallScreen ? mobileDrawer.toggle : toggleCollapsed}
              size="sm"
              aria-label={sidebarOpen ? 'بستن منوی کناری' : 'باز کردن منوی کناری'}
              aria-expanded={sidebarOpen}
              aria-controls="backoffice-sidebar"
            />
            <Text fw={700} size="lg" truncate>
              {vendorName ?? 'پنل رستوران'}
            </Text>
          </Group>
          <Group gap="lg" wrap="nowrap">
            {networkStatus}
            {account}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="backoffice-sidebar" aria-hidden={!sidebarOpen}>
        <BackofficeSidebar onNavigate={mobileDrawer.close} />
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
