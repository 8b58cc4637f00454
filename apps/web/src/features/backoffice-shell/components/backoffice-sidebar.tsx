import { Badge, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useMyPermissions } from '../../../lib/my-permissions';
import { areaForPath, visibleGroups } from './sidebar-areas';

export const BACKOFFICE_HOME_PATH = '/bo';

export function BackofficeSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  // Only the areas this person's role opens; none until their permissions arrive (no flash of all).
  const mine = useMyPermissions();
  const groups = visibleGroups(mine.data ?? new Set());
  const current = areaForPath(pathname);
  return (
    <ScrollArea style={{ flex: 1 }}>
      <nav aria-label="بخش‌های پنل">
        <Stack gap="md" p="sm">
          <NavLink
            component={Link}
            to={BACKOFFICE_HOME_PATH}
            label="پیشخوان"
            active={pathname === BACKOFFICE_HOME_PATH || pathname === `${BACKOFFICE_HOME_PATH}/`}
            onClick={onNavigate}
            fw={600}
          />
          {groups.map((group) => (
            <Stack key={group.key} gap={2} role="group" aria-labelledby={`sidebar-group-${group.key}`}>
              <Text id={`sidebar-group-${group.key}`} size="xs" fw={700} c="dimmed" px="sm" pb={2}>
                {group.label}
              </Text>
              {group.areas.map((area) =>
                area.path ? (
                  <NavLink
                    key={area.key}
                    component={Link}
                    to={area.path}
                    label={area.label}
                    active={current?.key === area.key}
                    onClick={onNavigate}
                  />
                ) : (
                  // Not built yet: visible so staff see what is coming, but not a link and not focusable.
                  <NavLink
                    key={area.key}
                    component="div"
                    label={area.label}
                    disabled
                    aria-disabled="true"
                    rightSection={
                      <Badge size="xs" variant="light" color="gray" radius="sm">
                        به‌زودی
                      </Badge>
                    }
                  />
                ),
              )}
            </Stack>
          ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
