import '@mantine/core/styles/Stepper.css';
import { Alert, Stepper } from '@mantine/core';
import { isFinalOrderState, type TDeliveryType, type TOrderStatus, toPersianDigits } from '@sofreh/domain';
import { milestoneIndex, milestonesFor } from '../utils/order-progress';

type OrderProgressProps = { serviceType: TDeliveryType; status: TOrderStatus };

/** Where the order is on its road; a rejected order gets a clear red word instead. */
export function OrderProgress({ serviceType, status }: OrderProgressProps) {
  if (status === 'REJECTED') {
    return (
      <Alert color="red" variant="light" radius="md" title="سفارش رد شد">
        رستوران این سفارش را نپذیرفت. اگر مبلغی پرداخت کرده‌اید، با رستوران تماس بگیرید.
      </Alert>
    );
  }
  const milestones = milestonesFor(serviceType);
  const at = milestoneIndex(serviceType, status);
  // A finished order has passed every milestone; a live one is at its current one.
  const active = isFinalOrderState(status) || status === 'DELIVERED' ? milestones.length : at;
  return (
    <Stepper
      active={active}
      orientation="vertical"
      size="sm"
      color="teal"
      aria-label="مراحل سفارش"
      // The label beside the middle of its circle, not level with its top.
      styles={{
        stepBody: {
          minHeight: 'var(--stepper-icon-size)',
          display: 'flex',
          alignItems: 'center',
          marginTop: 0,
        },
      }}
    >
      {milestones.map((milestone, index) => (
        <Stepper.Step key={milestone.label} label={milestone.label} icon={toPersianDigits(index + 1)} />
      ))}
    </Stepper>
  );
}
