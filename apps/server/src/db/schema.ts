// Every table of the platform, for drizzle-kit (drizzle.config.ts) and the migrations. Each module
// owns its tables in its own `<module>.schema.ts`; code imports a table from its owner's file, never
// from here (see modules/architecture.test.ts).
export * from '../integrations/payments/sandbox.schema';
export * from '../modules/audit-log/audit-log.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/caller-id/caller-id.schema';
export * from '../modules/catalog/catalog.schema';
export * from '../modules/customers/customers.schema';
export * from '../modules/default-descriptions/default-descriptions.schema';
export * from '../modules/delivery/delivery.schema';
export * from '../modules/discount-codes/discount-codes.schema';
export * from '../modules/orders/orders.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/pos-terminals/pos-terminals.schema';
export * from '../modules/printing/printing.schema';
export * from '../modules/staff/staff.schema';
export * from '../modules/transactions/transactions.schema';
export * from '../modules/vendors/vendors.schema';
