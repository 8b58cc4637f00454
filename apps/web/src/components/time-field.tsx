import { TextInput, type TextInputProps } from '@mantine/core';
import { toLatinDigits, toPersianDigits } from '@sofreh/domain';

type TimeFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** 'HH:MM' with Latin digits, as the API takes it; '' when empty. */
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A time of day typed as ۱۲:۳۰ (any keyboard's digits; the colon comes by itself after the hour) and
 * shown in Persian digits. The server checks the range and answers beside the field.
 */
export function TimeField({ value = '', onChange, ...props }: TimeFieldProps) {
  return (
    <TextInput
      placeholder="۱۲:۳۰"
      {...props}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      value={toPersianDigits(value)}
      onChange={(event) => {
        const digits = toLatinDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 4);
        onChange(digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits);
      }}
      styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
    />
  );
}
