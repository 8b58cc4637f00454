import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LogFn, Logger } from 'pino';

type LevelledLogger = FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>;

/**
 * A request's logger that makes pino's child only when a line at an enabled level is written; from
 * then on every call goes to that child, so the lines are exactly the child's. A class, not an object
 * of closures: the server runs under tsx, which names every closure it creates (`__name` →
 * defineProperty), and eight of them per request cost more than the child they were saving.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelledLogger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private write(level: Level, args: Parameters<LogFn>) {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: Parameters<LogFn>) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
  silent() {}
  fatal(...args: Parameters<LogFn>) {
    this.write('fatal', args);
  }
  error(...args: Parameters<LogFn>) {
    this.write('error', args);
  }
  warn(...args: Parameters<LogFn>) {
    this.write('warn', args);
  }
  info(...args: Parameters<LogFn>) {
    this.write('info', args);
  }
  debug(...args: Parameters<LogFn>) {
    this.write('debug', args);
  }
  trace(...args: Parameters<LogFn>) {
    this.write('trace', args);
  }
}

/**
 * Fastify's `childLoggerFactory`: the per-request logger, made only when something is logged at an
 * enabled level. Fastify gives every request a pino child bound to its request id; making one
 * serializes the bindings and sets up redaction — work the cached customer menu, the hottest read,
 * paid on every request while usually logging nothing (bench/menu, decision 0029). A child with
 * options of its own (a route's log level) is made at once, as before.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levelled = parent as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
  // Fastify's silent stand-in (logger: false) has no levels to ask: nothing to save there.
  if (hasOwnOptions(options) || typeof levelled.isLevelEnabled !== 'function')
    return parent.child(bindings, options);
  return new LazyChildLogger(levelled as LevelledLogger, bindings) as unknown as FastifyBaseLogger;
}

/** Whether the child has options of its own — without the array `Object.keys` makes per request. */
function hasOwnOptions(options: ChildLoggerOptions): boolean {
  for (const name in options) if (Object.hasOwn(options, name)) return true;
  return false;
}
