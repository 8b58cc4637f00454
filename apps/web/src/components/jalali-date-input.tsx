import {
  ActionIcon,
  Box,
  CloseButton,
  Group,
  Popover,
  SimpleGrid,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatJalaliDate, toPersianDigits } from '@sofreh/domain';
import { addMonths, format, getDay, getDaysInMonth, isSameDay, newDate, startOfMonth } from 'date-fns-jalali';
import { useState } from 'react';

type JalaliDateInputProps = {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  error?: string;
  description?: string;
  placeholder?: string;
  /** Days before this one cannot be picked (e.g. an expiry date in the past). */
  minDate?: Date;
  clearable?: boolean;
  required?: boolean;
};

// The Iranian week starts on Saturday and rests on Friday.
const WEEKDAY_LETTERS = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];
const FRIDAY_COLUMN = 6;
/** JS getDay (Sunday 0) → column in a Saturday-first week. */
const columnOf = (date: Date) => (getDay(date) + 1) % 7;

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * A date picker in the Jalali calendar with Persian digits and Friday as the weekend (DESIGN.md:
 * Mantine's own picker is Gregorian). The value is the chosen day at local midnight.
 */
export function JalaliDateInput({
  label,
  value,
  onChange,
  error,
  description,
  placeholder = 'انتخاب تاریخ',
  minDate,
  clearable = true,
  required,
}: JalaliDateInputProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [month, setMonth] = useState(() => startOfMonth(value ?? new Date()));
  const today = new Date();
  const firstAllowed = minDate ? startOfDay(minDate) : null;

  const year = Number(format(month, 'yyyy'));
  const monthIndex = Number(format(month, 'M')) - 1;
  const days = Array.from({ length: getDaysInMonth(month) }, (_, i) => newDate(year, monthIndex, i + 1));
  const leadingBlanks = columnOf(month);

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? open() : close())}
      position="bottom-start"
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <TextInput
          label={label}
          description={description}
          required={required}
          error={error}
          readOnly
          placeholder={placeholder}
          value={value ? formatJalaliDate(value) : ''}
          onClick={() => {
            setMonth(startOfMonth(value ?? new Date()));
            open();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
              event.preventDefault();
              open();
            }
          }}
          rightSection={
            clearable && value ? (
              <CloseButton size="sm" aria-label="پاک کردن تاریخ" onClick={() => onChange(null)} />
            ) : undefined
          }
          styles={{ input: { cursor: 'pointer' } }}
        />
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <Box w={252} role="dialog" aria-label={`تقویم ${label}`}>
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <ActionIcon variant="subtle" aria-label="ماه قبل" onClick={() => setMonth(addMonths(month, -1))}>
              ›
            </ActionIcon>
            <Text fw={700} size="sm">
              {format(month, 'MMMM')} {toPersianDigits(year)}
            </Text>
            <ActionIcon variant="subtle" aria-label="ماه بعد" onClick={() => setMonth(addMonths(month, 1))}>
              ‹
            </ActionIcon>
          </Group>
          <SimpleGrid cols={7} spacing={2} verticalSpacing={2}>
            {WEEKDAY_LETTERS.map((letter, column) => (
              <Text
                key={letter}
                size="xs"
                ta="center"
                c={column === FRIDAY_COLUMN ? 'red.7' : 'dimmed'}
                fw={600}
              >
                {letter}
              </Text>
            ))}
            {days.map((day) => {
              const selected = value ? isSameDay(day, value) : false;
              const disabled = firstAllowed ? day < firstAllowed : false;
              const isToday = isSameDay(day, today);
              return (
                <UnstyledButton
                  key={day.getTime()}
                  disabled={disabled}
                  aria-label={formatJalaliDate(day)}
                  aria-pressed={selected}
                  onClick={() => {
                    onChange(day);
                    close();
                  }}
                  style={{
                    // The 1st sits under its weekday; the grid flows on from there.
                    gridColumnStart: day.getTime() === days[0]!.getTime() ? leadingBlanks + 1 : undefined,
                    height: 32,
                    borderRadius: 'var(--mantine-radius-sm)',
                    textAlign: 'center',
                    fontSize: 'var(--mantine-font-size-sm)',
                    fontWeight: isToday ? 700 : 400,
                    opacity: disabled ? 0.35 : 1,
                    cursor: disabled ? 'not-allowed' : 'pointer',
                    color: selected
                      ? 'var(--mantine-color-white)'
                      : columnOf(day) === FRIDAY_COLUMN
                        ? 'var(--mantine-color-red-7)'
                        : undefined,
                    background: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                    outline:
                      isToday && !selected ? '1px solid var(--mantine-primary-color-filled)' : undefined,
                  }}
                >
                  {toPersianDigits(format(day, 'd'))}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
