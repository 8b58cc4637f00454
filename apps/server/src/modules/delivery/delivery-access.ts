import type { Access } from '../../platform/context';

export const DELIVERY_PREFIX = '/api-delivery/v1';

export const DELIVERY_MANAGE: { access: Access } = { access: { permission: 'DELIVERY_MANAGE' } };
