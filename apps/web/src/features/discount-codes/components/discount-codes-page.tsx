import { Button, Card, Group, ScrollArea, Switch, Table, VisuallyHidden } from '@mantine/core';
import { NOTICES_FA, type TCurrency, type TDiscountCode } from '@sofreh/domain';
import { useState } from 'react';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { useCan } from '../../../lib/my-permissions';
import { notifySuccess } from '../../../lib/notify';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteDiscountCode } from '../api/delete-discount-code';
import { useDiscountCodes } from '../api/get-discount-codes';
import { useSetDiscountCodeActive } from '../api/set-discount-code-active';
import { CodeCell, ExpiryCell, StateBadge, stateOf, TermsCell, UsageCell } from './discount-code-cells';
import { DiscountCodeForm } from './discount-code-form';

/** null: closed; 'new': adding; a code: editing it. */
type Editing = null | 'new' | TDiscountCode;

type DiscountCodesPageProps = {
  /** The restaurant's currency, for amounts (Toman unless it keeps its prices in Rial). */
  currency?: TCurrency;
};

/** The restaurant's discount codes (SPEC §2 discount-code list with paging and an add modal). */
export function DiscountCodesPage({ currency = 'TOMAN' }: DiscountCodesPageProps) {
  const list = useListParams();
  const query = useDiscountCodes(list);
  const remove = useDeleteDiscountCode();
  const setActive = useSetDiscountCodeActive();
  const [editing, setEditing] = useState<Editing>(null);
  // Someone who may only look (DISCOUNTS_VIEW) sees the codes without the buttons that change them.
  const canManage = useCan('DISCOUNTS_MANAGE');
  const now = new Date();

  return (
    <>
      <PageHeader
        title="کدهای تخفیف"
        description="کدهایی که مشتری هنگام سفارش وارد می‌کند: درصدی، مبلغی، ارسال رایگان یا آیتم رایگان."
        actions={canManage ? <Button onClick={() => setEditing('new')}>افزودن کد تخفیف</Button> : null}
      />
      <Card withBorder padding="lg" radius="md">
        <Group mb="md">
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder="جستجوی کد…" />
        </Group>
        <QueryState
          query={query}
          isEmpty={(page) => page.data.length === 0}
          empty={
            list.search
              ? 'کدی با این عبارت پیدا نشد.'
              : 'هنوز کد تخفیفی ندارید؛ با «افزودن کد تخفیف» اولین را بسازید.'
          }
        >
          {(page) => (
            <>
              <ScrollArea type="auto">
                <Table verticalSpacing="sm" highlightOnHover miw={820}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>کد</Table.Th>
                      <Table.Th>تخفیف</Table.Th>
                      <Table.Th>اعتبار تا</Table.Th>
                      <Table.Th>استفاده</Table.Th>
                      <Table.Th>وضعیت</Table.Th>
                      <Table.Th>فعال</Table.Th>
                      <Table.Th w={140}>
                        <VisuallyHidden>عملیات</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((code) => {
                      const state = stateOf(code, now);
                      const switching = setActive.isPending && setActive.variables?.id === code.id;
                      return (
                        <Table.Tr key={code.id}>
                          <Table.Td>
                            <CodeCell code={code} />
                          </Table.Td>
                          <Table.Td>
                            <TermsCell code={code} currency={currency} />
                          </Table.Td>
                          <Table.Td>
                            <ExpiryCell code={code} state={state} />
                          </Table.Td>
                          <Table.Td>
                            <UsageCell code={code} />
                          </Table.Td>
                          <Table.Td>
                            <StateBadge state={state} />
                          </Table.Td>
                          <Table.Td>
                            <Switch
                              aria-label={`فعال بودن ${code.code}`}
                              checked={switching ? setActive.variables.active : code.active}
                              disabled={switching || !canManage}
                              onChange={(event) =>
                                setActive.mutate({ id: code.id, active: event.currentTarget.checked })
                              }
                            />
                          </Table.Td>
                          <Table.Td>
                            {canManage ? (
                              <RowActions
                                onEdit={() => setEditing(code)}
                                deleteQuestion={`کد «${code.code}» حذف شود؟ سفارش‌هایی که با آن ثبت شده‌اند دست نمی‌خورند.`}
                                onDelete={async () => {
                                  await remove.mutateAsync(code.id);
                                  notifySuccess(NOTICES_FA.OPERATION_DONE);
                                }}
                                deleting={remove.isPending && remove.variables === code.id}
                              />
                            ) : null}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              <ListPagination page={page} onChange={list.setPage} />
            </>
          )}
        </QueryState>
      </Card>
      {editing !== null ? (
        <DiscountCodeForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          currency={currency}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
