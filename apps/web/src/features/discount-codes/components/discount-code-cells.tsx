import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  DiscountCodeState,
  describeDiscount,
  discountCodeState,
  formatJalaliDate,
  formatMoney,
  formatNumber,
  lastValidDay,
  type TCurrency,
  type TDiscountCode,
  type TDiscountCodeState,
  tehranMidnight,
} from '@sofreh/domain';

const STATE_COLORS: Record<TDiscountCodeState, string> = {
  ACTIVE: 'green',
  INACTIVE: 'gray',
  EXPIRED: 'red',
  USED_UP: 'orange',
};

export function stateOf(code: TDiscountCode, now: Date): TDiscountCodeState {
  return discountCodeState({ ...code, expiration: code.expiration ? new Date(code.expiration) : null }, now);
}

export function StateBadge({ state }: { state: TDiscountCodeState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light">
      {DiscountCodeState[state]}
    </Badge>
  );
}

/** The code as customers type it (left to right), and whether the site advertises it. */
export function CodeCell({ code }: { code: TDiscountCode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700} dir="ltr" ff="monospace" style={{ letterSpacing: 0.5 }}>
        {code.code}
      </Text>
      {code.vendorDeal ? (
        <Badge size="xs" variant="outline" color="grape">
          در سایت
        </Badge>
      ) : null}
    </Group>
  );
}

/** «۲۰٪ تا سقف ۵۰٬۰۰۰ تومان», and under it the minimum order when there is one. */
export function TermsCell({ code, currency }: { code: TDiscountCode; currency: TCurrency }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{describeDiscount(code, currency)}</Text>
      {code.minOrderAmount > 0 ? (
        <Text size="xs" c="dimmed">
          برای سفارش از {formatMoney(code.minOrderAmount, currency)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The last Tehran day the code works, in the Jalali calendar; «بدون انقضا» without one. */
export function ExpiryCell({ code, state }: { code: TDiscountCode; state: TDiscountCodeState }) {
  if (!code.expiration) {
    return (
      <Text size="sm" c="dimmed">
        بدون انقضا
      </Text>
    );
  }
  // Noon of that day, so the date printed in Tehran is that day whatever the browser's zone.
  const day = tehranMidnight(lastValidDay(new Date(code.expiration)));
  const shown = new Date(day.getTime() + 12 * 60 * 60 * 1000);
  return (
    <Text size="sm" c={state === 'EXPIRED' ? 'red.7' : undefined}>
      {formatJalaliDate(shown)}
    </Text>
  );
}

/** «۱۲ از ۵۰۰», or «۱۲ بار» («استفاده نشده») without a total limit; the per-customer limit under it. */
export function UsageCell({ code }: { code: TDiscountCode }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {code.usageLimit !== null
          ? `${formatNumber(code.usageCount)} از ${formatNumber(code.usageLimit)}`
          : code.usageCount === 0
            ? 'استفاده نشده'
            : `${formatNumber(code.usageCount)} بار`}
      </Text>
      {code.usageLimitPerUser !== null ? (
        <Text size="xs" c="dimmed">
          هر مشتری {formatNumber(code.usageLimitPerUser)} بار
        </Text>
      ) : null}
    </Stack>
  );
}
