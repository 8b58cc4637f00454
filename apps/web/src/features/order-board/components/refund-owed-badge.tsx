import { Badge, Switch } from '@mantine/core';
import { formatMoney, type TCurrency } from '@sofreh/domain';

// Orders whose money is owed to the customer until a refund is final (issue 19.1, decision 0046):
// a marker on the row and a switch that lists only them. Apart from the board's layout on purpose.

/** «بدهی به مشتری ۲۵۰٬۰۰۰ تومان» on an order whose money has not yet gone back for good. */
export function RefundOwedBadge({ amount, currency }: { amount: number; currency: TCurrency }) {
  if (amount <= 0) return null;
  return (
    <Badge
      color="orange"
      variant="filled"
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="refund-owed"
    >
      بازگشت وجه: {formatMoney(amount, currency)}
    </Badge>
  );
}

/** Only the orders whose money is owed. */
export function RefundOwedSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Switch
      label="فقط بدهی به مشتری"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      color="orange"
    />
  );
}
