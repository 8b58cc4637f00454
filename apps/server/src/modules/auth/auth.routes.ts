import fastifyCookie from '@fastify/cookie';
import {
  ZAdminLoginRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMyPermissions,
  ZProfile,
  ZRefreshRequest,
  ZTokens,
  ZUpdateProfileRequest,
  ZVerifyRequest,
} from '@sofreh/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireVendor } from './auth.guard';
import { type AuthService, SESSION_MAX_AGE_MS } from './auth.service';

const AUTH_PATH = '/api-identity/identity/auth';
export const REFRESH_COOKIE = 'sofreh_refresh';
const tags = ['identity: auth'];

/**
 * Whether the refresh cookie is Secure: whenever the request came over https — on the server's own
 * socket, or through a proxy trusted with TRUST_PROXY (its X-Forwarded-Proto) — and always in
 * production, which is served over https only, whether or not its proxy is declared (decision 0043).
 */
export function refreshCookieSecure(request: Pick<FastifyRequest, 'protocol'>, production: boolean) {
  return production || request.protocol === 'https';
}

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    sendBurstPerMinute,
    production,
  }: { auth: AuthService; sendBurstPerMinute: number; production: boolean },
) {
  // Only these routes read or set a cookie (the refresh token's): the plugin is registered here, in
  // their own context, so that no other request pays its two hooks — parsing on every request and a
  // Set-Cookie check on every answer, a measurable part of the cached menu's hit (decision 0034).
  await app.register(fastifyCookie);
  // Their answers carry tokens, profiles and permissions, or say whether a session exists: no cache,
  // the browser's included, may keep one (decision 0043).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  /** The refresh token also travels as an HttpOnly cookie that page scripts cannot read. */
  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, refreshToken: string) =>
    reply.setCookie(REFRESH_COOKIE, refreshToken, {
      path: AUTH_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: refreshCookieSecure(request, production),
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Sending a code costs money: beyond the per-phone and per-IP limits kept in the database, a burst
  // limit per instance turns floods away before they reach it.
  const sendLimit = { rateLimit: { max: sendBurstPerMinute, timeWindow: '1 minute' } };
  const verifyLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  r.post(
    `${AUTH_PATH}/login`,
    {
      config: { access: 'public', ...sendLimit },
      schema: {
        tags,
        summary: 'Send a login code by SMS',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    (request) => auth.login(requireVendor(request), request.body, request.ip),
  );

  r.post(
    `${AUTH_PATH}/verify`,
    {
      config: { access: 'public', ...verifyLimit },
      schema: {
        tags,
        summary: 'Verify the code and open a session',
        body: ZVerifyRequest,
        response: { 200: ZTokens },
      },
    },
    async (request, reply) => {
      const tokens = await auth.verify(requireVendor(request), request.body);
      request.log.info({ event: 'auth.login', userId: request.body.userId }, 'logged in');
      setRefreshCookie(request, reply, tokens.refreshToken);
      return tokens;
    },
  );

  r.post(
    `${AUTH_PATH}/refreshtoken`,
    {
      config: { access: 'public', ...verifyLimit },
      schema: {
        tags,
        summary: 'Exchange a refresh token (body or cookie) for a new pair',
        body: ZRefreshRequest.optional(),
        response: { 200: ZTokens },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refreshToken ?? request.cookies[REFRESH_COOKIE];
      const tokens = await auth.refresh(presented);
      setRefreshCookie(request, reply, tokens.refreshToken);
      return tokens;
    },
  );

  r.delete(
    `${AUTH_PATH}/logout`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session (its access tokens stop working at once)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth);
      const cookie = request.cookies[REFRESH_COOKIE];
      if (cookie) await auth.logoutByRefreshToken(cookie);
      reply.clearCookie(REFRESH_COOKIE, { path: AUTH_PATH });
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${AUTH_PATH}/me`,
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: ZProfile } } },
    (request) => auth.getProfile(requireAuth(request)),
  );

  r.put(
    `${AUTH_PATH}/me`,
    {
      config: { access: 'authenticated' },
      schema: { tags, body: ZUpdateProfileRequest, response: { 200: ZProfile } },
    },
    (request) => auth.updateProfile(requireAuth(request), request.body),
  );

  r.post(
    `${AUTH_PATH}/adminlogin`,
    {
      config: { access: 'public', tenant: 'none', ...verifyLimit },
      schema: {
        tags,
        summary: 'Platform administrator login',
        body: ZAdminLoginRequest,
        response: { 200: ZTokens },
      },
    },
    (request) => auth.adminLogin(request.body.username, request.body.password),
  );

  const bikerTags = ['identity: bikers'];
  r.post(
    '/api-identity/identity/bikers/login',
    {
      config: { access: 'public', ...sendLimit },
      schema: { tags: bikerTags, body: ZLoginRequest, response: { 200: ZLoginResponse } },
    },
    (request) => auth.login(requireVendor(request), request.body, request.ip, 'biker'),
  );

  r.post(
    '/api-identity/identity/bikers/verify',
    {
      config: { access: 'public', ...verifyLimit },
      schema: { tags: bikerTags, body: ZVerifyRequest, response: { 200: ZTokens } },
    },
    (request) => auth.verify(requireVendor(request), request.body),
  );

  r.get(
    '/api-identity/identity/permissions/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['identity: permissions'],
        summary: 'The caller’s permissions',
        response: { 200: ZMyPermissions },
      },
    },
    (request) => ({ permissions: [...requireAuth(request).permissions] }),
  );
}
