import { DeliveryType, type TDeliveryType } from '@sofreh/domain';

/**
 * What the customer may choose. A table's QR code means serving at that table (the spec's default
 * service, SPEC §4). Without a table, serving in the restaurant is a requirement nobody can meet from
 * the website (there is no table to bring the food to), so a website visitor chooses among the other
 * services the vendor offers.
 */
export function serviceChoices(
  offered: readonly TDeliveryType[],
  tableNumber: string | null,
): TDeliveryType[] {
  if (tableNumber) return ['SERVE'];
  return DeliveryType.options.filter((type) => type !== 'SERVE' && offered.includes(type));
}

/** A vendor that serves at tables but delivers nothing: a visitor without a table is told to scan one. */
export function servesOnlyAtTables(offered: readonly TDeliveryType[], tableNumber: string | null): boolean {
  return !tableNumber && offered.includes('SERVE') && serviceChoices(offered, null).length === 0;
}

/** The menu a customer orders from: the table's QR menu, or the website's. */
export function sellChannelFor(tableNumber: string | null) {
  return tableNumber ? ('QR' as const) : ('WEBSITE' as const);
}
