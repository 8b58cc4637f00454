import { Group, Stack, Text } from '@mantine/core';
import { type TVendorLanding, toPersianDigits, WEEKDAYS_IRANIAN_ORDER, Weekday } from '@sofreh/domain';

/** The week from Saturday, one line per day that has hours; an end of 00:00 means until midnight. */
export function OpeningHoursList({ hours }: { hours: TVendorLanding['openingHours'] }) {
  const days = WEEKDAYS_IRANIAN_ORDER.map((day) => ({
    day,
    ranges: hours
      .filter((entry) => entry.dayOfWeek === day)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map(
        (entry) =>
          `${toPersianDigits(entry.startTime)} تا ${toPersianDigits(entry.endTime === '00:00' ? '24:00' : entry.endTime)}`,
      ),
  }));

  return (
    <Stack gap={6}>
      {days.map(({ day, ranges }) => (
        <Group key={day} justify="space-between" wrap="nowrap">
          <Text size="sm">{Weekday.labels[day]}</Text>
          <Text size="sm" c={ranges.length ? undefined : 'dimmed'}>
            {ranges.length ? ranges.join('، ') : 'تعطیل'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
