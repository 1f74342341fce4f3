// The one error type of the server: closed kinds, stable codes, mapped to HTTP in one handler.
export type AppErrorKind =
  | 'invalid'
  | 'payment_required'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

const STATUS: Record<AppErrorKind, number> = {
  invalid: 400,
  payment_required: 402,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: string;
  readonly extra: Record<string, unknown> | undefined;

  constructor(opts: { kind: AppErrorKind; code: string; message: string; extra?: Record<string, unknown> }) {
    super(opts.message);
    this.kind = opts.kind;
    this.code = opts.code;
    this.extra = opts.extra;
  }

  get statusCode(): number {
    return STATUS[this.kind];
  }
}

export const notFound = (message: string, code = 'not_found') =>
  new AppError({ kind: 'not_found', code, message });
export const invalid = (message: string, code = 'invalid') =>
  new AppError({ kind: 'invalid', code, message });
export const forbidden = (message: string, code = 'forbidden') =>
  new AppError({ kind: 'forbidden', code, message });
export const conflict = (message: string, code: string) => new AppError({ kind: 'conflict', code, message });
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError({ kind: 'unauthenticated', code: 'unauthenticated', message });
