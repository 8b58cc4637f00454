import '@mantine/core/styles/Chip.css';
import { Chip, Group, Stack } from '@mantine/core';
import { formatNumber, type TCurrency } from '@sofreh/domain';
import { useState } from 'react';
import { NumericInput } from '../../../components/numeric-input';
import { tipAmounts } from '../utils/order-request';

const NONE = 'none';
const CUSTOM = 'custom';
const MAX_TIP_TOMAN = 10_000_000;

type TipChoiceProps = { value: number; onChange: (tip: number) => void; currency: TCurrency };

/** No tip, a few fixed amounts, or one the customer types (decision 0017). */
export function TipChoice({ value, onChange, currency }: TipChoiceProps) {
  const amounts = tipAmounts(currency);
  const [custom, setCustom] = useState(value > 0 && !amounts.includes(value));
  const chosen = custom ? CUSTOM : value === 0 ? NONE : String(value);
  const unit = currency === 'RIAL' ? 'ریال' : 'تومان';
  const max = currency === 'RIAL' ? MAX_TIP_TOMAN * 10 : MAX_TIP_TOMAN;

  return (
    <Stack gap="sm">
      <Chip.Group
        value={chosen}
        onChange={(next) => {
          const picked = String(next);
          setCustom(picked === CUSTOM);
          if (picked === NONE || picked === CUSTOM) onChange(0);
          else onChange(Number(picked));
        }}
      >
        <Group gap="xs">
          <Chip value={NONE} variant="outline" color="saffron">
            بدون انعام
          </Chip>
          {amounts.map((amount) => (
            <Chip key={amount} value={String(amount)} variant="outline" color="saffron">
              {formatNumber(amount)}
            </Chip>
          ))}
          <Chip value={CUSTOM} variant="outline" color="saffron">
            مبلغ دلخواه
          </Chip>
        </Group>
      </Chip.Group>
      {custom && (
        <NumericInput
          label="مبلغ انعام"
          thousands
          unit={unit}
          value={value === 0 ? '' : value}
          onChange={(next) => onChange(next === '' ? 0 : Math.min(next, max))}
          autoFocus
        />
      )}
    </Stack>
  );
}
