import {
  pageOf,
  ZCreateCustomerRequest,
  ZCustomer,
  ZCustomerIdParams,
  ZCustomerInformation,
  ZCustomerSearchQuery,
  ZCustomersQuery,
  ZDeliveryIdParams,
  ZOfflineAddress,
  ZOfflineAddressRequest,
  ZOfflineLatLongRequest,
  ZUpdateCustomerRequest,
  ZUpdateOfflineAddressRequest,
} from '@sofreh/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireVendor } from '../auth/auth.guard';
import type { CustomersService } from './customers.service';

const CUSTOMERS = '/api-identity/identity/customers';
const OFFLINE = '/api-identity/identity/address/offline';
const tags = ['identity: customers'];
const view = { access: { permission: 'CUSTOMERS_VIEW' as const } };
const manage = { access: { permission: 'CUSTOMERS_MANAGE' as const } };

export async function customersRoutes(app: FastifyInstance, { customers }: { customers: CustomersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    CUSTOMERS,
    {
      config: view,
      schema: {
        tags,
        summary: 'The vendor’s customers, newest first; search by name or phone digits (Persian or Latin)',
        querystring: ZCustomersQuery,
        response: { 200: pageOf(ZCustomer) },
      },
    },
    (request) => customers.list(requireVendor(request), requireAuth(request), request.query),
  );

  r.get(
    `${CUSTOMERS}/search`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Customers whose phone starts with the digits typed so far (the ordering screen)',
        querystring: ZCustomerSearchQuery,
        response: { 200: z.array(ZCustomer) },
      },
    },
    (request) => customers.searchByPhone(requireVendor(request), requireAuth(request), request.query),
  );

  r.post(
    CUSTOMERS,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Adds a customer by phone; a person who already has an account is linked, not duplicated',
        body: ZCreateCustomerRequest,
        response: { 201: ZCustomer },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await customers.create(requireVendor(request), requireAuth(request), request.body)),
  );

  r.put(
    CUSTOMERS,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Renames a customer (id in the body) for this vendor',
        body: ZUpdateCustomerRequest,
        response: { 200: ZCustomer },
      },
    },
    (request) => customers.update(requireVendor(request), requireAuth(request), request.body),
  );

  r.get(
    `${CUSTOMERS}/:id/information`,
    {
      config: view,
      schema: {
        tags,
        summary: 'Profile with order count, total spent and the last order',
        params: ZCustomerIdParams,
        response: { 200: ZCustomerInformation },
      },
    },
    (request) => customers.information(requireVendor(request), requireAuth(request), request.params.id),
  );

  r.get(
    `${CUSTOMERS}/:id/address`,
    {
      config: view,
      schema: {
        tags,
        summary: 'The customer’s addresses, each with its delivery zone and price (or not deliverable)',
        params: ZCustomerIdParams,
        response: { 200: z.array(ZOfflineAddress) },
      },
    },
    (request) => customers.addresses(requireVendor(request), requireAuth(request), request.params.id),
  );

  r.post(
    OFFLINE,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Staff save an address for a customer (phone order); answers its zone price',
        body: ZOfflineAddressRequest,
        response: { 201: ZOfflineAddress },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await customers.createAddress(requireVendor(request), requireAuth(request), request.body)),
  );

  r.put(
    OFFLINE,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Staff edit a customer’s address (id in the body); fields left out keep their value',
        body: ZUpdateOfflineAddressRequest,
        response: { 200: ZOfflineAddress },
      },
    },
    (request) => customers.updateAddress(requireVendor(request), requireAuth(request), request.body),
  );

  r.put(
    `${OFFLINE}/lat-long`,
    {
      config: manage,
      schema: {
        tags,
        summary: 'Moves an address’s map pin; answers its new zone price',
        body: ZOfflineLatLongRequest,
        response: { 200: ZOfflineAddress },
      },
    },
    (request) => customers.moveAddressPin(requireVendor(request), requireAuth(request), request.body),
  );

  r.get(
    `${OFFLINE}/:id`,
    {
      config: view,
      schema: {
        tags,
        summary: 'One of the vendor’s customer addresses with its owner and zone price',
        params: ZDeliveryIdParams,
        response: { 200: ZOfflineAddress },
      },
    },
    (request) => customers.getAddress(requireVendor(request), requireAuth(request), request.params.id),
  );
}
