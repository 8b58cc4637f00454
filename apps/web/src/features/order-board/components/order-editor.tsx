import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  applyLineCount,
  applyRestore,
  ERROR_MESSAGES,
  editOf,
  formatMoney,
  formatNumber,
  type OrderEdit,
  priceEditedOrder,
  type TErrorCode,
  type TOrder,
  validateLineCount,
} from '@sofreh/domain';
import { useMemo, useState } from 'react';
import { CountStepper } from '../../../components/count-stepper';
import { PriceBreakdown } from '../../../components/price-breakdown';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useEditOrderItems } from '../api/edit-order';

/**
 * «ویرایش سفارش» in the drawer (SPEC §4): − / + per line with its ceiling shown, a line at zero moves
 * to «حذف‌شده» with «بازگرداندن», the last line cannot go (red notice), and the new totals are the
 * domain's priceEditedOrder — the very function the server saves with, so what is shown is what is
 * saved.
 */
export function OrderEditor({ order, onDone }: { order: TOrder; onDone: () => void }) {
  const [edit, setEdit] = useState<OrderEdit>(() => editOf(order));
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useEditOrderItems(order.id);
  const totals = useMemo(() => priceEditedOrder(order, edit), [order, edit]);
  const unitOf = useMemo(() => {
    const units = new Map<string, number>();
    for (const line of [...order.items, ...order.removedItems]) {
      const toppings = line.toppings.reduce((sum, t) => sum + t.price * t.count, 0);
      units.set(line.id, line.isFreeItem ? 0 : line.unitPrice + toppings);
    }
    return units;
  }, [order]);

  const refuse = (code: TErrorCode) => setRefusal(ERROR_MESSAGES.fa[code]);
  const setCount = (lineId: string, count: number) => {
    const problem = validateLineCount(edit, lineId, count);
    if (problem) return refuse(problem);
    setRefusal(null);
    setEdit(applyLineCount(edit, lineId, count));
  };
  const restore = (lineId: string) => {
    setRefusal(null);
    setEdit(applyRestore(edit, lineId));
  };

  const before = new Map([...order.items, ...order.removedItems].map((l) => [l.id, l.count]));
  const changes = [...edit.items, ...edit.removedItems]
    .filter((l) => l.count !== before.get(l.id))
    .map((l) => ({ id: l.id, count: l.count }));
  const capped = edit.historyState !== 'SUBMITTED';
  const difference = order.totals.finalPrice - totals.finalPrice;

  const submit = () => {
    setRefusal(null);
    save.mutate(
      { version: order.updatedAt, lines: changes },
      {
        onSuccess: () => {
          notifySuccess('سفارش ویرایش شد.');
          onDone();
        },
        onError: (error) =>
          setRefusal(error instanceof ApiError ? error.message : ERROR_MESSAGES.fa.OPERATION_FAILED),
      },
    );
  };

  return (
    <Stack gap="sm" aria-label="ویرایش سفارش">
      <Text size="sm" c="dimmed">
        {capped
          ? 'تعداد هر قلم را می‌توان کم کرد، یا تا تعداد ثبت‌شده بازگرداند.'
          : 'این سفارش هنوز پرداخت نشده است؛ تعداد اقلام را می‌توان بیشتر هم کرد.'}
      </Text>
      <Table verticalSpacing={6} aria-label="اقلام در حال ویرایش">
        <Table.Tbody>
          {edit.items.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {line.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoney((unitOf.get(line.id) ?? 0) * line.count, order.currency)}
                  {capped ? ` — سقف ${formatNumber(line.originalCount)}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <CountStepper
                    label={`تعداد ${line.title}`}
                    value={line.count}
                    max={capped ? line.originalCount : undefined}
                    onChange={(count) => setCount(line.id, count)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {refusal ? (
        <Alert color="red" variant="filled" role="alert" title="انجام نشد">
          {refusal}
        </Alert>
      ) : null}

      {edit.removedItems.length > 0 ? (
        <Stack gap={4} aria-label="حذف‌شده">
          <Text size="sm" fw={600} c="dimmed">
            حذف‌شده
          </Text>
          {edit.removedItems.map((line) => (
            <Group key={line.id} justify="space-between" wrap="nowrap">
              <Text size="sm" td="line-through" c="dimmed">
                {line.title} × {formatNumber(line.originalCount)}
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => restore(line.id)}
                aria-label={`بازگرداندن ${line.title}`}
              >
                بازگرداندن
              </Button>
            </Group>
          ))}
        </Stack>
      ) : null}

      <PriceBreakdown totals={totals} currency={order.currency} finalLabel="مبلغ نهایی پس از ویرایش" />
      {difference !== 0 ? (
        <Group gap="xs">
          <Badge color={difference > 0 ? 'teal' : 'orange'} variant="light" size="lg">
            {difference > 0
              ? `${formatMoney(difference, order.currency)} کمتر از پیش`
              : `${formatMoney(-difference, order.currency)} بیشتر از پیش`}
          </Badge>
          {difference > 0 && order.paymentMethod === 'ONLINE' && order.paymentState === 'PAID' ? (
            <Text size="xs" c="dimmed">
              پس از ذخیره، این مبلغ در بخش پرداخت‌ها قابل بازگشت است.
            </Text>
          ) : null}
        </Group>
      ) : null}

      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          انصراف
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={changes.length === 0}>
          ذخیره تغییرات
        </Button>
      </Group>
    </Stack>
  );
}
