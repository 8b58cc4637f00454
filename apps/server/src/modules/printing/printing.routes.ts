import {
  ZAutoPrintSettings,
  ZIdParams,
  ZOrderIdParams,
  ZOrderPrintStatus,
  ZOrderReceipts,
  ZPrinterSandboxState,
  ZPrintOrderRequest,
  ZPrintStatusQuery,
  ZSandboxPrint,
  ZSaveAutoPrintSettings,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/context';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { PrintingService } from './printing.service';

const BASE = '/api/printing';
const tags = ['api: printing'];
// Printing an order changes nothing in it: whoever may see the order may print it (decision 0021).
const viewOrders: { access: Access } = { access: { permission: 'ORDERS_VIEW' } };
const managePrinters: { access: Access } = { access: { permission: 'PRINTERS_MANAGE' } };

export async function printingRoutes(
  app: FastifyInstance,
  { printing, sandbox }: { printing: PrintingService; sandbox: boolean },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${BASE}/orders`,
    {
      config: viewOrders,
      schema: {
        tags,
        summary: 'Print status of several orders (the board’s rows): per station, printed or not',
        querystring: ZPrintStatusQuery,
        response: { 200: z.array(ZOrderPrintStatus) },
      },
    },
    (request) => printing.statuses(requireVendor(request), request.query.orderIds),
  );
  r.get(
    `${BASE}/orders/:id`,
    {
      config: viewOrders,
      schema: {
        tags,
        summary: 'Print status of one order',
        params: ZOrderIdParams,
        response: { 200: ZOrderPrintStatus },
      },
    },
    (request) => printing.status(requireVendor(request), request.params.id),
  );
  r.get(
    `${BASE}/orders/:id/receipts`,
    {
      config: viewOrders,
      schema: {
        tags,
        summary: 'The order’s kitchen tickets and bill as lines, for the 80 mm browser page',
        params: ZOrderIdParams,
        response: { 200: ZOrderReceipts },
      },
    },
    (request) => printing.receipts(requireVendor(request), request.params.id),
  );
  r.post(
    `${BASE}/orders/:id/print`,
    {
      config: viewOrders,
      schema: {
        tags,
        summary:
          'Prints the order at a station now (NETWORK: a job for its printer) or records a browser print; reprints are always allowed',
        params: ZOrderIdParams,
        body: ZPrintOrderRequest,
        response: { 200: ZOrderPrintStatus },
      },
    },
    (request) =>
      printing.print(requireVendor(request), requireAuth(request), request.params.id, request.body),
  );

  r.get(
    `${BASE}/auto-print`,
    {
      config: managePrinters,
      schema: {
        tags,
        summary: 'Which stations print new or confirmed orders by themselves',
        response: { 200: ZAutoPrintSettings },
      },
    },
    (request) => printing.autoPrintSettings(requireVendor(request)),
  );
  r.put(
    `${BASE}/auto-print`,
    {
      config: managePrinters,
      schema: {
        tags,
        summary: 'Sets the automatic print of every station (a station left out prints only when asked)',
        body: ZSaveAutoPrintSettings,
        response: { 200: ZAutoPrintSettings },
      },
    },
    (request) => printing.saveAutoPrintSettings(requireVendor(request), request.body),
  );
  r.get(
    `${BASE}/sandbox`,
    {
      config: managePrinters,
      schema: {
        tags,
        summary: 'Whether network printing goes to the printer sandbox',
        response: { 200: ZPrinterSandboxState },
      },
    },
    () => ({ enabled: sandbox }),
  );
  r.get(
    `${BASE}/printers/:id/sandbox`,
    {
      config: managePrinters,
      schema: {
        tags,
        summary: 'Printer sandbox (demo): the last receipt the printer was sent, as a PNG',
        params: ZIdParams,
        response: { 200: ZSandboxPrint },
      },
    },
    (request) => printing.sandboxPrint(requireVendor(request), request.params.id),
  );
}
