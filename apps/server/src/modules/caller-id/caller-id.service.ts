import crypto from 'node:crypto';
import {
  normalizeCallerNumber,
  type TCallerIdCall,
  type TCallerIdLine,
  type TCallerIdLineWithKey,
  type TCallerIdQuery,
  type TCreateCallerIdLine,
  type TDeviceCallAnswer,
  type TDeviceCallReport,
  type TOrderStatus,
  type TUpdateCallerIdLine,
  toPersianDigits,
} from '@sofreh/domain';
import type { Database } from '../../db/database';
import type { ChangePublisher } from '../../platform/change-feed';
import type { Clock } from '../../platform/clock';
import type { VendorContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import * as repo from './caller-id.repository';
import { CALLER_ID_CALLS, callMessagePayload } from './caller-id-events';

/**
 * A box rings the report again with every ring, and retries when our answer is lost: the same number
 * on the same line within this long is the same call (decision 0024).
 */
export const SAME_CALL_WINDOW_MS = 60_000;
const LAST_ORDERS = 3;

const lineExists = () =>
  new AppError('CALLER_ID_LINE_EXISTS', {
    errors: [fieldError('lineNumber', 'خطی با این شماره قبلاً تعریف شده است.')],
  });
const lineNotFound = () => new AppError('CALLER_ID_LINE_NOT_FOUND');
const badKey = () => new AppError('CALLER_ID_DEVICE_KEY_INVALID');

/** A new device key: 32 random bytes, shown once; the database keeps its SHA-256. */
function newDeviceKey() {
  const key = `cid_${crypto.randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashKey(key), keyHint: key.slice(-4) };
}
export function hashKey(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
function toLine(row: repo.LineRow): TCallerIdLine {
  return {
    id: row.id,
    lineNumber: row.lineNumber,
    number: row.number,
    label: row.label,
    keyHint: row.keyHint,
    keyCreatedAt: new Date(row.keyCreatedAt).toISOString(),
    lastCallAt: iso(row.lastCallAt),
  };
}

/** The caller's number as stored, or the device's mistake as a 400 beside `number`. */
function callerNumber(input: string): string | null {
  const read = normalizeCallerNumber(input);
  if (!read) {
    throw new AppError('CALLER_ID_NUMBER_INVALID', {
      errors: [fieldError('number', 'شماره تماس‌گیرنده قابل خواندن نیست.')],
    });
  }
  return read.kind === 'hidden' ? null : read.number;
}

/** Caller-ID lines, the device's call reports, and the recent calls with their customers (decision 0024). */
export function createCallerIdService(deps: { database: Database; clock: Clock; changes: ChangePublisher }) {
  const db = deps.database.db;
  const { clock, changes } = deps;

  async function lineOrThrow(vendor: VendorContext, id: string) {
    const row = await repo.findLine(db, vendor.id, id);
    if (!row) throw lineNotFound();
    return toLine(row);
  }

  /** Stores the call and tells every instance, with the commit; a repeat answers the first call. */
  async function record(
    vendor: VendorContext,
    findLine: (tx: Parameters<Parameters<ChangePublisher['transaction']>[0]>[0]) => Promise<{
      id: string;
      lineNumber: number;
    } | null>,
    call: { rawNumber: string; deviceCallId: string | null; test: boolean; line?: number },
  ): Promise<TDeviceCallAnswer> {
    const at = clock.now();
    return changes.transaction(async (tx, publish) => {
      const line = await findLine(tx);
      if (!line) throw call.test ? lineNotFound() : badKey();
      if (call.line !== undefined && call.line !== line.lineNumber) {
        throw new AppError('CALLER_ID_LINE_MISMATCH', {
          errors: [
            fieldError(
              'line',
              `این کلید برای خط ${toPersianDigits(line.lineNumber)} است، نه خط ${toPersianDigits(call.line)}.`,
            ),
          ],
        });
      }
      // Checked after the key, so a stranger learns nothing about what the endpoint accepts.
      const number = callerNumber(call.rawNumber);
      // A test call is one press of «تماس آزمایشی»: every press is a new call.
      const repeat = call.test
        ? null
        : call.deviceCallId
          ? await repo.findCallByDeviceId(tx, vendor.id, line.id, call.deviceCallId)
          : await repo.findRecentCallFrom(
              tx,
              vendor.id,
              line.id,
              number,
              new Date(at.getTime() - SAME_CALL_WINDOW_MS),
            );
      if (repeat) return { callId: repeat.id, duplicate: true };
      const callId = await repo.insertCall(tx, vendor.id, {
        lineId: line.id,
        number,
        deviceCallId: call.deviceCallId,
        test: call.test,
        at,
      });
      await publish(
        CALLER_ID_CALLS,
        callMessagePayload({ vendorId: vendor.id, callId, lineId: line.id, number }),
      );
      return { callId, duplicate: false };
    });
  }

  return {
    async listLines(vendor: VendorContext): Promise<TCallerIdLine[]> {
      return (await repo.listLines(db, vendor.id)).map(toLine);
    },
    getLine: lineOrThrow,

    async createLine(vendor: VendorContext, input: TCreateCallerIdLine): Promise<TCallerIdLineWithKey> {
      if (await repo.lineNumberTaken(db, vendor.id, input.lineNumber)) throw lineExists();
      const { key, keyHash, keyHint } = newDeviceKey();
      let id: string;
      try {
        id = await repo.insertLine(db, vendor.id, { ...input, keyHash, keyHint, at: clock.now() });
      } catch (error) {
        if (isUniqueViolation(error)) throw lineExists();
        throw error;
      }
      return { ...(await lineOrThrow(vendor, id)), deviceKey: key };
    },

    async updateLine(vendor: VendorContext, input: TUpdateCallerIdLine): Promise<TCallerIdLine> {
      if (!(await repo.findLine(db, vendor.id, input.id))) throw lineNotFound();
      if (await repo.lineNumberTaken(db, vendor.id, input.lineNumber, input.id)) throw lineExists();
      try {
        await repo.updateLine(db, vendor.id, input.id, {
          lineNumber: input.lineNumber,
          number: input.number,
          label: input.label,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw lineExists();
        throw error;
      }
      return lineOrThrow(vendor, input.id);
    },

    async deleteLine(vendor: VendorContext, id: string): Promise<void> {
      if (!(await repo.deleteLine(db, vendor.id, id))) throw lineNotFound();
    },

    /** A new key for the line; the old one stops working at once. */
    async rotateKey(vendor: VendorContext, id: string): Promise<TCallerIdLineWithKey> {
      const { key, keyHash, keyHint } = newDeviceKey();
      if (!(await repo.replaceKey(db, vendor.id, id, { keyHash, keyHint, at: clock.now() }))) {
        throw lineNotFound();
      }
      return { ...(await lineOrThrow(vendor, id)), deviceKey: key };
    },

    /** The device's report (`POST /api/callerid/calls`): the key names the line, under the host's vendor. */
    reportCall(vendor: VendorContext, key: string | undefined, report: TDeviceCallReport) {
      if (!key || key.length > 200) throw badKey();
      const keyHash = hashKey(key);
      return record(vendor, (tx) => repo.lockLineByKey(tx, vendor.id, keyHash), {
        rawNumber: report.number,
        deviceCallId: report.callId ?? null,
        test: false,
        line: report.line,
      });
    },

    /** «تماس آزمایشی»: the same path as a device's call, marked as a test, for the demo and set-up. */
    testCall(vendor: VendorContext, lineId: string, rawNumber: string): Promise<TDeviceCallAnswer> {
      return record(vendor, (tx) => repo.lockLine(tx, vendor.id, lineId), {
        rawNumber,
        deviceCallId: null,
        test: true,
      });
    },

    /** `GET /identity/users/callerid`: newest calls, each with this vendor's customer and their last orders. */
    async recentCalls(vendor: VendorContext, query: TCallerIdQuery): Promise<{ data: TCallerIdCall[] }> {
      const calls = await repo.listCalls(db, vendor.id, query);
      const phones = [...new Set(calls.map((c) => c.number).filter((n): n is string => n !== null))];
      const customers = await repo.customersByPhone(db, vendor.id, phones);
      const orders = await repo.lastOrdersOf(
        db,
        vendor.id,
        customers.map((c) => c.id),
        LAST_ORDERS,
      );
      const customerByPhone = new Map(customers.map((c) => [c.phoneNumber, c]));
      return {
        data: calls.map((call) => {
          const customer = call.number ? (customerByPhone.get(call.number) ?? null) : null;
          return {
            id: call.id,
            lineId: call.lineId,
            lineNumber: call.lineNumber,
            lineLabel: call.lineLabel,
            number: call.number,
            receivedAt: new Date(call.receivedAt).toISOString(),
            test: call.test,
            customer,
            lastOrders: customer
              ? orders
                  .filter((o) => o.customerId === customer.id)
                  .map((o) => ({
                    id: o.id,
                    number: o.number,
                    createdAt: o.createdAt.toISOString(),
                    finalPrice: o.finalPrice,
                    currency: o.currency,
                    status: o.status as TOrderStatus,
                  }))
              : [],
          };
        }),
      };
    },
  };
}
export type CallerIdService = ReturnType<typeof createCallerIdService>;
