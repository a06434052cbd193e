/** What every failed call throws: a message ready to show, in the user's language, and what kind of failure. */
export type FailureKind = 'network' | 'timeout' | 'http' | 'rejected' | 'session';

export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    /** The error name from the server's table, when the server gave one. */
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
