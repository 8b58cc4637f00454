import { Group, Input } from '@mantine/core';
import { OTP_LENGTH, toLatinDigits, toPersianDigits } from '@sofreh/domain';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

type OtpBoxesProps = {
  /** The digits typed so far, ASCII, at most OTP_LENGTH long; a gap is a space. */
  value: string;
  onChange: (value: string) => void;
  /** Called once when the last empty box is filled: the code is ready to send. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
};

const BOX_INDEXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);

function digitsOnly(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '');
}

/**
 * Six boxes for the SMS code. Typing moves to the next box, Backspace on an empty box goes back,
 * and pasting (or the phone's SMS autofill, which types the whole code into one box) fills them all.
 * Persian and Arabic digits are accepted; the boxes show Persian digits.
 */
export function OtpBoxes({ value, onChange, onComplete, disabled, invalid }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const slots = BOX_INDEXES.map((index) => value[index]?.trim() ?? '');

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    const joined = next
      .map((digit) => digit || ' ')
      .join('')
      .trimEnd();
    onChange(joined);
    const code = next.join('');
    if (code.length === OTP_LENGTH && /^\d+$/.test(code)) onComplete(code);
  };

  /** Writes `digits` into the boxes starting at `from`, then moves the focus after the last one. */
  const fillFrom = (from: number, digits: string) => {
    const next = [...slots];
    const written = digits.slice(0, OTP_LENGTH - from).split('');
    written.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    focusBox(from + written.length);
    commit(next);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOnly(raw);
    if (digits.length === 0) {
      const next = [...slots];
      next[index] = '';
      commit(next);
      return;
    }
    // More than one digit at once is autofill, or a second digit typed into a full box: the
    // whole code starts at the first box when it is complete, otherwise at this box.
    if (digits.length >= OTP_LENGTH) fillFrom(0, digits);
    else if (digits.length > 1 && slots[index]) fillFrom(index, digits.slice(-1));
    else fillFrom(index, digits);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (digits) fillFrom(digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !slots[index] && index > 0) {
      event.preventDefault();
      const next = [...slots];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    // A code is read left to right even on a right-to-left page, like any number.
    <Group dir="ltr" gap="xs" justify="center" wrap="nowrap" role="group" aria-label="کد ورود ۶ رقمی">
      {BOX_INDEXES.map((index) => (
        <Input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`رقم ${toPersianDigits(index + 1)}`}
          value={slots[index] ? toPersianDigits(slots[index]) : ''}
          onChange={(event) => handleChange(index, event.currentTarget.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.currentTarget.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          disabled={disabled}
          error={invalid}
          size="lg"
          w={48}
          styles={{ input: { textAlign: 'center', paddingInline: 0, fontWeight: 700 } }}
        />
      ))}
    </Group>
  );
}
