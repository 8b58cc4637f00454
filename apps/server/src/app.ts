import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fa } from 'zod/locales';
import type { Config } from './config';
import type { Database } from './db/database';
import { startTableMaintenance } from './db/table-maintenance';
import { createPaymentGateways } from './integrations/payments/create-payment-gateways';
import { sandboxGatewayPage } from './integrations/payments/sandbox-page';
import type { NetworkPrinter } from './integrations/printers/network-printer';
import { createSandboxPrinter } from './integrations/printers/sandbox-printer';
import { createTcpPrinter } from './integrations/printers/tcp-printer';
import { createConsoleSms } from './integrations/sms/console-sms';
import { createSmsProvider } from './integrations/sms/create-sms-provider';
import type { SmsProvider } from './integrations/sms/sms-provider';
import { createLocalFileStorage, type FileStorage } from './integrations/storage/file-storage';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { createAuditLogService } from './modules/audit-log/audit-log.service';
import { createAccessCache } from './modules/auth/access-cache';
import { ACCESS_CHANGES } from './modules/auth/access-changes';
import { registerAccessControl } from './modules/auth/auth.guard';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, OTP_SMS_QUEUE } from './modules/auth/auth.service';
import { registerOtpSmsJob } from './modules/auth/otp-sms.job';
import { callerIdRoutes } from './modules/caller-id/caller-id.routes';
import { createCallerIdService } from './modules/caller-id/caller-id.service';
import { CALLER_ID_CALLS, callStreamFeed } from './modules/caller-id/caller-id-events';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CATALOG_CHANGES } from './modules/catalog/catalog-write';
import { customersRoutes } from './modules/customers/customers.routes';
import { createCustomersService } from './modules/customers/customers.service';
import { defaultDescriptionsRoutes } from './modules/default-descriptions/default-descriptions.routes';
import { createDefaultDescriptionsService } from './modules/default-descriptions/default-descriptions.service';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { discountCodesRoutes } from './modules/discount-codes/discount-codes.routes';
import { createDiscountCodesService } from './modules/discount-codes/discount-codes.service';
import { filesRoutes } from './modules/files/files.routes';
import { createFilesService } from './modules/files/files.service';
import { healthRoutes } from './modules/health/health.routes';
import { orderEditsRoutes } from './modules/orders/order-edits.routes';
import { createOrderEditsService } from './modules/orders/order-edits.service';
import { ORDER_CHANGES } from './modules/orders/order-events';
import { ORDER_READY_SMS_QUEUE, registerOrderReadySmsJob } from './modules/orders/order-ready-sms';
import { orderStreamRoutes } from './modules/orders/order-stream.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { REFUND_RECHECK_QUEUE, registerRefundRecheck } from './modules/orders/refund-recheck.job';
import { refundsRoutes } from './modules/orders/refunds.routes';
import { createRefundsService } from './modules/orders/refunds.service';
import { staffOrdersRoutes } from './modules/orders/staff-orders.routes';
import { createBankConfigurationService } from './modules/payments/bank-configuration.service';
import { createPaymentGatewayDirectory } from './modules/payments/payment-gateway-directory';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { posTerminalsRoutes } from './modules/pos-terminals/pos-terminals.routes';
import { createPosTerminalsService } from './modules/pos-terminals/pos-terminals.service';
import { PRINT_SWEEP_QUEUE, registerPrinting } from './modules/printing/printing.job';
import { printingRoutes } from './modules/printing/printing.routes';
import { AUTO_PRINT_CHANGES, createPrintingService, PRINT_QUEUE } from './modules/printing/printing.service';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import {
  PAYMENT_RECONCILE_QUEUE,
  registerPaymentReconciler,
} from './modules/transactions/payment-reconciler.job';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { vendorAdminRoutes } from './modules/vendors/vendor-admin.routes';
import { createVendorAdminService } from './modules/vendors/vendor-admin.service';
import { createVendorResolver } from './modules/vendors/vendor-resolver';
import { vendorsRoutes } from './modules/vendors/vendors.routes';
import { createVendorsService } from './modules/vendors/vendors.service';
import { tileOrigin, webConfigRoutes } from './modules/web-config/web-config.routes';
import { type CheckoutPorts, createCheckout, createStaffCheckout } from './orchestrators/checkout';
import { ensureVendor } from './orchestrators/vendor-onboarding';
import { startChangeFeed } from './platform/change-feed';
import { type Clock, systemClock } from './platform/clock';
import { clientErrorHandler, errorBody, frameworkErrors, registerErrorHandling } from './platform/errors';
import { JOB_SENT_CHANNEL, startJobs } from './platform/jobs';
import { serverLogging } from './platform/logging';
import { canonicalQueryNames } from './platform/query-names';
import { createSecretBox } from './platform/secret-box';
import { registerSecurityHeaders } from './platform/security-headers';
import { refuseControlCharacters } from './platform/text-input';
import { registerVendorCors } from './platform/vendor-cors';
import { registerWebApp } from './platform/web-app';

