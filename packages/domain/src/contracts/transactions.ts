import { z } from 'zod';
import { Currency, PaymentProvider, TransactionKind, TransactionState } from '../enums';
import { pageOf, ZPageQuery } from '../pagination';
import { MAX_MONEY } from './catalog';

/**
 * Online payment of an order (SPEC §4 payment transaction, §7 /api/orders/payment, /api/transactions).
 * The customer's page asks for a payment, is sent to the gateway, comes back through the server's
 * verify callback and lands on `submitUrl` with the transaction's id in the query.
 */

/** `GET /api/orders/payment/{id}`: start paying order {id} online. */
export const ZStartPaymentQuery = z.object({
  submitUrl: z
    .string()
    .min(1)
    .describe(
      'Where the customer lands after the bank, on the vendor’s own site (same host, else refused); ' +
        'the server appends ?transactionId=…&paymentResult=DONE|FAILED|PENDING',
    ),
  paymentServiceType: PaymentProvider.describe('One of /api/bankconfiguration bankTypes'),
  tip: z.coerce
    .number('مبلغ را به عدد وارد کنید.')
    .int('مبلغ باید عدد صحیح باشد.')
    .min(0, 'مبلغ نمی‌تواند منفی باشد.')
    .max(MAX_MONEY, 'مبلغ بیش از حد مجاز است.')
    .optional()
    .describe(
      'The tip as the customer last chose it; when it differs from the order’s, the order is re-priced',
    ),
});
export type TStartPaymentQuery = z.infer<typeof ZStartPaymentQuery>;

export const ZStartedPayment = z.object({
  transactionId: z.string(),
  redirectUrl: z.string().describe('The gateway’s payment page; the browser goes there next'),
  amount: z.number().int().describe('What will be charged, in the vendor’s currency'),
  currency: Currency,
});
export type TStartedPayment = z.infer<typeof ZStartedPayment>;

/** What the landing page reads back (the server-side verify already ran). */
export const PaymentResult = z.enum(['DONE', 'FAILED', 'PENDING']);
export type TPaymentResult = z.infer<typeof PaymentResult>;

export const ZTransaction = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  kind: TransactionKind.nullable().describe('null for an order payment'),
  provider: PaymentProvider,
  state: TransactionState,
  amount: z.number().int(),
  currency: Currency,
  refId: z.string().nullable().describe('The bank’s reference number once paid'),
  cardPan: z.string().nullable().describe('Masked card number as the gateway reported it'),
  failureReason: z.string().nullable().describe('Persian reason when FAILED, for the customer'),
  ownerReason: z
    .string()
    .nullable()
    .describe(
      'Persian, for the restaurant’s staff only (null for customers): what the gateway’s answer means ' +
        'for the restaurant’s own setup and what to register or change where (e.g. ZarinPal -14)',
    ),
  refundState: z
    .enum(['NEEDED', 'REVERSED', 'REFUSED'])
    .nullable()
    .describe(
      'Set on a DONE payment that could not pay its order (it was already paid): the money goes back ' +
        'through the gateway (REVERSED), or the restaurant must return it by hand (REFUSED)',
    ),
  refundReason: z.string().nullable().describe('Persian, why the payment is being given back'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionPage = pageOf(ZTransaction);
export const ZMyTransactionsQuery = ZPageQuery.pick({ pageNumber: true, pageSize: true });

/** `POST /api/transactions/verify`: ask again about one transaction (idempotent). */
export const ZVerifyTransactionRequest = z.object({
  transactionId: z.guid('شناسه تراکنش معتبر نیست.'),
});
