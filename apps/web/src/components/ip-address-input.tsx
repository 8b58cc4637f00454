import { TextInput, type TextInputProps } from '@mantine/core';
import { toLatinDigits, toPersianDigits } from '@sofreh/domain';

type IpAddressInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** '192.168.1.50' with Latin digits, as the API takes it. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * An IPv4 address on the restaurant's network (a printer's, a card terminal's) typed on any keyboard
 * (the Persian one writes «٫» for the dot) and shown in Persian digits, left to right. The server
 * checks the address and answers beside the field.
 */
export function IpAddressInput({ value, onChange, ...props }: IpAddressInputProps) {
  return (
    <TextInput
      placeholder="۱۹۲.۱۶۸.۱.۵۰"
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
