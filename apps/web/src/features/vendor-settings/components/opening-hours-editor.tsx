import { Button, Chip, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import {
  NOTICES_FA,
  type TOpeningHoursEntry,
  type TWeekday,
  toPersianDigits,
  WEEKDAYS_IRANIAN_ORDER,
  Weekday,
} from '@sofreh/domain';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { TimeField } from '../../../components/time-field';
import { ApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useAddOpeningHours } from '../api/add-opening-hours';
import { useDeleteOpeningHours } from '../api/delete-opening-hours';
import { useOpeningHours } from '../api/get-opening-hours';

/** SPEC §4: an end of 00:00 is the end of the day; people read it as ۲۴:۰۰. */
const shownTime = (time: string, isEnd: boolean) =>
  toPersianDigits(isEnd && time === '00:00' ? '24:00' : time);

type DayErrors = Partial<Record<TWeekday | 'startTime' | 'endTime' | 'days', string>>;

/**
 * The restaurant's opening hours per weekday (Tehran time): the customer site is open only inside
 * them. A window can be added to several days at once — most restaurants keep the same hours all week.
 */
export function OpeningHoursEditor() {
  const hours = useOpeningHours();
  const add = useAddOpeningHours();
  const remove = useDeleteOpeningHours();
  const [days, setDays] = useState<TWeekday[]>([]);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [errors, setErrors] = useState<DayErrors>({});

  async function addToDays() {
    if (days.length === 0) {
      setErrors({ days: 'دست‌کم یک روز را انتخاب کنید.' });
      return;
    }
    const found: DayErrors = {};
    const added: TWeekday[] = [];
    // One window per day; each day's refusal (an overlap, a bad time) is named beside that day.
    for (const dayOfWeek of days) {
      try {
        await add.mutateAsync({ dayOfWeek, startTime, endTime });
        added.push(dayOfWeek);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const fields = error.fieldErrors();
        const message = fields.startTime ?? fields.endTime ?? fields.dayOfWeek ?? error.message;
        // With one day the message belongs beside its time field; with several, beside the day it is about
        // (an overlap is one day's problem).
        if (days.length === 1 && (fields.startTime || fields.endTime)) Object.assign(found, fields);
        else found[dayOfWeek] = message;
      }
    }
    setErrors(found);
    if (added.length > 0) {
      notifySuccess(NOTICES_FA.OPERATION_SUBMIT_SUCCESS);
      setDays((current) => current.filter((day) => !added.includes(day)));
    }
  }

  const dayErrors = WEEKDAYS_IRANIAN_ORDER.filter((day) => errors[day]).map(
    (day) => `${Weekday.labels[day]}: ${errors[day]}`,
  );

  return (
    <Stack gap="md">
      <QueryState query={hours}>
        {(entries) => (
          <Stack gap={6} role="list" aria-label="ساعات کاری هفته">
            {WEEKDAYS_IRANIAN_ORDER.map((day) => {
              const windows = entries
                .filter((entry) => entry.dayOfWeek === day)
                .sort((a, b) => a.startTime.localeCompare(b.startTime));
              return (
                <Group
                  key={day}
                  gap="sm"
                  wrap="nowrap"
                  align="center"
                  mih={36}
                  role="listitem"
                  aria-label={Weekday.labels[day]}
                >
                  <Text w={90} fw={600} c={day === 'FRI' ? 'red.7' : undefined}>
                    {Weekday.labels[day]}
                  </Text>
                  {windows.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      تعطیل
                    </Text>
                  ) : (
                    <Group gap="xs">
                      {windows.map((window: TOpeningHoursEntry) => (
                        <Paper key={window.id} withBorder radius="xl" px="sm" py={2}>
                          <Group gap={4} wrap="nowrap">
                            <Text size="sm">
                              {shownTime(window.startTime, false)} تا {shownTime(window.endTime, true)}
                            </Text>
                            <CloseButton
                              size="xs"
                              aria-label={`حذف بازه ${Weekday.labels[day]} ${shownTime(window.startTime, false)}`}
                              disabled={remove.isPending}
                              onClick={() =>
                                remove.mutate(window.id, {
                                  // Saved at once: say so, as adding one does (issue 19 point 17).
                                  onSuccess: () =>
                                    notifySuccess(
                                      `بازه ${Weekday.labels[day]} ${shownTime(window.startTime, false)} تا ${shownTime(window.endTime, true)} حذف شد.`,
                                    ),
                                })
                              }
                            />
                          </Group>
                        </Paper>
                      ))}
                    </Group>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
      </QueryState>

      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            افزودن بازه کاری
          </Text>
          <Stack gap={4}>
            <Group gap={6}>
              {WEEKDAYS_IRANIAN_ORDER.map((day) => (
                <Chip
                  key={day}
                  size="sm"
                  checked={days.includes(day)}
                  onChange={(checked) =>
                    setDays((current) => (checked ? [...current, day] : current.filter((d) => d !== day)))
                  }
                >
                  {Weekday.labels[day]}
                </Chip>
              ))}
              <Button size="compact-sm" variant="subtle" onClick={() => setDays([...WEEKDAYS_IRANIAN_ORDER])}>
                همه روزها
              </Button>
            </Group>
            {errors.days ? (
              <Text size="xs" c="red.7">
                {errors.days}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm" align="flex-start">
            <TimeField
              label="از ساعت"
              value={startTime}
              onChange={setStartTime}
              error={errors.startTime}
              w={120}
            />
            <TimeField
              label="تا ساعت"
              description="۰۰:۰۰ یعنی تا پایان شب"
              value={endTime}
              onChange={setEndTime}
              error={errors.endTime}
              w={160}
            />
            <Button mt={24} onClick={addToDays} loading={add.isPending}>
              افزودن
            </Button>
          </Group>
          {dayErrors.length > 0 ? (
            <Text size="sm" c="red.7">
              {dayErrors.join('، ')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
