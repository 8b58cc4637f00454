import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useCartStore } from '../../../stores/cart-store';
import { checkDiscountCode } from '../api/check-discount-code';

export const DISCOUNT_APPLIED = 'کد تخفیف اعمال شد';

type DiscountCodeFieldProps = {
  /** Items and toppings as the server last priced them, for codes with a minimum order. */
  subtotal: number;
  /** A problem the quote found with the applied code (expired since, used up…), in Persian. */
  quoteProblem: string | null;
};

/**
 * The customer types a code and applies it: the server says yes («کد تخفیف اعمال شد») or gives its
 * specific Persian reason, shown under the field. Removing the code resets the discount (SPEC §4).
 */
export function DiscountCodeField({ subtotal, quoteProblem }: DiscountCodeFieldProps) {
  const applied = useCartStore((state) => state.discount.code);
  const applyDiscountCode = useCartStore((state) => state.applyDiscountCode);
  const removeDiscount = useCartStore((state) => state.removeDiscount);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply() {
    const code = typed.trim();
    if (code === '') {
      setError('کد تخفیف را وارد کنید.');
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const discount = await checkDiscountCode(code, subtotal);
      applyDiscountCode({ code: discount.code, type: discount.type, value: discount.value });
      setTyped('');
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : 'بررسی کد تخفیف انجام نشد.');
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Group gap="xs">
            <Badge variant="light" color="teal" size="lg" style={{ textTransform: 'none' }} dir="ltr">
              {applied}
            </Badge>
            {!quoteProblem && (
              <Text size="sm" c="teal.8" fw={600}>
                {DISCOUNT_APPLIED}
              </Text>
            )}
          </Group>
          {quoteProblem && (
            <Text size="sm" c="red.8" mt={4} role="alert">
              {quoteProblem}
            </Text>
          )}
        </div>
        <Button variant="subtle" color="red" size="compact-sm" onClick={removeDiscount}>
          حذف کد
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        aria-label="کد تخفیف"
        placeholder="کد را وارد کنید"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void apply();
        }}
        error={error}
        autoComplete="off"
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={() => void apply()} loading={checking}>
        اعمال
      </Button>
    </Group>
  );
}
