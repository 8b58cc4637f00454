import { describe, expect, it } from 'vitest';
import {
  autoPrintCatchUpStates,
  autoPrintTriggersFor,
  customerBill,
  kitchenTicket,
  type PrintableOrder,
  type PrintableStation,
  printTargetsOf,
} from './receipts';

const grill: PrintableStation = {
  id: 'grill',
  name: 'کباب',
  kind: 'KITCHEN',
  printerId: 'p1',
  printerName: 'چاپگر کباب',
};
const bar: PrintableStation = {
  id: 'bar',
  name: 'نوشیدنی',
  kind: 'KITCHEN',
  printerId: 'p2',
  printerName: 'چاپگر بار',
};
const cashier: PrintableStation = {
  id: 'cash',
  name: 'صندوق',
  kind: 'CUSTOMER',
  printerId: 'p3',
  printerName: 'صندوق',
};
const options = { vendorName: 'رستوران نارنج', printItemsOnFactor: true };

const order: PrintableOrder = {
  number: 42,
  source: 'WEBSITE',
  deliveryType: 'DELIVER',
  status: 'PAID',
  paymentMethod: 'ONLINE',
  paymentState: 'PAID',
  customer: { firstName: 'علی', lastName: 'رضایی', phoneNumber: '09121111111' },
  address: { text: 'خیابان ولیعصر، کوچه ۱۲', details: 'طبقه 3' },
  tableNumber: null,
  numberOfPerson: null,
  description: 'بدون پیاز',
  totals: {
    sumOfItemsPrice: 500_000,
    sumOfItemToppingsPrice: 40_000,
    totalPackagingCost: 10_000,
    finalDiscountAmount: 54_000,
    serviceFeeType: 'PERCENTAGE',
    serviceFeeValue: 0,
    totalServiceFee: 0,
    tax: 48_600,
    deliveryCost: 30_000,
    tip: 0,
    finalPrice: 574_600,
  },
  currency: 'TOMAN',
  createdAt: '2026-11-22T09:35:00Z', // 13:05 in Tehran, 1 Azar 1405
  items: [
    {
      title: 'کباب کوبیده',
      count: 2,
      unitPrice: 220_000,
      isFreeItem: false,
      toppings: [{ title: 'گوجه کبابی', price: 20_000, count: 1 }],
      stationId: 'grill',
    },
    { title: 'دوغ', count: 2, unitPrice: 30_000, isFreeItem: false, toppings: [], stationId: 'bar' },
    { title: 'نوشابه', count: 0, unitPrice: 25_000, isFreeItem: false, toppings: [], stationId: 'bar' },
    { title: 'سالاد', count: 1, unitPrice: 0, isFreeItem: true, toppings: [], stationId: null },
  ],
};

describe('routing an order to its stations', () => {
  it('prints each kitchen station’s own items, the bill at the cashier, and nothing where no item goes', () => {
    const dessert: PrintableStation = { ...grill, id: 'dessert', name: 'دسر' };
    const targets = printTargetsOf(order, [grill, dessert, bar, cashier]);
    expect(targets.map((t) => [t.station.id, t.itemCount])).toEqual([
      ['grill', 2],
      ['bar', 2],
      ['cash', 5],
    ]);
  });

  it('puts only the station’s items on its ticket, with toppings and the note, and no prices', () => {
    const ticket = kitchenTicket(order, grill, options);
    const items = ticket.lines.filter((l) => l.kind === 'item');
    expect(items).toEqual([
      { kind: 'item', count: '۲ ×', title: 'کباب کوبیده', details: ['+ گوجه کبابی'], amount: null },
    ]);
    expect(ticket.lines).toContainEqual({ kind: 'big', text: 'سفارش ۴۲' });
    expect(ticket.lines).toContainEqual({ kind: 'text', text: 'توضیحات: بدون پیاز' });
    expect(ticket.lines).toContainEqual({ kind: 'pair', label: 'نوع سفارش', value: 'ارسال با پیک' });
    expect(ticket.lines).toContainEqual({ kind: 'pair', label: 'تلفن', value: '۰۹۱۲۱۱۱۱۱۱۱' });
    expect(ticket.lines).toContainEqual({ kind: 'text', text: 'نشانی: خیابان ولیعصر، کوچه ۱۲ — طبقه ۳' });
    expect(ticket.lines).toContainEqual({ kind: 'pair', label: 'تاریخ', value: '۱۴۰۵/۰۹/۰۱  ساعت ۱۳:۰۵' });
    expect(ticket.lines.some((l) => l.kind === 'total')).toBe(false);
  });
});

