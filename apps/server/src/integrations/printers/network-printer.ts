/** Where a job goes: a printer on the restaurant's network. */
export type PrinterAddress = { vendorId: string; printerId: string; name: string; ip: string; port: number };

/** The outcome of sending one receipt: printed, or why not in Persian (shown to staff as it is). */
export type PrintResult = { ok: true } | { ok: false; reason: string };

/** The port the printing module sends receipts through (decision 0021). */
export interface NetworkPrinter {
  send(printer: PrinterAddress, bytes: Buffer): Promise<PrintResult>;
}
