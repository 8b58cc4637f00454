import { Button, Center, Divider, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { type CartLine, formatMoney, type TCurrency } from '@sofreh/domain';
import { BottomSheet } from '../../../components/bottom-sheet';
import { CountStepper } from '../../../components/count-stepper';
import { BasketIcon } from '../../../components/icons';
import { useCartStore } from '../../../stores/cart-store';
import { previewItemsTotal, type SiteMenuItem, toppingTitles } from '../utils/menu-lookup';

type CartSheetProps = {
  opened: boolean;
  onClose: () => void;
  items: ReadonlyMap<string, SiteMenuItem>;
  currency: TCurrency;
  itemsTotal: number;
  /** Why the customer cannot go on (closed, below the minimum basket); null when they can. */
  continueBlocked: string | null;
  onContinue: () => void;
};

/** The cart: each line with its toppings and count, changed through the cart rules; then onwards. */
export function CartSheet({
  opened,
  onClose,
  items,
  currency,
  itemsTotal,
  continueBlocked,
  onContinue,
}: CartSheetProps) {
  const lines = useCartStore((state) => state.items);
  const empty = lines.length === 0;

  return (
    <BottomSheet
      opened={opened}
      onClose={onClose}
      title="سبد خرید"
      footer={
        empty ? undefined : (
          <Stack gap={8}>
            <Group justify="space-between">
              <Text fw={600}>جمع اقلام</Text>
              <Text fw={800} fz="lg">
                {formatMoney(itemsTotal, currency)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              پیش‌نمایش به قیمت منو؛ بسته‌بندی، مالیات، کارمزد خدمات، هزینه ارسال و تخفیف در مرحله بعد حساب
              می‌شود.
            </Text>
            {continueBlocked && (
              <Text size="sm" c="pomegranate.7" role="status">
                {continueBlocked}
              </Text>
            )}
            <Button size="lg" radius="md" fullWidth disabled={continueBlocked !== null} onClick={onContinue}>
              ادامه
            </Button>
          </Stack>
        )
      }
    >
      {empty ? (
        <Center py={40}>
          <Stack align="center" gap="sm">
            <ThemeIcon size={72} radius="xl" variant="light" color="saffron">
              <BasketIcon size={40} />
            </ThemeIcon>
            <Text fw={700} fz="lg">
              سبد خرید شما خالی است
            </Text>
            <Text c="dimmed" size="sm">
              از منو غذای دلخواهتان را اضافه کنید.
            </Text>
            <Button variant="light" radius="xl" mt="xs" onClick={onClose}>
              مشاهده منو
            </Button>
          </Stack>
        </Center>
      ) : (
        <Stack gap={0} pb="sm">
          {lines.map((line, index) => (
            <div key={line.tempId}>
              {index > 0 && <Divider color="gray.2" />}
              <CartLineRow line={line} item={items.get(line.menuItemId)} currency={currency} />
            </div>
          ))}
        </Stack>
      )}
    </BottomSheet>
  );
}

function CartLineRow({
  line,
  item,
  currency,
}: {
  line: CartLine;
  item: SiteMenuItem | undefined;
  currency: TCurrency;
}) {
  const setLineCount = useCartStore((state) => state.setLineCount);
  const removeLine = useCartStore((state) => state.removeLine);
  const toppings = toppingTitles(item, line.toppings);
  const price = item
    ? previewItemsTotal([{ item, count: line.count, toppings: line.toppings, isFreeItem: line.isFreeItem }])
    : null;

  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      justify="space-between"
      py="sm"
      gap="sm"
      aria-label={line.title}
      role="group"
    >
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700}>{line.title}</Text>
        {toppings.length > 0 && (
          <Text size="sm" c="dimmed" lh={1.6}>
            {toppings.join('، ')}
          </Text>
        )}
        {line.isFreeItem && (
          <Text size="sm" c="green.8">
            رایگان (کد تخفیف)
          </Text>
        )}
        {price !== null && !line.isFreeItem && (
          <Text size="sm" fw={600} mt={2}>
            {formatMoney(price, currency)}
          </Text>
        )}
        <Button
          variant="subtle"
          color="red"
          size="compact-xs"
          px={0}
          w="fit-content"
          onClick={() => removeLine(line.tempId)}
          aria-label={`حذف ${line.title} از سبد`}
        >
          حذف
        </Button>
      </Stack>
      <CountStepper
        label={`تعداد ${line.title}`}
        value={line.count}
        typed
        onChange={(count) => setLineCount(line.tempId, count)}
      />
    </Group>
  );
}