describe('the customer’s bill', () => {
  it('lists items with their money and every total that is not zero, in Toman with Persian digits', () => {
    const bill = customerBill(order, cashier, options);
    expect(bill.lines.filter((l) => l.kind === 'item')).toEqual([
      {
        kind: 'item',
        count: '۲ ×',
        title: 'کباب کوبیده',
        details: ['+ گوجه کبابی'],
        amount: '۴۸۰٬۰۰۰ تومان',
      },
      { kind: 'item', count: '۲ ×', title: 'دوغ', details: [], amount: '۶۰٬۰۰۰ تومان' },
      { kind: 'item', count: '۱ ×', title: 'سالاد', details: [], amount: 'رایگان' },
    ]);
    expect(bill.lines.filter((l) => l.kind === 'total')).toEqual([
      { kind: 'total', label: 'جمع اقلام', value: '۵۴۰٬۰۰۰ تومان', bold: false },
      { kind: 'total', label: 'تخفیف', value: '۵۴٬۰۰۰ تومان', bold: false },
      { kind: 'total', label: 'هزینه ارسال', value: '۳۰٬۰۰۰ تومان', bold: false },
      { kind: 'total', label: 'بسته‌بندی', value: '۱۰٬۰۰۰ تومان', bold: false },
      { kind: 'total', label: 'مالیات', value: '۴۸٬۶۰۰ تومان', bold: false },
      { kind: 'total', label: 'مبلغ قابل پرداخت', value: '۵۷۴٬۶۰۰ تومان', bold: true },
    ]);
    expect(bill.lines).toContainEqual({ kind: 'pair', label: 'پرداخت', value: 'آنلاین — پرداخت‌شده' });
  });

  it('shows the totals only when the vendor does not print items on the bill', () => {
    const bill = customerBill(order, cashier, { ...options, printItemsOnFactor: false });
    expect(bill.lines.some((l) => l.kind === 'item')).toBe(false);
    expect(bill.lines).toContainEqual({
      kind: 'total',
      label: 'مبلغ قابل پرداخت',
      value: '۵۷۴٬۶۰۰ تومان',
      bold: true,
    });
  });

  it('names the table for a dine-in order and leaves out the phone on a kitchen ticket', () => {
    const dineIn: PrintableOrder = {
      ...order,
      deliveryType: 'SERVE',
      source: 'QR',
      tableNumber: '5',
      numberOfPerson: 4,
      address: null,
    };
    const ticket = kitchenTicket(dineIn, grill, options);
    expect(ticket.lines).toContainEqual({ kind: 'pair', label: 'میز', value: '۵' });
    expect(ticket.lines).toContainEqual({ kind: 'pair', label: 'تعداد نفرات', value: '۴' });
    expect(ticket.lines.some((l) => l.kind === 'pair' && l.label === 'تلفن')).toBe(false);
    expect(ticket.lines.some((l) => l.kind === 'text' && l.text.startsWith('نشانی'))).toBe(false);
  });
});

describe('which events print by themselves', () => {
  it.each([
    ['CREATED', 'SUBMITTED', []],
    ['CREATED', 'NEEDFORCALL', ['NEW']],
    ['CREATED', 'CONFIRMED', ['NEW', 'CONFIRMED']],
    ['PAID', 'PAID', ['NEW']],
    ['STATE_CHANGED', 'CONFIRMED', ['CONFIRMED']],
    ['STATE_CHANGED', 'READYTOSERVE', []],
  ] as const)('%s → %s prints %j', (kind, status, expected) => {
    expect(autoPrintTriggersFor(kind, status)).toEqual(expected);
  });
});

describe('which missed automatic prints are still printed late', () => {
  it.each([
    ['NEW', 'SUBMITTED', false],
    ['NEW', 'PAID', true],
    ['NEW', 'NEEDFORCALL', true],
    ['NEW', 'CONFIRMED', true],
    ['NEW', 'READYTOPICKUP', false],
    ['NEW', 'REJECTED', false],
    ['CONFIRMED', 'NEEDFORCALL', false],
    ['CONFIRMED', 'CONFIRMED', true],
    ['CONFIRMED', 'READYTOSERVE', false],
    ['CONFIRMED', 'DELIVERED', false],
  ] as const)('%s in %s: %s', (trigger, status, expected) => {
    expect(autoPrintCatchUpStates(trigger).includes(status)).toBe(expected);
  });
});
