import { Box, Button, CloseButton, Group, Input, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { minutesOf, type TWeekday, toPersianDigits, WEEKDAYS_IRANIAN_ORDER, Weekday } from '@sofreh/domain';
import { TimeField } from '../../../components/time-field';

export type WindowRow = { key: string; dayOfWeek: TWeekday; startTime: string; endTime: string };
export type FoodShiftFormValues = { title: string; windows: WindowRow[] };

const DAY_OPTIONS = WEEKDAYS_IRANIAN_ORDER.map((day) => ({ value: day, label: Weekday.labels[day] }));
const TIME = /^\d\d:\d\d$/;

export function newWindowRow(window: Omit<WindowRow, 'key'>): WindowRow {
  return { key: randomId(), ...window };
}

/** Saturday first, then by start: the order a restaurant reads its week in. */
function byWeekThenStart(a: WindowRow, b: WindowRow): number {
  const day = WEEKDAYS_IRANIAN_ORDER.indexOf(a.dayOfWeek) - WEEKDAYS_IRANIAN_ORDER.indexOf(b.dayOfWeek);
  if (day !== 0) return day;
  return (
    (TIME.test(a.startTime) ? minutesOf(a.startTime) : 0) -
    (TIME.test(b.startTime) ? minutesOf(b.startTime) : 0)
  );
}

/**
 * The same hours on every day of the week, from one row: a restaurant types its breakfast hours once,
 * not seven times. Days that already have exactly these hours are left alone.
 */
export function copyToEveryDay(rows: readonly WindowRow[], index: number): WindowRow[] {
  const source = rows[index]!;
  const missing = WEEKDAYS_IRANIAN_ORDER.filter(
    (day) =>
      !rows.some(
        (row) =>
          row.dayOfWeek === day && row.startTime === source.startTime && row.endTime === source.endTime,
      ),
  );
  const added = missing.map((dayOfWeek) =>
    newWindowRow({ dayOfWeek, startTime: source.startTime, endTime: source.endTime }),
  );
  return [...rows, ...added].sort(byWeekThenStart);
}

/** A new row continues the week: the day after the last row's, with the same hours. */
function nextRow(rows: readonly WindowRow[]): WindowRow {
  const last = rows.at(-1);
  if (!last) return newWindowRow({ dayOfWeek: 'SAT', startTime: '', endTime: '' });
  const next = WEEKDAYS_IRANIAN_ORDER[(WEEKDAYS_IRANIAN_ORDER.indexOf(last.dayOfWeek) + 1) % 7]!;
  return newWindowRow({ dayOfWeek: next, startTime: last.startTime, endTime: last.endTime });
}

const FIELDS = ['dayOfWeek', 'startTime', 'endTime'] as const;
// Narrower on a phone, so that a row's day and hours stay on one line and its buttons wrap below.
const DAY_WIDTH = { base: 104, xs: 130 };
const TIME_WIDTH = { base: 74, xs: 84 };

/**
 * A shift's weekly windows: one row per window (weekday, from, to). The server checks them and names
 * the row it refuses (`windows.2.endTime`); its message is written under that row.
 */
export function ShiftWindowsEditor({ form }: { form: UseFormReturnType<FoodShiftFormValues> }) {
  const rows = form.getValues().windows;
  const listError = form.errors.windows;

  return (
    <Input.Wrapper
      labelElement="div"
      label="بازه‌های فروش"
      description="به وقت تهران؛ شیفتی که از نیمه‌شب می‌گذرد را دو بازه کنید."
    >
      <Stack gap={6} mt="xs">
        {rows.length > 0 ? (
          <Group gap="xs" wrap="nowrap" aria-hidden>
            <Text size="xs" c="dimmed" w={DAY_WIDTH}>
              روز هفته
            </Text>
            <Text size="xs" c="dimmed" w={TIME_WIDTH}>
              از ساعت
            </Text>
            <Box w={14} />
            <Text size="xs" c="dimmed" w={TIME_WIDTH}>
              تا ساعت
            </Text>
          </Group>
        ) : null}
        {rows.map((row, index) => {
          const n = toPersianDigits(index + 1);
          const day = Weekday.labels[row.dayOfWeek];
          const messages = FIELDS.map((field) => form.errors[`windows.${index}.${field}`]).filter(Boolean);
          const complete = TIME.test(row.startTime) && TIME.test(row.endTime);
          return (
            <Box key={row.key} role="group" aria-label={`بازه ${n}: ${day}`}>
              <Group gap="xs" style={{ rowGap: 4 }}>
                <Group gap="xs" wrap="nowrap">
                  <Select
                    aria-label={`روز بازه ${n}`}
                    data={DAY_OPTIONS}
                    allowDeselect={false}
                    w={DAY_WIDTH}
                    comboboxProps={{ withinPortal: true }}
                    {...form.getInputProps(`windows.${index}.dayOfWeek`)}
                    error={Boolean(form.errors[`windows.${index}.dayOfWeek`])}
                  />
                  <TimeField
                    aria-label={`شروع بازه ${n}`}
                    w={TIME_WIDTH}
                    placeholder="۰۸:۰۰"
                    {...form.getInputProps(`windows.${index}.startTime`)}
                    value={row.startTime}
                    error={Boolean(form.errors[`windows.${index}.startTime`])}
                  />
                  <Text size="sm" c="dimmed" w={14} ta="center">
                    تا
                  </Text>
                  <TimeField
                    aria-label={`پایان بازه ${n}`}
                    w={TIME_WIDTH}
                    placeholder="۱۱:۰۰"
                    {...form.getInputProps(`windows.${index}.endTime`)}
                    value={row.endTime}
                    error={Boolean(form.errors[`windows.${index}.endTime`])}
                  />
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={!complete}
                    title={complete ? undefined : 'ابتدا ساعت شروع و پایان را وارد کنید.'}
                    aria-label={`کپی بازه ${n} برای همه روزها`}
                    onClick={() => {
                      // Rows move into week order, so errors named by row number no longer fit.
                      form.clearErrors();
                      form.setFieldValue('windows', copyToEveryDay(rows, index));
                    }}
                  >
                    همه روزها
                  </Button>
                  <CloseButton
                    aria-label={`حذف بازه ${n}: ${day}`}
                    onClick={() => form.removeListItem('windows', index)}
                  />
                </Group>
              </Group>
              {messages.map((message) => (
                <Text key={String(message)} size="xs" c="red" mt={4}>
                  {message}
                </Text>
              ))}
            </Box>
          );
        })}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            هنوز بازه‌ای ندارد؛ روز و ساعت اولین بازه را اضافه کنید.
          </Text>
        ) : null}
        {listError ? (
          <Text size="xs" c="red">
            {listError}
          </Text>
        ) : null}
        <Group>
          <Button size="xs" variant="light" onClick={() => form.insertListItem('windows', nextRow(rows))}>
            افزودن بازه
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
