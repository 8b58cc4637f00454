import type { TPriceBreakdown } from '../contracts/orders';
import type { TAutoPrintTrigger, TReceipt, TReceiptLine } from '../contracts/printing';
import {
  DeliveryType,
  OrderSource,
  PaymentMethod,
  PaymentState,
  type TCurrency,
  type TDeliveryType,
  type TOrderSource,
  type TOrderStatus,
  type TPaymentMethod,
} from '../enums';
import { formatJalaliDate, formatMoney, formatTehranTime, toPersianDigits } from '../format';

// What a kitchen ticket and a customer's bill say (decision 0021), as lines both the 80 mm browser
// page and the thermal printer's image draw. Persian text, Persian digits, Toman.

export type PrintableItem = {
  title: string;
  count: number;
  unitPrice: number;
  isFreeItem: boolean;
  toppings: Array<{ title: string; price: number; count: number }>;
  /** The printer station of the item's menu category now; null: its category prints nowhere. */
  stationId: string | null;
};

export type PrintableOrder = {
  number: number;
  source: TOrderSource;
  deliveryType: TDeliveryType;
  status: TOrderStatus;
  paymentMethod: TPaymentMethod;
  paymentState: 'PENDING' | 'PAID' | 'FAILED';
  customer: { firstName: string | null; lastName: string | null; phoneNumber: string } | null;
  address: { text: string | null; details: string | null } | null;
  tableNumber: string | null;
  numberOfPerson: number | null;
  description: string | null;
  totals: TPriceBreakdown;
  currency: TCurrency;
  /** ISO 8601. */
  createdAt: string;
  /** Lines still in the order (count above 0). */
  items: PrintableItem[];
};

export type PrintableStation = {
  id: string;
  name: string;
  kind: 'KITCHEN' | 'CUSTOMER';
  printerId: string | null;
  printerName: string | null;
};

export type ReceiptOptions = { vendorName: string; printItemsOnFactor: boolean };

/** The items a station prints: a kitchen station its categories' items, a cashier station all of them. */
export function itemsForStation(order: PrintableOrder, station: PrintableStation): PrintableItem[] {
  const live = order.items.filter((item) => item.count > 0);
  return station.kind === 'CUSTOMER' ? live : live.filter((item) => item.stationId === station.id);
}

/**
 * The stations that print something of this order, in the order given: every kitchen station with
 * at least one of its items in the order, and every cashier station (the bill). A kitchen station
 * with none of the order's items prints nothing.
 */
export function printTargetsOf<S extends PrintableStation>(
  order: PrintableOrder,
  stations: readonly S[],
): Array<{ station: S; itemCount: number }> {
  return stations
    .map((station) => ({
      station,
      itemCount: itemsForStation(order, station).reduce((sum, item) => sum + item.count, 0),
    }))
    .filter(({ station, itemCount }) => station.kind === 'CUSTOMER' || itemCount > 0);
}

/**
 * Which automatic prints an order event starts: NEW when an order becomes real (created in any state
 * but SUBMITTED, or paid online), CONFIRMED when it is confirmed (or created confirmed by staff).
 */
export function autoPrintTriggersFor(
  kind: 'CREATED' | 'PAID' | 'STATE_CHANGED' | 'ACKNOWLEDGED',
  status: TOrderStatus | null,
): TAutoPrintTrigger[] {
  const triggers: TAutoPrintTrigger[] = [];
  // Someone saying «دیدم» prints nothing.
  if (kind === 'ACKNOWLEDGED') return triggers;
  if ((kind === 'CREATED' && status !== null && status !== 'SUBMITTED') || kind === 'PAID')
    triggers.push('NEW');
  if (status === 'CONFIRMED' && kind !== 'PAID') triggers.push('CONFIRMED');
  return triggers;
}

/**
 * Where a missed automatic print is still worth printing late (the catch-up sweep, decision 0021):
 * the kitchen ticket of a new order while nobody has made it ready yet, the confirmed order's print
 * while it is still confirmed. Past that (ready, on its way, delivered, rejected) the paper is no use.
 */
export function autoPrintCatchUpStates(trigger: TAutoPrintTrigger): readonly TOrderStatus[] {
  return trigger === 'NEW' ? ['PAID', 'NEEDFORCALL', 'CONFIRMED'] : ['CONFIRMED'];
}