// Validation messages are part of what people read: Persian, like the rest of the product.
z.config(fa());

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Every background job queue of the server. */
export const JOB_QUEUES = [
  OTP_SMS_QUEUE,
  PAYMENT_RECONCILE_QUEUE,
  ORDER_READY_SMS_QUEUE,
  REFUND_RECHECK_QUEUE,
  PRINT_QUEUE,
  PRINT_SWEEP_QUEUE,
] as const;
/** Every change-feed channel the server listens on. */
export const CHANGE_CHANNELS = [
  CATALOG_CHANGES,
  ORDER_CHANGES,
  CALLER_ID_CALLS,
  ACCESS_CHANGES,
  AUTO_PRINT_CHANGES,
  JOB_SENT_CHANNEL,
] as const;

/**
 * Idle connections are closed within 30 s (decision 0043): one that sends no complete request head in
 * 20 s (checked every 5 s), or sits idle 5 s between requests; a whole request must arrive within
 * 120 s (an 8 MB photo over a slow mobile uplink). The live order stream writes a heartbeat every
 * 15 s and is not bound by them: they count receiving, not answering.
 */
export const CONNECTION_TIMEOUTS = {
  http: { headersTimeout: 20_000, connectionsCheckingInterval: 5_000 },
  keepAliveTimeout: 5_000,
  requestTimeout: 120_000,
} as const;

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the configured SMS chain (tests capture codes with it). */
  sms?: SmsProvider;
  /** Overrides the local-disk file storage in DATA_DIR/files. */
  storage?: FileStorage;
  /** Delivery prices and discount codes for orders; unset, delivery and codes are refused clearly. */
  checkout?: CheckoutPorts;
  /** false silences the log; a stream receives the production log lines (tests read them). */
  logger?: false;
  logStream?: { write(line: string): void };
  /** Overrides where network print jobs go (tests: the TCP adapter with short timeouts). */
  networkPrinter?: NetworkPrinter;
};

