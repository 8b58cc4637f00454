import {
  type TBankConfiguration,
  type TPaymentProvider,
  type TStartedPayment,
  ZBankConfiguration,
  ZStartedPayment,
} from '@sofreh/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { browserNavigation } from './browser-navigation';

/** Where the bank's answer lands: the order's own page, on this vendor's host (the server checks). */
export function orderPageUrl(orderId: string): string {
  return `${window.location.origin}/orders/${orderId}`;
}

/**
 * Asks the server for a payment of the order and sends the browser to the gateway. Used by the
 * checkout right after the order exists and by the order page's «try again» after a failed payment.
 */
export async function payOrderOnline(
  orderId: string,
  provider: TPaymentProvider,
  tip?: number,
): Promise<TStartedPayment> {
  const query = new URLSearchParams({ submitUrl: orderPageUrl(orderId), paymentServiceType: provider });
  if (tip !== undefined) query.set('tip', String(tip));
  const payment = await apiRequest(`/api/orders/payment/${orderId}?${query}`, {
    schema: ZStartedPayment,
  });
  browserNavigation.assign(payment.redirectUrl);
  return payment;
}

/** How this restaurant can be paid: online gateways (one preselected), cash, card. */
export function getBankConfiguration(): Promise<TBankConfiguration> {
  return apiRequest('/api/bankconfiguration', { schema: ZBankConfiguration });
}

export function useBankConfiguration() {
  return useQuery({ queryKey: ['payments', 'bank-configuration'], queryFn: getBankConfiguration });
}

/** The gateway chosen for the customer unless they choose: the vendor's preselection, else the first. */
export function defaultProvider(configuration: TBankConfiguration): TPaymentProvider | null {
  const { preSelectedProvider, bankTypes } = configuration;
  if (preSelectedProvider && bankTypes.includes(preSelectedProvider)) return preSelectedProvider;
  return bankTypes[0] ?? null;
}
