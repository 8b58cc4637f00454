// The orders module's face to printing: the orders a receipt is drawn from. The printing module
// routes each line to a station itself (through the catalog), so nothing here knows of printers.
export { findOrdersToPrint, type OrderToPrint } from './order-prints.repository';
