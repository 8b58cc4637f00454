import type { TErrorCode, TPermission } from '@sofreh/domain';

export type VendorContext = {
  id: string;
  slug: string;
  name: string;
  active: boolean;
};

export type SessionKind = 'CUSTOMER' | 'STAFF' | 'VENDOR' | 'BIKER' | 'ADMIN';

export type AuthContext = {
  userId: string;
  sessionId: string;
  kind: SessionKind;
  vendorId: string | null;
  permissions: ReadonlySet<TPermission>;
};

/**
 * Who may call a route. Every route under the API prefixes declares one (the app refuses to start
 * otherwise), so no route is protected by accident or left open by omission.
 * - public: anyone, logged in or not
 * - authenticated: any session of this vendor (customer or staff)
 * - customer: a customer session of this vendor
 * - { permission }: the vendor's owner, or staff whose role holds the permission
 * - staff: the vendor's owner or any active staff member
 * - admin: a platform administrator
 */
export type Access =
  | 'public'
  | 'authenticated'
  | 'customer'
  | 'staff'
  | 'admin'
  | { permission: TPermission };

/** One API route and the access it declared: the route table the isolation tests enumerate. */
export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  tenant: 'required' | 'none';
  /** Whether the route validates a body or query (an empty one may be refused before any service runs). */
  hasInput: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, in registration order. */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** 'none' for routes that serve no vendor (health, admin, docs). Default: the host's vendor is required. */
    tenant?: 'required' | 'none';
    /**
     * Body fields whose refusal by the schema answers with a SPEC §8 code of its own rather than
     * BAD_REQUEST: an order without its service type is ORDER_HAS_TO_HAVE_DELIVER_METHOD.
     */
    fieldCodes?: Readonly<Record<string, TErrorCode>>;
  }
  interface FastifyRequest {
    vendor: VendorContext | null;
    auth: AuthContext | null;
  }
}
