import {
  type TCreateCustomerRequest,
  type TCustomer,
  type TOfflineAddress,
  type TOfflineAddressRequest,
  type TUpdateCustomerRequest,
  ZCoveredAreaList,
  ZCustomer,
  ZCustomerInformation,
  ZOfflineAddress,
} from '@sofreh/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const CUSTOMERS = '/api-identity/identity/customers';
const OFFLINE = '/api-identity/identity/address/offline';
export const CUSTOMERS_KEY = ['staff-ordering', 'customers'] as const;

/** Customers whose phone starts with the digits typed so far (none before two digits). */
export function useCustomerSearch(phoneDigits: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'search', phoneDigits],
    queryFn: ({ signal }) =>
      apiRequest(`${CUSTOMERS}/search?${new URLSearchParams({ phone: phoneDigits })}`, {
        schema: z.array(ZCustomer),
        signal,
      }),
    enabled: phoneDigits.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** This vendor's customer with exactly this phone (normalized 09…), or null. */
export async function findCustomerByPhone(phoneNumber: string): Promise<TCustomer | null> {
  const found = await apiRequest(`${CUSTOMERS}/search?${new URLSearchParams({ phone: phoneNumber })}`, {
    schema: z.array(ZCustomer),
  });
  return found.find((c) => c.phoneNumber === phoneNumber) ?? null;
}

export function useCustomerInformation(customerId: string | null) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'information', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`${CUSTOMERS}/${customerId}/information`, { schema: ZCustomerInformation, signal }),
    enabled: customerId !== null,
  });
}

export function useCustomerAddresses(customerId: string | null) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'addresses', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`${CUSTOMERS}/${customerId}/address`, { schema: z.array(ZOfflineAddress), signal }),
    enabled: customerId !== null,
  });
}

export function createCustomer(body: TCreateCustomerRequest): Promise<TCustomer> {
  return apiRequest(CUSTOMERS, { method: 'POST', body, schema: ZCustomer, errorNotice: 'non-field' });
}

export function updateCustomer(body: TUpdateCustomerRequest): Promise<TCustomer> {
  return apiRequest(CUSTOMERS, { method: 'PUT', body, schema: ZCustomer, errorNotice: 'non-field' });
}

export function createOfflineAddress(body: TOfflineAddressRequest): Promise<TOfflineAddress> {
  return apiRequest(OFFLINE, { method: 'POST', body, schema: ZOfflineAddress, errorNotice: 'non-field' });
}

/** Where the restaurant delivers, drawn under the address pin. */
export function useCoveredAreas() {
  return useQuery({
    queryKey: ['staff-ordering', 'covered-areas'],
    queryFn: () =>
      apiRequest('/api-delivery/v1/covered-areas', { schema: ZCoveredAreaList, errorNotice: 'none' }),
  });
}
