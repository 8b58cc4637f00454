import type { TCurrency, TPriceBreakdown } from '@sofreh/domain';
import { PriceBreakdown } from '../../../components/price-breakdown';

/** The money of a placed order, as it was priced when ordered. */
export function OrderTotals({ totals, currency }: { totals: TPriceBreakdown; currency: TCurrency }) {
  return <PriceBreakdown totals={totals} currency={currency} finalLabel="مبلغ کل" />;
}
