import { DeliveryType, type TDeliveryType } from '@sofreh/domain';

/** What the customer may choose: serving at the table for a table's QR code, else what the vendor offers. */
export function serviceChoices(
  offered: readonly TDeliveryType[],
  tableNumber: string | null,
): TDeliveryType[] {
  if (tableNumber) return ['SERVE'];
  return DeliveryType.options.filter((type) => offered.includes(type));
}

/** The menu a customer orders from: the table's QR menu, or the website's. */
export function sellChannelFor(tableNumber: string | null) {
  return tableNumber ? ('QR' as const) : ('WEBSITE' as const);
}
