import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { formatJalaliDateTime, toPersianDigits } from '@sofreh/domain';
import { QueryState } from '../../../components/query-state';
import { useRecentCalls } from '../api/get-recent-calls';
import { formatCallerNumber } from './caller-number';

/** The newest calls on every line, with who called; refreshed as calls arrive. */
export function RecentCallsCard() {
  const calls = useRecentCalls();
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        تماس‌های اخیر
      </Title>
      <QueryState
        query={calls}
        isEmpty={(answer) => answer.data.length === 0}
        empty="هنوز تماسی ثبت نشده است؛ با «تماس آزمایشی» یا از دستگاه کالرآیدی یک تماس بفرستید."
      >
        {(answer) => (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>زمان</Table.Th>
                  <Table.Th>مشتری</Table.Th>
                  <Table.Th>شماره</Table.Th>
                  <Table.Th>خط</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data.map((call) => {
                  const name = call.customer
                    ? [call.customer.firstName, call.customer.lastName].filter(Boolean).join(' ') ||
                      'مشتری بی‌نام'
                    : null;
                  return (
                    <Table.Tr key={call.id}>
                      <Table.Td>
                        <Text size="sm">{formatJalaliDateTime(new Date(call.receivedAt))}</Text>
                      </Table.Td>
                      <Table.Td>
                        {name ? (
                          <Text size="sm" fw={600} span>
                            {name}
                          </Text>
                        ) : (
                          <Badge variant="light" color="orange" radius="sm">
                            مشتری جدید
                          </Badge>
                        )}
                        {call.test ? (
                          <Badge variant="light" color="gray" radius="sm" ms={6}>
                            آزمایشی
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" dir="ltr" ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatCallerNumber(call.number)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {toPersianDigits(call.lineNumber)}
                          {call.lineLabel ? ` · ${call.lineLabel}` : ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Card>
  );
}