/** Uploaded files on local disk in DATA_DIR/files (the demo seed stores its pictures there too). */
export function defaultFileStorage(config: Config): FileStorage {
  return createLocalFileStorage(path.join(config.DATA_DIR, 'files'));
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    ...serverLogging(config, { enabled: deps.logger !== false, stream: deps.logStream }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...CONNECTION_TIMEOUTS,
    // Refusals made before any route, by the router and by Node's HTTP parser: the API's shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('preValidation', refuseControlCharacters);
  app.addHook('preValidation', canonicalQueryNames);

  const consoleSms = createConsoleSms();
  const sms =
    deps.sms ??
    createSmsProvider({
      providers: config.SMS_PROVIDER,
      console: consoleSms,
      kavenegar: config.KAVENEGAR_API_KEY
        ? {
            apiKey: config.KAVENEGAR_API_KEY,
            template: config.KAVENEGAR_TEMPLATE!,
            readyTemplate: config.KAVENEGAR_READY_TEMPLATE,
            baseUrl: config.KAVENEGAR_BASE_URL,
          }
        : undefined,
      smsir: config.SMSIR_API_KEY
        ? {
            apiKey: config.SMSIR_API_KEY,
            templateId: config.SMSIR_TEMPLATE_ID!,
            readyTemplateId: config.SMSIR_READY_TEMPLATE_ID,
            baseUrl: config.SMSIR_BASE_URL,
          }
        : undefined,
      // Every provider that failed or was skipped (e.g. no ready template), even when the next one
      // delivered. SmsSendError messages carry no key, URL or code, so they are logged as they are.
      onFailure: (provider, error) =>
        app.log.warn({ provider, reason: error.reason, detail: error.message }, 'sms.provider_failed'),
    });
  const jobs = await startJobs(database, {
    queues: JOB_QUEUES,
    log: (msg, err) => app.log.error({ err }, msg),
  });
  app.addHook('onClose', () => jobs.stop());
  if (database.kind === 'pglite') {
    // The embedded engine has no autovacuum: this instance keeps its tables' statistics (0030).
    const maintenance = startTableMaintenance(database.executeSql, {
      onDone: (tables) => app.log.info({ tables }, 'db.tables_maintained'),
      onError: (err) => app.log.warn({ err }, 'db.table_maintenance_failed'),
    });
    app.addHook('onClose', () => maintenance.stop());
  }
  const changes = await startChangeFeed(database, {
    channels: CHANGE_CHANNELS,
    log: { warn: (msg, err) => app.log.warn({ err }, msg), info: (msg) => app.log.info(msg) },
  });
  app.addHook('onClose', () => changes.close());
  // A job committed by any instance wakes this one's worker for its queue (platform/jobs.ts).
  changes.subscribe(JOB_SENT_CHANNEL, (queue) => jobs.wake(queue));

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (request, context) => ({
      ...errorBody(request, 'TOO_MANY_REQUESTS'),
      statusCode: context.statusCode,
    }),
  });
  const mapTiles = [tileOrigin(config.MAP_TILE_URL)].filter((origin) => origin !== null);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mapTiles],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Login pages are served over plain http on *.localhost in development; HSTS belongs to the proxy.
    hsts: config.production,
  });
  registerVendorCors(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Sofreh API', description: 'سفره — پلتفرم سفارش غذای رستوران‌ها', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api-docs' });

  const auth = createAuthService({
    database,
    config,
    clock,
    jobs,
    changes,
    accessCache: createAccessCache({ changes, clock }),
  });
  const vendors = createVendorsService({ database, clock });
  registerAccessControl(app, { auth, resolveVendor: createVendorResolver(database, config, changes) });
  await app.register(healthRoutes, { database, clock });
  await app.register(authRoutes, {
    auth,
    sendBurstPerMinute: config.OTP_IP_MINUTE_BURST,
    production: config.production,
  });
  await app.register(vendorsRoutes, { vendors });
  await app.register(staffRoutes, { staff: createStaffService({ database, changes, clock }) });
  await app.register(auditLogRoutes, { auditLog: createAuditLogService({ database }) });
  await app.register(vendorAdminRoutes, {
    vendorAdmin: createVendorAdminService({
      database,
      changes,
      createVendor: (setup) => ensureVendor(database.db, setup),
    }),
  });
  await app.register(defaultDescriptionsRoutes, { service: createDefaultDescriptionsService({ database }) });
  const storage = deps.storage ?? defaultFileStorage(config);
  await app.register(filesRoutes, { files: createFilesService({ storage }), storage });
  await app.register(catalogRoutes, {
    database,
    clock,
    changes,
    menuCacheBytes: Math.round(config.MENU_CACHE_MB * 1024 * 1024),
    sellChannelsOf: (vendorId) => vendors.sellChannelsOf(vendorId),
  });
  await app.register(deliveryRoutes, { database });
  await app.register(customersRoutes, { customers: createCustomersService({ database }) });
  await app.register(webConfigRoutes, { config });
  const secrets = createSecretBox(config.paymentSecretsKey);
  const gateways = createPaymentGateways({
    zarinpal: { baseUrl: config.ZARINPAL_BASE_URL, timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS },
    sandbox: config.paymentSandbox ? { database, clock } : null,
  });
  const bankConfiguration = createBankConfigurationService({ database, gateways, clock });
  await app.register(paymentsRoutes, { database, clock, secrets, gateways, bankConfiguration });
  // The test gateway's pages exist only where it is switched on (never in production by default).
  if (config.paymentSandbox) await app.register(sandboxGatewayPage, { database, clock });
  await app.register(discountCodesRoutes, {
    discountCodes: createDiscountCodesService({ database, clock }),
  });

  const directory = createPaymentGatewayDirectory({ database, secrets, gateways, bankConfiguration });
  // Rejecting an order paid online refunds it through its gateway (decision 0046).
  const refunds = createRefundsService({ database, clock, directory, log: app.log });
  await app.register(ordersRoutes, {
    orders: createCheckout({
      database,
      clock,
      changes,
      refunds,
      onPublishError: (err) => app.log.warn({ err }, 'orders: could not announce an order change'),
      ...deps.checkout,
    }),
  });
  await app.register(staffOrdersRoutes, {
    staffOrders: createStaffCheckout({
      database,
      clock,
      changes,
      onPublishError: (err) => app.log.warn({ err }, 'orders: could not announce an order change'),
      ...deps.checkout,
    }),
  });
  await app.register(orderStreamRoutes, { changes, feeds: [callStreamFeed] });
  await app.register(callerIdRoutes, { callerId: createCallerIdService({ database, clock, changes }) });
  await app.register(posTerminalsRoutes, { posTerminals: createPosTerminalsService({ database }) });
  await app.register(orderEditsRoutes, {
    edits: createOrderEditsService({
      database,
      clock,
      changes,
      onPublishError: (err) => app.log.warn({ err }, 'orders: could not announce an order edit'),
      jobs,
    }),
  });
  const transactions = createTransactionsService({ database, clock, directory, changes, log: app.log });
  await app.register(transactionsRoutes, { transactions });
  await app.register(refundsRoutes, { refunds });
  const printing = createPrintingService({
    database,
    jobs,
    printer:
      deps.networkPrinter ??
      (config.printerSandbox
        ? createSandboxPrinter(database, clock)
        : createTcpPrinter({ writeTimeoutMs: config.PRINTER_TIMEOUT_MS })),
    log: app.log,
    clock,
    changes,
  });
  await app.register(printingRoutes, {
    printing,
    sandbox: deps.networkPrinter ? false : config.printerSandbox,
  });
  if (config.DEMO) await app.register(devRoutes, { consoleSms, auth });
  await registerWebApp(app, config.WEB_DIST ?? DEFAULT_WEB_DIST);

  await registerOtpSmsJob({ jobs, sms, secret: config.jwtSecret, clock, log: app.log });
  await registerOrderReadySmsJob({ jobs, sms, log: app.log });
  const stopAutoPrint = await registerPrinting({ jobs, changes, printing, log: app.log });
  app.addHook('onClose', async () => stopAutoPrint());
  await registerPaymentReconciler({
    jobs,
    transactions,
    log: app.log,
    schedule: config.PAYMENT_RECONCILER,
  });
  // The hourly refund re-check runs wherever the payment reconciler does (same switch).
  await registerRefundRecheck({ jobs, refunds, log: app.log, schedule: config.PAYMENT_RECONCILER });
  return app;
}
