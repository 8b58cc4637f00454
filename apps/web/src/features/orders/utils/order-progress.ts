import type { TDeliveryType, TOrderStatus } from '@sofreh/domain';

export type Milestone = { label: string; statuses: readonly TOrderStatus[] };

const BY_COURIER: readonly TDeliveryType[] = ['DELIVER', 'ZFEXPRESS'];

/**
 * The road an order travels, as a customer sees it (SPEC §4 states grouped): received, confirmed,
 * ready, on its way (courier only), delivered. REJECTED leaves the road and is shown on its own.
 */
export function milestonesFor(deliveryType: TDeliveryType): Milestone[] {
  const ready: Milestone =
    deliveryType === 'PICKUP'
      ? { label: 'آماده تحویل حضوری', statuses: ['READYTOPICKUP'] }
      : deliveryType === 'SERVE'
        ? { label: 'آماده سرو', statuses: ['READYTOSERVE'] }
        : { label: 'آماده ارسال', statuses: ['READYTOSHIPMENT'] };
  return [
    { label: 'ثبت سفارش', statuses: ['SUBMITTED', 'PAID', 'NEEDFORCALL'] },
    { label: 'تأیید رستوران', statuses: ['CONFIRMED'] },
    ready,
    ...(BY_COURIER.includes(deliveryType)
      ? [{ label: 'در حال ارسال', statuses: ['DELIVERING'] } satisfies Milestone]
      : []),
    { label: deliveryType === 'SERVE' ? 'سرو شد' : 'تحویل شد', statuses: ['DELIVERED', 'FINISHED'] },
  ];
}

/** Index of the milestone the order is at; -1 for a rejected order. */
export function milestoneIndex(deliveryType: TDeliveryType, status: TOrderStatus): number {
  return milestonesFor(deliveryType).findIndex((milestone) => milestone.statuses.includes(status));
}
