import type { TOrderEventKind, TOrderStatus } from '@sofreh/domain';
import { z } from 'zod';
import type { ChangePublisher } from '../../platform/change-feed';

// "An order of this vendor changed" on the change feed (decision 0018). One channel for every
// vendor; the payload names the vendor so each instance forwards it only to that vendor's open
// boards. Like every change-feed message it is a hint: the board refetches what it shows.
//
// Payload (JSON): {"vendorId": uuid, "orderId": uuid, "kind": "CREATED"|"PAID"|"STATE_CHANGED"|"ACKNOWLEDGED",
//                  "status": TOrderStatus | null}; ACKNOWLEDGED: someone said «دیدم» (decision 0045)

export const ORDER_CHANGES = 'order_changes';

const ZOrderChange = z.object({
  vendorId: z.string(),
  orderId: z.string(),
  kind: z.enum(['CREATED', 'PAID', 'STATE_CHANGED', 'ACKNOWLEDGED']),
  status: z.string().nullable().default(null),
});
export type OrderChange = {
  vendorId: string;
  orderId: string;
  kind: TOrderEventKind;
  status: TOrderStatus | null;
};

export function orderChangePayload(change: OrderChange): string {
  return JSON.stringify(change);
}

/** The message, or null for a payload that is not one (never thrown: a bad message is dropped). */
export function parseOrderChange(payload: string): OrderChange | null {
  try {
    const parsed = ZOrderChange.safeParse(JSON.parse(payload));
    return parsed.success ? (parsed.data as OrderChange) : null;
  } catch {
    return null;
  }
}

/**
 * Tells every server instance, and through them every open board of the vendor, that the order
 * changed. Call it after the change committed (or pass the `publish` of a ChangePublisher
 * transaction to send it with the commit). It never throws: the change already happened, and a
 * board that misses the hint catches up by polling — a failure goes to `onError`.
 */
export async function publishOrderChange(
  publisher: Pick<ChangePublisher, 'publish'>,
  vendorId: string,
  orderId: string,
  kind: TOrderEventKind,
  status: TOrderStatus | null = null,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  try {
    await publisher.publish(ORDER_CHANGES, orderChangePayload({ vendorId, orderId, kind, status }));
  } catch (error) {
    onError(error);
  }
}
