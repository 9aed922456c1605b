import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

type FieldErrors = Record<string, string[]>;

function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const key = field || '_';
  errors[key] = [...(errors[key] ?? []), message];
}

/** One JSON shape for every error: `{ message, errors }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = String(issue.instancePath).replace(/^\//, '').replace(/\//g, '.');
        addFieldError(errors, field, issue.message ?? 'This value is not valid.');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid.';
      return reply.status(422).send({ message: first, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429 ? 'Too many requests. Please wait a minute and try again.' : error.message;
      return reply.status(status).send({ message, errors: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', errors: {} });
  });

}
