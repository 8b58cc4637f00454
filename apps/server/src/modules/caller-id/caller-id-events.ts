import type { TCallEvent } from '@sofreh/domain';
import { z } from 'zod';

// "A call came in on this vendor's line" on the change feed (decision 0024). One channel for every
// vendor, like order_changes; each instance forwards the message to that vendor's open back offices
// as `event: call` on the order stream they already hold open. Delivered at least once (the
// publishing instance hears it twice): the web shows one card per callId.
//
// Payload (JSON): {"vendorId": uuid, "callId": uuid, "lineId": uuid, "number": string | null}

export const CALLER_ID_CALLS = 'caller_id_calls';

const ZCallMessage = z.object({
  vendorId: z.string(),
  callId: z.string(),
  lineId: z.string(),
  number: z.string().nullable(),
});
export type CallMessage = z.infer<typeof ZCallMessage>;

export function callMessagePayload(message: CallMessage): string {
  return JSON.stringify(message);
}

/** The message, or null for a payload that is not one (never thrown: a bad message is dropped). */
export function parseCallMessage(payload: string): CallMessage | null {
  try {
    const parsed = ZCallMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the order stream sends for this channel (see orderStreamRoutes' `feeds`). */
export const callStreamFeed = {
  channel: CALLER_ID_CALLS,
  event: 'call',
  toEvent(payload: string, vendorId: string): TCallEvent | null {
    const message = parseCallMessage(payload);
    if (!message || message.vendorId !== vendorId) return null;
    return { callId: message.callId, lineId: message.lineId, number: message.number };
  },
};
