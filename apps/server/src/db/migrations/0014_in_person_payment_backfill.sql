-- Decision 0031: a cash or card order is paid once it is handed over. Orders handed over before that
-- rule was written down still read PENDING; they were paid at the counter or at the door, so their
-- badge says so now. Runs without a staff actor: no audit rows (the change is the platform's, not a
-- person's). Credit, pay-later, wallet and online orders are left as they are.
UPDATE orders SET payment_state = 'PAID'
WHERE payment_method IN ('CASH', 'CARD') AND status IN ('DELIVERED', 'FINISHED') AND payment_state <> 'PAID';
