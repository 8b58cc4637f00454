import {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';
import { lazyChildLogger } from './lazy-logger';

/**
 * The server's log: JSON lines at LOG_LEVEL, with tokens, cookies and codes hidden. `enabled: false`
 * makes a silent one (tests that do not read the log).
 */
export function createAppLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  options: { enabled?: boolean; stream?: DestinationStream } = {},
): Logger {
  return pino(
    {
      level: options.enabled === false ? 'silent' : config.LOG_LEVEL,
      // Tokens, cookies and codes never reach the log.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.otp',
          '*.refreshToken',
          '*.token',
          '*.merchantId',
          '*.merchant_id',
        ],
        censor: '[hidden]',
      },
      serializers: {
        err: pino.stdSerializers.err,
        // A Fastify request.
        req: (request) => ({
          method: request.method,
          // The path only: query strings may carry gateway references that are nobody's business in a log.
          path: request.url.split('?')[0],
          hostDomain: request.headers.hostdomain,
          requestStartTime: request.headers['request-start-time'],
          remoteAddress: request.ip,
        }),
        // A Fastify reply.
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    options.stream,
  );
}

/**
 * The Fastify options that give each request a child of `log`, bound to its request id and made only
 * when it writes a line (lazy-logger.ts).
 *
 * Fastify's own logger stays off (`logger: false`): with it on, Fastify timed every answer and put two
 * listeners on every response to write "request completed" — work it did even when the level dropped
 * that line, about a tenth of what a cached customer menu costs the server (bench/menu-hit, decision
 * 0038). `registerRequestLines` writes those lines only when the level keeps them.
 */
export function loggingOptions(
  log: Logger,
): Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory' | 'logController'> {
  return {
    logger: false,
    // Fastify hands its silent stand-in as the parent: every request's logger is this log's instead.
    childLoggerFactory: (_silent, bindings, options) => lazyChildLogger(log, bindings, options),
    logController: new RequestLineController(log.isLevelEnabled('info')),
  };
}

/** Fastify's request lines, with "incoming request" not even put together when info lines are dropped. */
class RequestLineController extends LogController {
  constructor(private readonly infoKept: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (this.infoKept) super.incomingRequest(request, reply);
  }
}

/**
 * Makes `log` the app's (plugins and Fastify write to `app.log`) and keeps Fastify's per-request lines
 * at level info: "incoming request", which Fastify writes through the request's logger in any case,
 * and "request completed" with its responseTime, which Fastify writes for a request with an
 * onResponse hook — hence this one, added only when info lines are kept. Call before registering
 * plugins: they take `app.log` from the instance they are registered on.
 */
export function registerRequestLines(app: FastifyInstance, log: Logger): void {
  app.log = log as FastifyBaseLogger;
  if (log.isLevelEnabled('info')) app.addHook('onResponse', (_request, _reply, done) => done());
}
