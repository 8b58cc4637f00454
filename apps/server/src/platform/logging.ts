import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config';
import { createRequestIds } from './request-id';

type LogLine = { write(line: string): void };

/**
 * Fastify's own logger (pino) as the server uses it: JSON lines at LOG_LEVEL, tokens, cookies and
 * codes hidden, one line per request (RequestLines) and a request id on every line a request writes.
 * `stream` receives the lines instead of stdout (tests read them); `enabled: false` silences it.
 */
export function serverLogging(
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY'>,
  options: { enabled?: boolean; stream?: LogLine } = {},
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'requestIdHeader' | 'genReqId'> {
  return {
    logger:
      options.enabled === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.stream ? { stream: options.stream } : {}),
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
              req: (request: FastifyRequest) => ({
                method: request.method,
                // The path only: query strings may carry gateway references and other secrets.
                path: request.url.split('?')[0],
                hostDomain: request.headers.hostdomain,
                requestStartTime: request.headers['request-start-time'],
                remoteAddress: request.ip,
              }),
              res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
              // err: Fastify's default, pino's error serializer (type, message, stack).
            },
          },
    logController: new RequestLines(),
    // Our own genReqId decides whether a caller's x-request-id is taken (createRequestIds).
    requestIdHeader: false,
    genReqId: createRequestIds({ trustHeader: config.TRUST_PROXY }),
  };
}

/**
 * Fastify's request lines, as one line per request written when it is answered: method, path,
 * status, response time and (bound by Fastify) the request id. A failed request — a 5xx, or a
 * response that broke off — is written at level error, so it is logged at any LOG_LEVEL short of
 * silent; the error itself is logged with its stack by the error handler (errors.ts).
 */
class RequestLines extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}
