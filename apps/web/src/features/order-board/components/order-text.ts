import { DeliveryType, type TBoardOrderRow, toPersianDigits } from '@sofreh/domain';

// How the board writes an order's customer, service and time, in the list and in the columns alike.

export const TEHRAN_CLOCK = new Intl.DateTimeFormat('fa-IR', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function customerOf(row: TBoardOrderRow): string {
  return row.customerName ?? (row.customerPhone ? toPersianDigits(row.customerPhone) : 'مشتری حضوری');
}

export function serviceOf(row: TBoardOrderRow): string {
  const type = DeliveryType.labels[row.deliveryType];
  return row.tableNumber ? `${type} — میز ${toPersianDigits(row.tableNumber)}` : type;
}
