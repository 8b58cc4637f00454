import { Badge, Card, Group, Image, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  AUDIT_OBJECT_TYPES,
  auditObjectTypeLabel,
  formatJalaliDateTime,
  type TAuditLogEntry,
  type TAuditObjectType,
  type TCurrency,
} from '@sofreh/domain';
import { useState } from 'react';
import { JalaliDateInput } from '../../../components/jalali-date-input';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { dateOf, dayOf } from '../../../lib/calendar-day';
import { useListParams } from '../../../lib/use-list-params';
import { type AuditFilters, NO_AUDIT_FILTERS, useAuditLog, useAuditPeople } from '../api/get-audit-log';
import { ACTION_LABELS, auditChangeRows, auditObjectText } from '../audit-format';

const ACTION_COLORS: Record<TAuditLogEntry['action'], string> = {
  INSERT: 'teal',
  UPDATE: 'blue',
  DELETE: 'red',
};

const TYPE_OPTIONS = Object.entries(AUDIT_OBJECT_TYPES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'fa'));

/** «گزارش تغییرات»: who changed what and when, filtered by person, kind of object and Jalali days. */
export function AuditLogPage({ currency }: { currency: TCurrency }) {
  const list = useListParams();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const query = useAuditLog(filters, list.pageNumber);
  const people = useAuditPeople();
  const filtered = Object.values(filters).some(Boolean);
  const change = (next: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    list.setPage(1);
  };

  return (
    <>
      <PageHeader
        title="گزارش تغییرات"
        description="هر تغییری که کارکنان در منو، قیمت‌ها، تخفیف‌ها، سفارش‌ها، نقش‌ها و تنظیمات داده‌اند، با نام، زمان و مقدار قبل و بعد."
      />
      <Card withBorder padding="lg" radius="md" px={{ base: 'sm', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md" maw={880}>
          <Select
            label="شخص"
            placeholder="همه افراد"
            data={(people.data ?? []).map((p) => ({ value: p.userId, label: p.name }))}
            value={filters.userId}
            onChange={(value) => change({ userId: value })}
            clearable
            searchable
            nothingFoundMessage="کسی پیدا نشد"
          />
          <Select
            label="نوع مورد"
            placeholder="همه موارد"
            data={TYPE_OPTIONS}
            value={filters.objectType}
            onChange={(value) => change({ objectType: value as TAuditObjectType | null })}
            clearable
            searchable
            nothingFoundMessage="موردی پیدا نشد"
          />
          <JalaliDateInput
            label="از تاریخ"
            value={dateOf(filters.from)}
            onChange={(date) => change({ from: dayOf(date) })}
            clearable
          />
          <JalaliDateInput
            label="تا تاریخ"
            value={dateOf(filters.to)}
            onChange={(date) => change({ to: dayOf(date) })}
            clearable
          />
        </SimpleGrid>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={
            filtered
              ? 'تغییری با این فیلترها پیدا نشد.'
              : 'هنوز تغییری ثبت نشده است؛ از این پس هر تغییر کارکنان اینجا دیده می‌شود.'
          }
        >
          {(page) => (
            <>
              <Stack gap="sm">
                {page.data.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} currency={currency} />
                ))}
              </Stack>
              <ListPagination page={page} onChange={list.setPage} />
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
}

function AuditEntry({ entry, currency }: { entry: TAuditLogEntry; currency: TCurrency }) {
  const rows = auditChangeRows(entry, currency);
  const what = auditObjectText(auditObjectTypeLabel(entry.objectType), entry.objectLabel);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={what}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={rows.length ? 'sm' : 0}>
        <Group gap="xs" wrap="wrap">
          <Badge color={ACTION_COLORS[entry.action]} variant="light">
            {ACTION_LABELS[entry.action]}
          </Badge>
          <Text fw={600}>{what}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {entry.actorName} · <span dir="rtl">{formatJalaliDateTime(new Date(entry.at))}</span>
        </Text>
      </Group>
      {rows.length > 0 ? (
        <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" withRowBorders={false}>
          {entry.action === 'UPDATE' ? (
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">مورد</Table.Th>
                <Table.Th>قبل</Table.Th>
                <Table.Th>بعد</Table.Th>
              </Table.Tr>
            </Table.Thead>
          ) : null}
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.field}>
                <Table.Td c="dimmed">{row.label}</Table.Td>
                {entry.action === 'UPDATE' ? (
                  <>
                    <Table.Td>
                      <AuditPicture url={row.image?.before} text={row.before} />
                      {row.image?.before ? null : (
                        <Text component="del" size="sm" c="red.8">
                          {row.before}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <AuditPicture url={row.image?.after} text={row.after} />
                      {row.image?.after ? null : (
                        <Text size="sm" c="teal.9" fw={500}>
                          {row.after}
                        </Text>
                      )}
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td>
                    {row.image ? (
                      <AuditPicture url={row.image.after ?? row.image.before} text={row.label} />
                    ) : (
                      (row.after ?? row.before)
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Paper>
  );
}

/** A picture the entry changed, small enough for the log; nothing when there is no address. */
function AuditPicture({ url, text }: { url: string | null | undefined; text: string | null }) {
  if (!url) return null;
  return (
    <Image
      src={url}
      alt={text ?? ''}
      w={56}
      h={56}
      radius="sm"
      fit="cover"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}
