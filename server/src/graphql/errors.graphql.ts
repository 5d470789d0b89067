import {
  AppError,
  ForbiddenError,
  NotAuthenticatedError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '@kadr/core/errors/app-error';
import { builder } from './builder';

/** Every expected error: a stable machine code and a human-readable message. */
export const ErrorInterface = builder.interfaceRef<AppError>('Error').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

/** Declares a GraphQL object type for an AppError subclass, implementing Error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- constructor signatures differ per error
export function errorType(cls: new (...args: any[]) => AppError, name: string) {
  builder.objectType(cls, {
    name,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => value instanceof cls,
    fields: () => ({}),
  });
}

export const FieldErrorRef = builder.objectRef<{ path: string; message: string }>('FieldError').implement({
  fields: (t) => ({ path: t.exposeString('path'), message: t.exposeString('message') }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }) }),
});
errorType(NotAuthenticatedError, 'NotAuthenticatedError');
errorType(ForbiddenError, 'ForbiddenError');
errorType(NotFoundError, 'NotFoundError');
builder.objectType(RateLimitedError, {
  name: 'RateLimitedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof RateLimitedError,
  fields: (t) => ({ retryAfterSeconds: t.exposeInt('retryAfterSeconds') }),
});
