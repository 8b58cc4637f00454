import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import {
  assertRequestInput,
  type GatewayUnknown,
  type PaymentGateway,
  PaymentRequestError,
  parseAuthorityCallback,
} from './payment-gateway';
import * as ledger from './sandbox.repository';

// The built-in test gateway (decision 0008): a bank that lives in our own server and database, for
// the demo and for development. It speaks the same contract as ZarinPal and answers with ZarinPal's
// codes, so the transaction service cannot tell them apart; its customer-facing page is
// sandbox-page.ts. Served only when PAYMENT_SANDBOX is on.

export const SANDBOX_PAGE_PATH = '/sandbox-gateway';
/** As ZarinPal: a verified payment can be given back within 30 minutes of being paid. */
export const SANDBOX_REVERSE_WINDOW_MS = 30 * 60 * 1000;

/** ZarinPal's codes, in the sandbox's Persian. */
const NOT_PAID = {
  notPaid: { providerCode: '-51', reason: 'پرداخت انجام نشد.' },
  amount: { providerCode: '-50', reason: 'مبلغ پرداخت‌شده با مبلغ سفارش یکسان نیست.' },
  unknownAuthority: { providerCode: '-54', reason: 'شناسه پرداخت معتبر نیست.' },
} as const;

/** 'S' and 35 hex digits: as long as a ZarinPal authority, and never confused with one. */
export function newSandboxAuthority(): string {
  return `S${crypto.randomBytes(18).toString('hex').slice(0, 35)}`;
}

export interface SandboxGatewayOptions {
  database: Database;
  clock: Clock;
  /** The vendor whose customers pay; its name is the merchant shown on the page. */
  vendor: { id: string; name: string };
}

export function createSandboxGateway({ database, clock, vendor }: SandboxGatewayOptions): PaymentGateway {
  const db = database.db;
  const ledgerUnreadable = (what: string): GatewayUnknown => ({
    status: 'UNKNOWN',
    cause: 'unavailable',
    detail: `the sandbox gateway could not ${what} its ledger`,
  });

  return {
    provider: 'SANDBOX',

    async request(input) {
      assertRequestInput(input);
      const authority = newSandboxAuthority();
      try {
        await ledger.insertPayment(db, {
          vendorId: vendor.id,
          authority,
          merchantName: vendor.name,
          amountRial: input.amountRial,
          description: input.description.trim().slice(0, 500),
          callbackUrl: input.callbackUrl,
          reference: input.reference,
          mobile: input.mobile ?? null,
        });
      } catch {
        throw new PaymentRequestError(
          'SANDBOX',
          'unavailable',
          'the sandbox gateway could not write its ledger',
          'درگاه پرداخت در حال حاضر پاسخ نمی‌دهد.',
        );
      }
      // The page is on the callback's own origin, i.e. the vendor's host: the same tenant, the same
      // CSP, and the browser's return to the callback is a same-origin redirect.
      const redirectUrl = new URL(`${SANDBOX_PAGE_PATH}/${authority}`, input.callbackUrl).toString();
      return { authority, redirectUrl };
    },

    async verify({ authority, amountRial }) {
      try {
        const verified = await ledger.markVerified(db, vendor.id, authority, amountRial, clock.now());
        if (verified) {
          return {
            status: 'PAID',
            refId: verified.refId!,
            cardPan: verified.cardPan,
            alreadyVerified: false,
          };
        }
        const payment = await ledger.findPayment(db, vendor.id, authority);
        if (!payment) return { status: 'NOT_PAID', ...NOT_PAID.unknownAuthority };
        if (payment.status !== 'PAID' && payment.status !== 'VERIFIED')
          return { status: 'NOT_PAID', ...NOT_PAID.notPaid };
        if (payment.amountRial !== amountRial) return { status: 'NOT_PAID', ...NOT_PAID.amount };
        // Lost the race to another verify of the same payment (or asked twice): ZarinPal's 101.
        return { status: 'PAID', refId: payment.refId!, cardPan: payment.cardPan, alreadyVerified: true };
      } catch {
        return ledgerUnreadable('read');
      }
    },

    async inquire({ authority }) {
      try {
        const payment = await ledger.findPayment(db, vendor.id, authority);
        if (!payment) return { status: 'FAILED', providerCode: '-54' };
        switch (payment.status) {
          case 'CREATED':
            return { status: 'IN_BANK' };
          case 'CANCELED':
            return { status: 'FAILED' };
          default:
            return { status: payment.status };
        }
      } catch {
        return ledgerUnreadable('read');
      }
    },

    async listUnverified() {
      try {
        const rows = await ledger.listPaidUnverified(db, vendor.id, 100);
        return {
          status: 'OK',
          payments: rows.map((row) => ({
            authority: row.authority,
            amountRial: row.amountRial,
            callbackUrl: row.callbackUrl,
            createdAt: row.createdAt,
          })),
        };
      } catch {
        return ledgerUnreadable('read');
      }
    },

    async reverse({ authority }) {
      try {
        const since = new Date(clock.now().getTime() - SANDBOX_REVERSE_WINDOW_MS);
        if (await ledger.markReversed(db, vendor.id, authority, since)) return { status: 'REVERSED' };
        const payment = await ledger.findPayment(db, vendor.id, authority);
        if (!payment) return { status: 'REFUSED', ...NOT_PAID.unknownAuthority };
        if (payment.status !== 'VERIFIED') {
          return { status: 'REFUSED', providerCode: '-61', reason: 'فقط تراکنش موفق را می‌توان بازگرداند.' };
        }
        return {
          status: 'REFUSED',
          providerCode: '-63',
          reason: 'مهلت ۳۰ دقیقه‌ای بازگرداندن این تراکنش گذشته است.',
        };
      } catch {
        return ledgerUnreadable('update');
      }
    },

    async refund(input) {
      try {
        if (await ledger.insertRefund(db, vendor.id, input)) return { status: 'DONE' };
        const payment = await ledger.findPayment(db, vendor.id, input.authority);
        if (!payment) return { status: 'REFUSED', ...NOT_PAID.unknownAuthority };
        if (payment.status !== 'VERIFIED') {
          return { status: 'REFUSED', providerCode: '-61', reason: 'فقط تراکنش موفق را می‌توان بازگرداند.' };
        }
        return {
          status: 'REFUSED',
          providerCode: '-101',
          reason: 'مبلغ بازگشت بیش از مانده این پرداخت است.',
        };
      } catch {
        return ledgerUnreadable('update');
      }
    },

    async refundStatus(input) {
      try {
        return (await ledger.findRefund(db, vendor.id, input.reference))
          ? { status: 'DONE' }
          : { status: 'NOT_FOUND' };
      } catch {
        return ledgerUnreadable('read');
      }
    },

    parseCallback: parseAuthorityCallback,
  };
}