function customerName(order: PrintableOrder): string | null {
  if (!order.customer) return null;
  const name = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

function topping(t: { title: string; count: number }): string {
  return t.count > 1 ? `+ ${t.title} ×${toPersianDigits(t.count)}` : `+ ${t.title}`;
}

/** The head both tickets share: who, which order, when, how it is served. */
function head(order: PrintableOrder, station: PrintableStation, options: ReceiptOptions): TReceiptLine[] {
  const created = new Date(order.createdAt);
  const lines: TReceiptLine[] = [
    { kind: 'title', text: options.vendorName },
    { kind: 'center', text: station.kind === 'CUSTOMER' ? 'فیش مشتری' : `ایستگاه ${station.name}` },
    { kind: 'big', text: `سفارش ${toPersianDigits(order.number)}` },
    {
      kind: 'pair',
      label: 'تاریخ',
      value: `${formatJalaliDate(created)}  ساعت ${formatTehranTime(created)}`,
    },
    { kind: 'pair', label: 'نوع سفارش', value: DeliveryType.labels[order.deliveryType] },
    { kind: 'pair', label: 'منبع', value: OrderSource.labels[order.source] },
  ];
  if (order.tableNumber)
    lines.push({ kind: 'pair', label: 'میز', value: toPersianDigits(order.tableNumber) });
  if (order.numberOfPerson)
    lines.push({ kind: 'pair', label: 'تعداد نفرات', value: toPersianDigits(order.numberOfPerson) });
  const name = customerName(order);
  if (name) lines.push({ kind: 'pair', label: 'مشتری', value: name });
  const delivered = order.deliveryType === 'DELIVER' || order.deliveryType === 'ZFEXPRESS';
  if (order.customer && (delivered || station.kind === 'CUSTOMER'))
    lines.push({ kind: 'pair', label: 'تلفن', value: toPersianDigits(order.customer.phoneNumber) });
  if (delivered && order.address?.text) {
    const details = order.address.details ? ` — ${order.address.details}` : '';
    lines.push({ kind: 'text', text: `نشانی: ${toPersianDigits(order.address.text + details)}` });
  }
  return lines;
}

function note(order: PrintableOrder): TReceiptLine[] {
  return order.description?.trim()
    ? [{ kind: 'rule' }, { kind: 'text', text: `توضیحات: ${toPersianDigits(order.description.trim())}` }]
    : [];
}

/** The kitchen ticket: the station's items with counts and toppings, and the customer's note; no prices. */
export function kitchenTicket(
  order: PrintableOrder,
  station: PrintableStation,
  options: ReceiptOptions,
): TReceipt {
  const items = itemsForStation(order, station);
  return {
    stationId: station.id,
    stationName: station.name,
    kind: 'KITCHEN',
    lines: [
      ...head(order, station, options),
      { kind: 'rule' },
      ...items.map(
        (item): TReceiptLine => ({
          kind: 'item',
          count: `${toPersianDigits(item.count)} ×`,
          title: item.title,
          details: item.toppings.map(topping),
          amount: null,
        }),
      ),
      ...note(order),
    ],
  };
}

/**
 * The customer's bill. With the vendor's print-items-on-factor option off it shows the totals only
 * (SPEC §7 `setprintitemsonfactoroption`). Totals that are zero are left out, except the sum and
 * what to pay.
 */
export function customerBill(
  order: PrintableOrder,
  station: PrintableStation,
  options: ReceiptOptions,
): TReceipt {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const t = order.totals;
  const lines: TReceiptLine[] = [...head(order, station, options), { kind: 'rule' }];
  if (options.printItemsOnFactor) {
    for (const item of order.items.filter((i) => i.count > 0)) {
      const unit = item.unitPrice + item.toppings.reduce((sum, x) => sum + x.price * x.count, 0);
      lines.push({
        kind: 'item',
        count: `${toPersianDigits(item.count)} ×`,
        title: item.title,
        details: item.toppings.map(topping),
        amount: item.isFreeItem ? 'رایگان' : money(unit * item.count),
      });
    }
    lines.push({ kind: 'rule' });
  }
  lines.push({
    kind: 'total',
    label: 'جمع اقلام',
    value: money(t.sumOfItemsPrice + t.sumOfItemToppingsPrice),
    bold: false,
  });
  const optional: Array<[string, number]> = [
    ['تخفیف', t.finalDiscountAmount],
    ['هزینه ارسال', t.deliveryCost],
    ['بسته‌بندی', t.totalPackagingCost],
    ['مالیات', t.tax],
    ['حق سرویس', t.totalServiceFee],
    ['انعام', t.tip],
  ];
  for (const [label, amount] of optional) {
    if (amount > 0) lines.push({ kind: 'total', label, value: money(amount), bold: false });
  }
  lines.push({ kind: 'rule' });
  lines.push({ kind: 'total', label: 'مبلغ قابل پرداخت', value: money(t.finalPrice), bold: true });
  lines.push({
    kind: 'pair',
    label: 'پرداخت',
    value: `${PaymentMethod.labels[order.paymentMethod]} — ${PaymentState.labels[order.paymentState]}`,
  });
  lines.push(...note(order));
  lines.push({ kind: 'rule' }, { kind: 'center', text: 'نوش جان!' });
  return { stationId: station.id, stationName: station.name, kind: 'CUSTOMER', lines };
}

/** The receipt a station prints for the order: its kitchen ticket, or the bill. */
export function receiptFor(
  order: PrintableOrder,
  station: PrintableStation,
  options: ReceiptOptions,
): TReceipt {
  return station.kind === 'CUSTOMER'
    ? customerBill(order, station, options)
    : kitchenTicket(order, station, options);
}
