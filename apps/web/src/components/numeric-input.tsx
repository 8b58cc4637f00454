import { TextInput, type TextInputProps } from '@mantine/core';
import { type TCurrency, toLatinDigits, toPersianDigits } from '@sofreh/domain';

type NumericInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value?: number | '' | null;
  onChange: (value: number | '') => void;
  /** Group thousands with «٬» (money, large counts). */
  thousands?: boolean;
  /** Unit shown after the number, e.g. «تومان», «دقیقه», «٪». */
  unit?: string;
};

const grouped = new Intl.NumberFormat('fa-IR', { useGrouping: true, maximumFractionDigits: 0 });

function display(value: number | '' | null | undefined, thousands: boolean): string {
  if (value === '' || value === null || value === undefined) return '';
  return thousands ? grouped.format(value) : toPersianDigits(value);
}

/**
 * A whole, non-negative number typed on any Iranian keyboard: Persian, Arabic or Latin digits are all
 * read, and the number is shown back in Persian digits. Empty means "not given" ('').
 */
export function NumericInput({ value, onChange, thousands = false, unit, ...props }: NumericInputProps) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={display(value, thousands)}
      onChange={(event) => {
        const digits = toLatinDigits(event.currentTarget.value).replace(/\D/g, '');
        onChange(digits === '' ? '' : Number.parseInt(digits, 10));
      }}
      rightSection={
        unit ? (
          <span style={{ fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' }}>
            {unit}
          </span>
        ) : undefined
      }
      rightSectionWidth={unit ? Math.max(36, unit.length * 9 + 14) : undefined}
    />
  );
}

type MoneyInputProps = Omit<NumericInputProps, 'thousands' | 'unit'> & { currency?: TCurrency };

/** An amount in the vendor's currency (whole Toman or Rial), grouped by thousands. */
export function MoneyInput({ currency = 'TOMAN', ...props }: MoneyInputProps) {
  return <NumericInput {...props} thousands unit={currency === 'TOMAN' ? 'تومان' : 'ریال'} />;
}
