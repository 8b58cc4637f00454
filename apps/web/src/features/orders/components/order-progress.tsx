import { Alert, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { isFinalOrderState, rejectionTextOf, type TOrder, toPersianDigits } from '@sofreh/domain';
import { milestoneIndex, milestonesFor } from '../utils/order-progress';

type OrderProgressProps = { order: TOrder };

type StepState = 'done' | 'current' | 'ahead';

/** A milestone the order has reached is ticked (the current one too: it happened); one ahead is numbered. */
function StepMark({ state, number }: { state: StepState; number: number }) {
  if (state !== 'ahead') {
    return (
      <ThemeIcon radius="xl" size={30} color="teal" aria-hidden>
        ✓
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon radius="xl" size={30} color="gray" variant="light" aria-hidden>
      <Text size="sm" fw={700}>
        {toPersianDigits(number)}
      </Text>
    </ThemeIcon>
  );
}

/** Where the order is on its road; a rejected order says why instead (decision 0046). */
export function OrderProgress({ order }: OrderProgressProps) {
  const { deliveryType, status } = order;
  if (status === 'REJECTED') {
    const why = rejectionTextOf(order);
    return (
      <Alert color="red" variant="light" radius="md" title="رستوران نتوانست این سفارش را بپذیرد">
        {why ? `دلیل: ${why}` : 'رستوران این سفارش را نپذیرفت.'}
      </Alert>
    );
  }
  const milestones = milestonesFor(deliveryType);
  // A delivered or finished order has passed every milestone; a live one is at its current one.
  const at =
    isFinalOrderState(status) || status === 'DELIVERED'
      ? milestones.length
      : milestoneIndex(deliveryType, status);
  return (
    <Stack gap={0} component="ol" aria-label="مراحل سفارش" m={0} p={0} style={{ listStyle: 'none' }}>
      {milestones.map((milestone, index) => {
        const state: StepState = index < at ? 'done' : index === at ? 'current' : 'ahead';
        return (
          <Box component="li" key={milestone.label} aria-current={state === 'current' ? 'step' : undefined}>
            {index > 0 && <Box aria-hidden w={2} h={14} ms={14} bg={index <= at ? 'teal.6' : 'gray.3'} />}
            <Group gap="sm" wrap="nowrap">
              <StepMark state={state} number={index + 1} />
              <Text fw={state === 'current' ? 700 : 500} c={state === 'ahead' ? 'dimmed' : undefined}>
                {milestone.label}
              </Text>
            </Group>
          </Box>
        );
      })}
    </Stack>
  );
}
