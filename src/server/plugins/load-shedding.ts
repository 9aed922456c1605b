import type { FastifyInstance } from 'fastify';
import { SERVER_BUSY_MESSAGE, ServerBusyError } from '../errors.ts';
import { AdaptiveLimit } from './adaptive-limit.ts';
import { turnClock } from './event-loop-turns.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Counted against the in-flight limit, until its answer reaches onSend. */
    inFlight: boolean;
    /** When it was counted in (performance.now()), for the adaptive limit. */
    admittedAt: number;
  }
}

/** Load balancers and supervisors must hear from a busy process too: it is alive, just full. */
const isHealthCheck = (url: string) => url.startsWith('/api/health');

const busyBody = JSON.stringify({ message: SERVER_BUSY_MESSAGE, errors: {} });
/** The refusal's headers asking for a wait of `seconds`. */
const busyHeadersFor = (seconds: number) => ({
  ...new ServerBusyError(seconds).headers,
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(busyBody)),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});

/**
 * The event-loop delay limit guards the work behind the API, the PDFs drawn for download and the
 * sitemap (the whole catalogue). A page's HTML shell and its scripts, styles and pictures are cheap
 * to send, and refusing one leaves the customer a blank page where a refused API call shows the
 * shop's "very busy" message.
 */
const HEAVY_PREFIXES = ['/api/', '/download/', '/sitemap.xml'];
const isHeavyRequest = (url: string) => HEAVY_PREFIXES.some((prefix) => url.startsWith(prefix));

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 20;

/**
 * How many samples in a row must run late: one late tick is a garbage collection or the host
 * scheduling another process, not a queue of requests (a lone tick once refused every request on a
 * host busy with other work).
 */
const LATE_SAMPLES = 3;

type EventLoopDelay = {
  /** The least lateness of the last LATE_SAMPLES samples. */
  ms: number;
  /** When the sampling timer last ran (performance.now()). */
  sampledAt: number;
};

/**
 * How late this process's event loop has been running: a timer due every SAMPLE_MS notes how much
 * later than that it ran, and the figure is the least of the last LATE_SAMPLES, so only a loop that
 * keeps running late counts. A late loop means requests have been waiting, unread, behind other work.
 */
function eventLoopDelay(app: FastifyInstance): EventLoopDelay {
  const delay = { ms: 0, sampledAt: performance.now() };
  const recent: number[] = [];
  const timer = setInterval(() => {
    const now = performance.now();
    recent.push(Math.max(0, now - delay.sampledAt - SAMPLE_MS));
    if (recent.length > LATE_SAMPLES) recent.shift();
    delay.ms = Math.min(...recent);
    delay.sampledAt = now;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return delay;
}

export type LoadLimits = {
  /** Requests worked on at once (MAX_REQUESTS_IN_FLIGHT); 0: no limit. */
  maxInFlight: number;
  /**
   * Answers slower than this while the process is busy lower the in-flight limit below
   * `maxInFlight` (LATENCY_TARGET_MS; see AdaptiveLimit); 0: the limit stays at `maxInFlight`.
   */
  latencyTargetMs: number;
  /** How late the event loop may run before new requests are refused (MAX_EVENT_LOOP_DELAY_MS); 0: no limit. */
  maxEventLoopDelayMs: number;
  /** A refusal's Retry-After is drawn from 1 to this many seconds (BUSY_RETRY_AFTER_MAX_SECONDS). */
  retryAfterMaxSeconds?: number;
};

/**
 * Answers 503 with Retry-After, at once, to a request that finds the in-flight limit reached in this
 * process (`maxInFlight`, lowered while answers run slower than `latencyTargetMs`), or to an API,
 * download or sitemap request while the event loop keeps running more than `maxEventLoopDelayMs` late.
 * Without limits every request queues and under overload all of them get slow. A request waiting
 * for the database (PostgreSQL's pool) counts in flight; on SQLite a request's work is mostly
 * synchronous, so requests queue unread behind the event loop instead and its delay tells. Either
 * way the excess is refused cheaply, before any other hook or database work, and what is served
 * stays fast.
 */
export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): void {
  const maxInFlight = limits.maxInFlight > 0 ? limits.maxInFlight : Number.POSITIVE_INFINITY;
  const maxDelayMs = limits.maxEventLoopDelayMs > 0 ? limits.maxEventLoopDelayMs : Number.POSITIVE_INFINITY;
  if (maxInFlight === Number.POSITIVE_INFINITY && maxDelayMs === Number.POSITIVE_INFINITY) return;
  const delay = maxDelayMs === Number.POSITIVE_INFINITY ? undefined : eventLoopDelay(app);
  // The samples tell of turns that have ended. On SQLite a request's queries never leave the event
  // loop, so one turn reads and answers every request that arrived while the last turn ran, one
  // after another, each in flight alone: the in-flight limit never fills, and the answers late in a
  // long turn have waited, unread, the whole turn. Refusing only after three late samples let three
  // such turns in four be served (p99 of seconds at 200 connections; decision 0201). So a turn
  // that has already run past the limit refuses the rest of its heavy requests at once, and so does
  // the turn right after it: a request read there may have arrived as the long turn began
  // (event-loop-turns.ts; at 500 connections a returning crowd was read in such turns).
  const turns = delay === undefined ? undefined : turnClock();
  const isLate = (now: number) => {
    if (delay === undefined || turns === undefined) return false;
    // Asked at every request, before the other tests: it notes when each turn begins.
    const unreadMs = turns.unreadWaitMs(now);
    return unreadMs > maxDelayMs || delay.ms > maxDelayMs || now - delay.sampledAt > maxDelayMs + SAMPLE_MS;
  };
  const adaptive =
    limits.latencyTargetMs > 0 && maxInFlight !== Number.POSITIVE_INFINITY
      ? new AdaptiveLimit({ max: maxInFlight, targetMs: limits.latencyTargetMs })
      : undefined;
  const busyHeaders = Array.from({ length: limits.retryAfterMaxSeconds ?? 1 }, (_, index) =>
    busyHeadersFor(index + 1),
  );
  let inFlight = 0;
  app.decorateRequest('inFlight', false);
  app.decorateRequest('admittedAt', 0);
  // Callback hooks: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const now = performance.now();
    const late = isLate(now) && isHeavyRequest(request.url);
    const limit = adaptive ? adaptive.limit : maxInFlight;
    if ((inFlight >= limit || late) && !isHealthCheck(request.url)) {
      // Written straight to the socket, skipping the reply's hooks and serialisation: under
      // overload the refusals are most of the traffic (clients retry), and each must cost far
      // less than an answer or refusing would itself take the time the answers need.
      reply.hijack();
      reply.raw.writeHead(503, busyHeaders[Math.floor(Math.random() * busyHeaders.length)]);
      reply.raw.end(busyBody);
      return;
    }
    request.inFlight = true;
    request.admittedAt = now;
    inFlight += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.inFlight) {
      adaptive?.answered(request.admittedAt, performance.now(), inFlight);
      request.inFlight = false;
      inFlight -= 1;
    }
    done(null, payload);
  });
}
