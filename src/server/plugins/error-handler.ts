import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { asDatabaseUnavailable } from '../db/database-unavailable.ts';
import { AppError } from '../errors.ts';
import { OncePerWhile } from '../once-per-while.ts';

/**
 * Field errors by field name. Names come from the client (an unknown key is reported by its name),
 * so they live in a Map: a plain object would answer `errors["constructor"]` with an inherited
 * function, and `errors["__proto__"] = …` would set its prototype.
 */
class FieldErrors {
  private readonly byField = new Map<string, string[]>();

  add(field: string, message: string): void {
    const key = field || '_';
    const messages = this.byField.get(key);
    if (messages) messages.push(message);
    else this.byField.set(key, [message]);
  }

  first(): string | undefined {
    for (const messages of this.byField.values()) return messages[0];
    return undefined;
  }

  /** Own properties only (Object.fromEntries defines, never assigns), so any name is safe to send. */
  toJSON(): Record<string, string[]> {
    return Object.fromEntries(this.byField);
  }
}

/** How many unknown fields an answer names; the rest are counted, so a body of 60,000 keys costs little to answer. */
export const MAX_LISTED_UNKNOWN_FIELDS = 5;

/**
 * Fastify's own 4xx texts ("Unsupported Media Type", parser details) mean little to an API user;
 * these say what to do instead. Other 4xx codes of Fastify's get their status's plain text.
 */
const FRAMEWORK_MESSAGES = new Map<string, string>([
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'The request body is not valid JSON.'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'The request body is empty; please send a JSON object.'],
  [
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    'Please send the request body as JSON (Content-Type: application/json).',
  ],
  ['FST_ERR_CTP_INVALID_TYPE', 'Please send the request body as JSON (Content-Type: application/json).'],
  ['FST_ERR_CTP_EMPTY_TYPE', 'Please send the request body as JSON (Content-Type: application/json).'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 'The request body is too large.'],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'The request body does not match its Content-Length.'],
]);

const STATUS_MESSAGES = new Map<number, string>([
  [400, 'The request could not be read.'],
  [404, 'Not found.'],
  [405, 'This method is not allowed here.'],
  [408, 'The request took too long to arrive.'],
  [413, 'The request body is too large.'],
  [414, 'The address is too long.'],
  [415, 'Please send the request body as JSON (Content-Type: application/json).'],
  [431, 'The request headers are too large.'],
]);
const BAD_REQUEST_MESSAGE = 'The request could not be handled.';

const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const NOT_ALLOWED = 'This field is not allowed.';

function validationErrors(error: FastifyError): { errors: FieldErrors; unknownFields: number } {
  const errors = new FieldErrors();
  let unknownFields = 0;
  for (const issue of error.validation ?? []) {
    const field = String(issue.instancePath).replace(/^\//, '').replace(/\//g, '.');
    const params = issue.params as { keys?: unknown };
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      // Strict objects: name each unexpected field (the first few) instead of one message on the whole body.
      for (const key of params.keys.slice(0, Math.max(0, MAX_LISTED_UNKNOWN_FIELDS - unknownFields))) {
        errors.add([field, String(key)].filter(Boolean).join('.'), NOT_ALLOWED);
      }
      unknownFields += params.keys.length;
    } else if (!field && issue.keyword === 'invalid_type' && error.validationContext === 'body') {
      errors.add('', 'Please send the details as a JSON object.');
    } else {
      errors.add(field, issue.message || 'This value is not valid.');
    }
  }
  return { errors, unknownFields };
}

/**
 * PostgreSQL errors caused by a value the validators let through (a NUL character, a number out
 * of range, text it cannot encode): the request was bad, not the server, so never a 500.
 */
const DATABASE_INPUT_ERRORS = new Set(['22001', '22003', '22021', '22P02', '22P05']);
const UNREADABLE_VALUE_MESSAGE = 'The request contains a value the shop cannot read.';

/**
 * JSON bodies are parsed as Fastify does, refusing `__proto__` (and `constructor.prototype`) keys
 * outright rather than passing them on, but such a body is valid JSON: say which key is refused.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    parseJson(request, text, (error, value) => {
      if (error && isJson(text)) {
        const key = /"__proto__"\s*:/.test(text) ? '__proto__' : 'constructor';
        done(new AppError(400, `The field "${key}" is not allowed in a request body.`), undefined);
      } else {
        done(error, value);
      }
    });
  });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const OUTAGE_LOG_INTERVAL_MS = 30_000;

/** One JSON shape for every error: `{ message, errors }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  // The API takes JSON only. Fastify would parse text/plain into a string that then fails
  // validation with a puzzling 422; without the parser it is a plain 415 "send JSON".
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);

  const outageLog = new OncePerWhile(OUTAGE_LOG_INTERVAL_MS);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = asDatabaseUnavailable(error);
    if (unavailable) {
      // Every request fails alike during an outage: the cause once, not a line per request.
      const cause = unavailable.cause as { code?: unknown; message?: unknown };
      if (outageLog.due(String(cause.code ?? cause.message))) {
        request.log.error(
          { err: unavailable.cause },
          `database unavailable, answering 503 (the same error is logged again after ${OUTAGE_LOG_INTERVAL_MS / 1000} s)`,
        );
      }
      return reply
        .status(503)
        .headers(unavailable.headers)
        .send({ message: unavailable.message, errors: {} });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { errors, unknownFields } = validationErrors(error);
      const message =
        unknownFields > MAX_LISTED_UNKNOWN_FIELDS
          ? `${unknownFields} fields are not allowed; the first ${MAX_LISTED_UNKNOWN_FIELDS} are listed.`
          : (errors.first() ?? 'The request is not valid.');
      return reply.status(422).send({ message, errors: errors.toJSON() });
    }
    if (DATABASE_INPUT_ERRORS.has(String(error.code))) {
      return reply.status(400).send({ message: UNREADABLE_VALUE_MESSAGE, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? RATE_LIMITED_MESSAGE
          : (FRAMEWORK_MESSAGES.get(error.code) ?? STATUS_MESSAGES.get(status) ?? BAD_REQUEST_MESSAGE);
      return reply.status(status).send({ message, errors: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE, errors: {} });
  });
}

/**
 * Requests Node's HTTP parser cannot read (a space or raw non-ASCII byte in the path, a broken
 * Content-Length) never reach Fastify's routes; Fastify's default answer to them is a body of
 * its own shape. This answers them in the one error shape and closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: STATUS_MESSAGES.get(status), errors: {} });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
