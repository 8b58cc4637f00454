import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { runAsActor } from '../../db/actor';
import type { Access, RouteAccess, VendorContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { AuthService } from './auth.service';

const API_PREFIXES = ['/api', '/api-identity', '/api-catalog', '/api-snappfood', '/api-delivery'];
const isApiRoute = (url: string) => API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));

/**
 * The access check every API route passes through before its handler: the vendor from the host, then
 * the token, then the route's declared access. Routes never check this themselves.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    /** The request's vendor: at once when it is known, else once it is read. */
    resolveVendor: (request: FastifyRequest) => VendorContext | null | Promise<VendorContext | null>;
  },
) {
  app.decorateRequest('vendor', null);
  app.decorateRequest('auth', null);

  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        access,
        tenant: route.config?.tenant ?? 'required',
        hasInput: Boolean(route.schema?.body || route.schema?.querystring),
      });
    }
    route.handler = asActor(route.handler);
  });

  // A callback hook, not an async one: a request whose vendor is known and which needs no token read
  // (a public page without a token: the menu) passes without a promise or a turn of the microtask
  // queue (decision 0032).
  app.addHook('onRequest', (request, _reply, done) => {
    let checked: Promise<void> | undefined;
    try {
      checked = admit(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (checked) checked.then(() => done(), done);
    else done();
  });

  /** The route's access check: synchronous unless the vendor or the token needs a read. */
  function admit(request: FastifyRequest): Promise<void> | undefined {
    const config = request.routeOptions.config;
    if (!config?.access) return;
    const access = config.access;
    if (config.tenant === 'none') return checkToken(request, access);
    const vendor = deps.resolveVendor(request);
    if (vendor instanceof Promise) {
      return vendor.then((found) => {
        admitVendor(request, found);
        return checkToken(request, access);
      });
    }
    admitVendor(request, vendor);
    return checkToken(request, access);
  }

  function checkToken(request: FastifyRequest, access: Access): Promise<void> | undefined {
    if (access !== 'public') return authenticate(request, access, deps.auth);
    // Public routes work for anyone: a stale or foreign token must not break the landing page or
    // the very refresh call that replaces it. A valid one is still read (logout uses it).
    if (!request.headers.authorization) return;
    return authenticate(request, 'public', deps.auth).catch(() => {
      request.auth = null;
    });
  }
}

function admitVendor(request: FastifyRequest, vendor: VendorContext | null) {
  if (!vendor) throw new AppError('VENDOR_NOT_FOUND');
  if (!vendor.active) throw new AppError('VENDOR_INACTIVE');
  request.vendor = vendor;
}

const ACTOR_KINDS = new Set(['VENDOR', 'STAFF', 'ADMIN']);

/**
 * Runs a handler as its staff member or administrator, so that every write it makes is recorded in the
 * audit log under their name (db/actor.ts, decision 0020). Customers and anonymous callers are no actor.
 */
function asActor(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function (this: FastifyInstance, request, reply) {
    const auth = request.auth;
    if (!auth || !ACTOR_KINDS.has(auth.kind)) return handler.call(this, request, reply);
    return runAsActor({ userId: auth.userId, requestId: request.id }, () =>
      handler.call(this, request, reply),
    );
  };
}

async function authenticate(request: FastifyRequest, access: Access, auth: AuthService) {
  const header = request.headers.authorization;
  if (!header) {
    if (access === 'public') return;
    throw new AppError('AUTH_HEADER_MISSING_ERR');
  }
  const match = /^Bearer\s*(.*)$/i.exec(header);
  const token = match?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') {
    if (access === 'public') return;
    throw new AppError('AUTH_TOKEN_MISSING_ERR');
  }
  const claims = await auth.tokens.verifyAccess(token);
  const context = await auth.loadAccess(claims);
  if (!context) throw new AppError('JWT_DECODE_ERR');

  // A session belongs to the vendor it was opened on: another vendor's host refuses it.
  if (request.vendor && context.vendorId !== request.vendor.id) throw new AppError('FORBIDDEN_ERR');
  if (!request.vendor && context.kind !== 'ADMIN' && access === 'admin') throw new AppError('FORBIDDEN_ERR');
  request.auth = context;

  if (access === 'public' || access === 'authenticated') return;
  if (access === 'admin') {
    if (context.kind !== 'ADMIN') throw new AppError('FORBIDDEN_ERR');
    return;
  }
  if (access === 'customer') {
    if (context.kind !== 'CUSTOMER') throw new AppError('FORBIDDEN_ERR');
    return;
  }
  const isStaff = context.kind === 'VENDOR' || context.kind === 'STAFF';
  if (!isStaff) throw new AppError('ACCESS_DENIED_ERR');
  if (access === 'staff') return;
  if (!context.permissions.has(access.permission)) throw new AppError('ACCESS_DENIED_ERR');
}

/** The authenticated context of a route whose access is not 'public'. */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('AUTH_HEADER_MISSING_ERR');
  return request.auth;
}

export function requireVendor(request: FastifyRequest) {
  if (!request.vendor) throw new AppError('VENDOR_NOT_FOUND');
  return request.vendor;
}
