import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import { createRequestIds } from './request-id';

type LogLine = { write(line: string): void };

/** What a request line says of its request: never its query string (it may carry secrets), nor a header value. */
const requestFields = (request: FastifyRequest) => ({
  method: request.method,
  path: request.url.split('?')[0],
  hostDomain: request.headers.hostdomain,
  requestStartTime: request.headers['request-start-time'],
  remoteAddress: request.ip,
});
const replyFields = (reply: { statusCode: number }) => ({ statusCode: reply.statusCode });

/**
 * Fastify's own logger (pino) as the server uses it: JSON lines at LOG_LEVEL, tokens, cookies, codes
 * and merchant ids hidden, one line per request (RequestLines) and a request id on every line a
 * request writes. `stream` receives the lines instead of stdout (tests read them); `enabled: false`
 * silences it.
 */
export function serverLogging(
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY'>,
  options: { enabled?: boolean; stream?: LogLine } = {},
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'requestIdHeader' | 'genReqId'> {
  const enabled = options.enabled !== false;
  const level = enabled ? config.LOG_LEVEL : 'silent';
  const serializers = { req: requestFields, res: replyFields };
  return {
    logger: enabled && {
      level,
      ...(options.stream ? { stream: options.stream } : {}),
      // Whatever a line carries, these never reach the log.
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
      // err: Fastify's default, pino's error serializer (type, message, stack).
      serializers,
    },
    logController: new RequestLines(pino({ level, serializers }, options.stream ?? pino.destination(1))),
    // Our own genReqId decides whether a caller's x-request-id is taken (createRequestIds).
    requestIdHeader: false,
    genReqId: createRequestIds({ trustHeader: config.TRUST_PROXY }),
  };
}

/**
 * Fastify's request lines, as one line per request written when it is answered: method, path,
 * status, response time and request id. A failed request — a 5xx, or a response that broke off — is
 * written at level error, so it is logged at any LOG_LEVEL short of silent; the error itself is logged
 * with its stack by the error handler (errors.ts).
 *
 * `lines` is the same log without the redaction: a request line holds only the fields above, chosen
 * here, so there is nothing in it to hide, and pino's redaction of `*.token` and the like clones every
 * value of a line to look (7–9 µs a line, a fifth of what a cached menu costs the server: decision
 * 0041). Every other line, the request's own included, goes through the redaction.
 */
class RequestLines extends LogController {
  constructor(private readonly lines: Logger) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      // An error may carry anything: through the request's own, redacted, logger.
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const failed = reply.statusCode >= 500;
    if (!this.lines.isLevelEnabled(failed ? 'error' : 'info')) return;
    const line = { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime };
    if (failed) this.lines.error(line, 'request failed');
    else this.lines.info(line, 'request completed');
  }
}
