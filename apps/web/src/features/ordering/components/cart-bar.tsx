import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { formatMoney, type TCurrency, toPersianDigits } from '@sofreh/domain';
import { BasketIcon } from '../../../components/icons';

type CartBarProps = {
  itemCount: number;
  /** Items and toppings at menu prices; null while the menu that prices them loads. */
  itemsTotal: number | null;
  currency: TCurrency;
  onOpen: () => void;
};

export const CART_BAR_SPACE = 96;

/** Always at hand at the bottom of the menu: how much is in the cart, and the way into it. */
export function CartBar({ itemCount, itemsTotal, currency, onOpen }: CartBarProps) {
  return (
    <Box
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      px="md"
      pt="xs"
      style={{
        zIndex: 150,
        paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
        background: 'linear-gradient(to top, #faf6f0 70%, rgba(250, 246, 240, 0))',
      }}
    >
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        maw={568}
        mx="auto"
        display="block"
        aria-label={`سبد خرید، ${toPersianDigits(itemCount)} مورد`}
        style={{
          background: 'var(--mantine-color-saffron-7)',
          color: 'white',
          borderRadius: 16,
          padding: '12px 16px',
          boxShadow: '0 8px 24px rgba(194, 65, 12, 0.35)',
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Box pos="relative" style={{ display: 'flex' }}>
              <BasketIcon size={26} />
              <Box
                pos="absolute"
                top={-8}
                right={-10}
                style={{
                  background: 'white',
                  color: 'var(--mantine-color-saffron-8)',
                  borderRadius: 999,
                  minWidth: 20,
                  height: 20,
                  fontSize: 12,
                  fontWeight: 800,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  padding: '0 5px',
                }}
              >
                {toPersianDigits(itemCount)}
              </Box>
            </Box>
            <Text fw={700} c="white">
              مشاهده سبد خرید
            </Text>
          </Group>
          {itemsTotal !== null && (
            <Box ta="left">
              <Text fz={11} c="rgba(255,255,255,0.85)" lh={1.2}>
                جمع اقلام
              </Text>
              <Text fw={700} c="white" lh={1.4}>
                {formatMoney(itemsTotal, currency)}
              </Text>
            </Box>
          )}
        </Group>
      </UnstyledButton>
    </Box>
  );
}
