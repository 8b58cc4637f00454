// The orders module's face to online payments (the transactions module): read the order a customer
// pays, change its tip, mark it paid. Each takes the executor to run on, so that inside a payment's
// transaction the order changes with the transaction row or not at all.
export {
  findCustomerOrder as findPayableOrder,
  markOrderPaid,
  orderExists,
  orderPaymentState,
  type PayableOrder,
  repriceTip,
} from './order-payments.repository';
