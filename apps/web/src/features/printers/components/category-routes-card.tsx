import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useCategoryRoutes } from '../api/get-category-routes';

/**
 * "Category → station" for the whole menu, so the owner sees at a glance where each category's
 * tickets come out, and which ones come out nowhere in the kitchen.
 */
export function CategoryRoutesCard() {
  const routes = useCategoryRoutes();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5">
        هر دسته کجا چاپ می‌شود
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        آیتم‌های هر دسته منو روی فیش این ایستگاه‌ها چاپ می‌شوند؛ برای تغییر، ایستگاه آشپزخانه را ویرایش کنید.
      </Text>
      <QueryState
        query={routes}
        isEmpty={(list) => list.length === 0}
        empty="منو هنوز دسته‌ای ندارد."
        skeletonRows={3}
      >
        {(list) => (
          <Table verticalSpacing={6} aria-label="مسیر چاپ دسته‌ها">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>دسته منو</Table.Th>
                <Table.Th w={40} aria-hidden />
                <Table.Th>ایستگاه چاپ</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((route) => (
                <Table.Tr key={route.categoryId}>
                  <Table.Td fw={500}>{route.categoryTitle}</Table.Td>
                  <Table.Td c="dimmed" ta="center" aria-hidden>
                    ←
                  </Table.Td>
                  <Table.Td>
                    {route.printerStationName ? (
                      <Badge variant="light" radius="sm" size="lg" fw={500}>
                        {route.printerStationName}
                      </Badge>
                    ) : (
                      <Badge variant="light" color="orange" radius="sm" size="lg" fw={500}>
                        در آشپزخانه چاپ نمی‌شود
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Card>
  );
}
