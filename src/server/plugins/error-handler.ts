import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const key = field || '_';
  errors[key] = [...(errors[key] ?? []), message];
}

/**
 * Fastify's own 4xx texts ("Unsupported Media Type", parser details) mean little to an API user;
 * these say what to do instead. Codes not listed keep Fastify's message.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; please send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = String(issue.instancePath).replace(/^\//, '').replace(/\//g, '.');
    const params = issue.params as { keys?: unknown };
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      // Strict objects: name each unexpected field instead of one message on the whole body.
      for (const key of params.keys) {
        addFieldError(errors, [field, String(key)].filter(Boolean).join('.'), 'This field is not allowed.');
      }
    } else if (!field && issue.keyword === 'invalid_type' && error.validationContext === 'body') {
      addFieldError(errors, '', 'Please send the details as a JSON object.');
    } else {
      addFieldError(errors, field, issue.message ?? 'This value is not valid.');
    }
  }
  return errors;
}

/** One JSON shape for every error: `{ message, errors }`; 5xx details stay in the log. */
/**
 * PostgreSQL errors caused by a value the validators let through (a NUL character, a number out
 * of range, text it cannot encode): the request was bad, not the server, so never a 500.
 */
const DATABASE_INPUT_ERRORS = new Set(['22001', '22003', '22021', '22P02', '22P05']);
const UNREADABLE_VALUE_MESSAGE = 'The request contains a value the shop cannot read.';

export function registerErrorHandler(app: FastifyInstance): void {
  // The API takes JSON only. Fastify would parse text/plain into a string that then fails
  // validation with a puzzling 422; without the parser it is a plain 415 "send JSON".
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
      return reply.status(422).send({ message: first, errors });
    }
    if (DATABASE_INPUT_ERRORS.has(String(error.code))) {
      return reply.status(400).send({ message: UNREADABLE_VALUE_MESSAGE, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429 ? RATE_LIMITED_MESSAGE : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
      return reply.status(status).send({ message, errors: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE, errors: {} });
  });
}
