import { Anchor, Button, Card, Container, Group, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { formatJalaliDate, type TAdminVendor, toPersianDigits } from '@sofreh/domain';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { useWebConfig } from '../../../components/map/get-map-config';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { SearchInput } from '../../../components/search-input';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminVendors, useSetVendorActive } from '../api/admin-api';
import { CreateVendorForm } from './create-vendor-form';

/**
 * A restaurant's site: its own domain when it has one, else its sub-domain of the platform's, on the
 * scheme and port this page came from (a local install runs on :3000).
 */
export function siteUrlOf(vendor: Pick<TAdminVendor, 'slug' | 'domains'>, baseDomain: string): string {
  const { protocol, port } = window.location;
  if (vendor.domains[0]) return `${protocol}//${vendor.domains[0]}`;
  return `${protocol}//${vendor.slug}.${baseDomain}${port ? `:${port}` : ''}/`;
}

/** Platform administration: every restaurant on the platform, a new one, and switching one off. */
export function VendorsPage({ onSignOut }: { onSignOut: () => void }) {
  const list = useListParams();
  const query = useAdminVendors(list);
  const [creating, setCreating] = useState(false);
  const baseDomain = useWebConfig().data?.baseDomain ?? window.location.hostname;
  const [switching, setSwitching] = useState<{ vendor: TAdminVendor; active: boolean } | null>(null);

  return (
    <Container size="lg" py="lg" px="md">
      <Group justify="space-between" mb="md">
        <Text fw={700} c="saffron.8">
          سفره · مدیریت سامانه
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onSignOut}>
          خروج
        </Button>
      </Group>
      <PageHeader
        title="رستوران‌ها"
        description="رستوران‌های سامانه، مالک و دامنه هر کدام؛ رستوران غیرفعال نه سفارش می‌گیرد و نه پنلش باز می‌شود."
        actions={<Button onClick={() => setCreating(true)}>رستوران جدید</Button>}
      />
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput
            value={list.search}
            onSearch={list.setSearch}
            placeholder="جستجوی نام، نشانی کوتاه، دامنه یا موبایل مالک…"
          />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={list.search ? 'رستورانی با این مشخصات پیدا نشد.' : 'هنوز رستورانی ساخته نشده است.'}
        >
          {(page) => (
            <>
              <Table.ScrollContainer minWidth={320}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>رستوران</Table.Th>
                      <Table.Th visibleFrom="sm">دامنه اختصاصی</Table.Th>
                      <Table.Th visibleFrom="sm">موبایل مالک</Table.Th>
                      <Table.Th visibleFrom="md">ساخته شده</Table.Th>
                      <Table.Th w={130}>وضعیت</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((vendor) => (
                      <Table.Tr key={vendor.id}>
                        <Table.Td>
                          {/* The restaurant's own site, to see what its customers see (issue 19 point 17). */}
                          <Anchor
                            fw={500}
                            href={siteUrlOf(vendor, baseDomain)}
                            target="_blank"
                            rel="noopener"
                            aria-label={`سایت ${vendor.name}`}
                          >
                            {vendor.name}
                          </Anchor>
                          <Text size="xs" c="dimmed" dir="ltr" ta="right">
                            {vendor.slug}
                          </Text>
                          {/* On a phone the owner's number sits under the name instead of in a column. */}
                          <Text hiddenFrom="sm" size="xs" c="dimmed" dir="ltr" ta="right">
                            {vendor.ownerPhones.map(toPersianDigits).join('، ')}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          {vendor.domains.length > 0 ? (
                            <Stack gap={2}>
                              {vendor.domains.map((domain) => (
                                <Text key={domain} size="sm" dir="ltr" ta="right">
                                  {domain}
                                </Text>
                              ))}
                            </Stack>
                          ) : (
                            <Text size="sm" c="dimmed">
                              ندارد
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <Text size="sm" dir="ltr" ta="right">
                            {vendor.ownerPhones.map(toPersianDigits).join('، ') || '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td visibleFrom="md">
                          <Text size="sm" c="dimmed">
                            {formatJalaliDate(new Date(vendor.createdAt))}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Switch
                            checked={vendor.active}
                            aria-label={`فعال بودن ${vendor.name}`}
                            label={vendor.active ? 'فعال' : 'غیرفعال'}
                            size="sm"
                            styles={{ label: { whiteSpace: 'nowrap' } }}
                            onChange={(event) =>
                              setSwitching({ vendor, active: event.currentTarget.checked })
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <ListPagination page={page} onChange={list.setPage} />
            </>
          )}
        </QueryState>
      </Card>
      {creating ? <CreateVendorForm opened onClose={() => setCreating(false)} /> : null}
      {switching ? (
        <ConfirmActiveModal
          key={switching.vendor.id}
          vendor={switching.vendor}
          active={switching.active}
          onClose={() => setSwitching(null)}
        />
      ) : null}
    </Container>
  );
}

/** Switching a restaurant off stops its site and panel at once: asked before, in plain words. */
function ConfirmActiveModal({
  vendor,
  active,
  onClose,
}: {
  vendor: TAdminVendor;
  active: boolean;
  onClose: () => void;
}) {
  const setActive = useSetVendorActive();
  const title = active ? `فعال کردن «${vendor.name}»` : `غیرفعال کردن «${vendor.name}»`;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">
          {active
            ? 'سایت و پنل این رستوران دوباره باز می‌شود و سفارش می‌گیرد.'
            : 'سایت و پنل این رستوران تا فعال شدن دوباره بسته می‌شود: مشتریان پیام «غیرفعال» می‌بینند و کارکنان نمی‌توانند وارد شوند.'}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            انصراف
          </Button>
          <Button
            color={active ? 'green' : 'red'}
            loading={setActive.isPending}
            onClick={async () => {
              try {
                await setActive.mutateAsync({ vendorId: vendor.id, active });
                notifySuccess(active ? `«${vendor.name}» فعال شد.` : `«${vendor.name}» غیرفعال شد.`);
                onClose();
              } catch {
                // Already said in the red notice; the switch still shows the saved state.
              }
            }}
          >
            {active ? 'فعال شود' : 'غیرفعال شود'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
