import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { toLatinDigits, toPersianDigits } from '@sofreh/domain';
import { useState } from 'react';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';

type CountStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** Names what is counted, for screen readers and tests: «تعداد کباب کوبیده». */
  label: string;
  min?: number;
  max?: number;
  /** Lets the count be typed as well (SPEC §5: a typed 0 removes the line). */
  typed?: boolean;
  size?: 'sm' | 'md';
};

/**
 * − count + for how many of something: Persian digits, plus on the right as a right-to-left reader
 * expects. When the next − would reach 0 (and 0 means "remove"), the button shows a bin and says so.
 */
export function CountStepper({
  value,
  onChange,
  label,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  typed = false,
  size = 'sm',
}: CountStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const buttonSize = size === 'md' ? 36 : 30;
  const removes = min === 0 && value === 1;
  const clamp = (next: number) => Math.min(Math.max(next, min), max);

  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="group"
      aria-label={label}
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 999,
        padding: 3,
        background: 'var(--mantine-color-body)',
      }}
    >
      <ActionIcon
        size={buttonSize}
        radius="xl"
        variant="light"
        aria-label="یکی بیشتر"
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        <PlusIcon size={size === 'md' ? 18 : 16} />
      </ActionIcon>
      {typed ? (
        <TextInput
          aria-label={`${label} (عدد)`}
          inputMode="numeric"
          autoComplete="off"
          size="xs"
          w={size === 'md' ? 44 : 38}
          variant="unstyled"
          styles={{ input: { textAlign: 'center', fontWeight: 700, fontSize: 15, padding: 0 } }}
          value={draft ?? toPersianDigits(value)}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const digits = toLatinDigits(event.currentTarget.value).replace(/\D/g, '').slice(0, 4);
            setDraft(toPersianDigits(digits));
            if (digits !== '') {
              onChange(clamp(Number.parseInt(digits, 10)));
              setDraft(null);
            }
          }}
          // An emptied box means nothing yet: the count stays until a number is typed.
          onBlur={() => setDraft(null)}
        />
      ) : (
        <Text
          fw={700}
          w={size === 'md' ? 32 : 26}
          ta="center"
          aria-live="polite"
          fz={size === 'md' ? 16 : 15}
        >
          {toPersianDigits(value)}
        </Text>
      )}
      <ActionIcon
        size={buttonSize}
        radius="xl"
        variant="light"
        color={removes ? 'red' : undefined}
        aria-label={removes ? 'حذف' : 'یکی کمتر'}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        {removes ? <TrashIcon size={16} /> : <MinusIcon size={size === 'md' ? 18 : 16} />}
      </ActionIcon>
    </Group>
  );
}
