import { TextInput, type TextInputProps } from '@mantine/core';
import { toLatinDigits, toPersianDigits } from '@sofreh/domain';

// The same field as the printers' (features do not import each other): an IPv4 address typed on
// any keyboard (the Persian one writes «٫» for the dot), shown in Persian digits, left to right.

type IpAddressInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onChange: (value: string) => void;
};

export function IpAddressInput({ value, onChange, ...props }: IpAddressInputProps) {
  return (
    <TextInput
      placeholder="۱۹۲.۱۶۸.۱.۶۰"
      {...props}
      inputMode="decimal"
      autoComplete="off"
      maxLength={15}
      value={toPersianDigits(value)}
      onChange={(event) => {
        const latin = toLatinDigits(event.currentTarget.value).replace(/[٫,/]/g, '.');
        onChange(latin.replace(/[^\d.]/g, ''));
      }}
      styles={{ input: { direction: 'ltr', textAlign: 'right' } }}
    />
  );
}
