/** Typed errors a use case throws; the error plugin maps each to its status and `{ message, errors }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** Sent with the answer, e.g. retry-after on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors: Record<string, string[]> = {}) {
    super(422, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You may not access this resource.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors: Record<string, string[]> = {}) {
    super(409, message, errors);
  }
}

/**
 * The database cannot be reached, or cannot take writes (a full disk, a read-only file): the
 * request was fine and may succeed later, so 503 with Retry-After. `cause` is the driver's error,
 * for the log only.
 */
export class DatabaseUnavailableError extends AppError {
  constructor(
    message: string,
    retryAfterSeconds: number,
    override readonly cause: unknown,
  ) {
    super(503, message, {}, { 'retry-after': String(retryAfterSeconds) });
  }
}

export const SERVER_BUSY_MESSAGE = 'The shop is very busy just now. Please try again in a moment.';

/**
 * The process has as many requests as it can answer in good time (its in-flight limit), or a
 * request waited too long for a database connection: 503 with Retry-After, and nothing changed.
 * Refusing the excess keeps the answers that are served fast instead of letting every one queue.
 */
export class ServerBusyError extends AppError {
  constructor(retryAfterSeconds = 1) {
    super(503, SERVER_BUSY_MESSAGE, {}, { 'retry-after': String(retryAfterSeconds) });
  }
}
