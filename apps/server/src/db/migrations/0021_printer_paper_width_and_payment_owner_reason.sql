-- Decision 0044. A printer's paper width: the receipt is drawn for it (80 mm paper: 576 dots, 58 mm:
-- 384), so a narrow printer no longer drops the right-hand start of every right-to-left line.
ALTER TABLE "printers" ADD COLUMN "paper_width_mm" integer DEFAULT 80 NOT NULL;
--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_paper_width_mm" CHECK ("paper_width_mm" IN (58, 80));
--> statement-breakpoint
-- What the gateway's answer means for the restaurant's owner (e.g. ZarinPal -14: register the shop's
-- domain in the ZarinPal panel), shown to staff beside the payment; the customer sees failure_reason.
ALTER TABLE "transactions" ADD COLUMN "owner_reason" text;
