import type { FieldError } from "../contract/envelope";

/** Errors a service may throw; the error handler maps each to its status and the API envelope. */

export type { FieldError };

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly title?: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldError[], message = errors[0]?.message ?? "The request is not valid") {
    super(400, message, "Validation failed", errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Please sign in to continue") {
    super(401, message, "Unauthorised");
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You do not have access to this") {
    super(403, message, "Forbidden");
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found") {
    super(404, message, "Not found");
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, "Conflict");
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, "Too many attempts");
  }
}
