/** The one error type routes and services throw; the error handler turns it into the route's envelope. */
import type { ErrorCode } from '../../common/errors';
import type { MessageValues } from '../i18n/translate';

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values: MessageValues = {},
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'ApiError';
  }
}
