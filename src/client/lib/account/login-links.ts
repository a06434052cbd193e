/**
 * Links into the login flow and back out of it. The place to return to travels as `redirect` in the hash query
 * (#/login?redirect=%2Fme%2Fverify); only in-app paths are accepted, and never the auth screens themselves, so a
 * crafted link cannot send the user elsewhere or into a loop.
 */
import { withQuery } from '../router/hash-location';

export const loginPath = '/login';
export const registerPath = '/register';
export const forgotPasswordPath = '/password';
export const protocolPath = '/protocol';
/** Where a successful login or registration goes when nothing asked for a place. */
export const afterLoginPath = '/me';

const authPaths: readonly string[] = [loginPath, registerPath, forgotPasswordPath];

/** `redirect` when it is a safe in-app path, else undefined. */
export function safeRedirect(redirect: string | null | undefined): string | undefined {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || /[\s\\]/.test(redirect)) {
    return undefined;
  }
  const path = redirect.split('?')[0] ?? '';
  return authPaths.includes(path) ? undefined : redirect;
}

export const loginHref = (redirect?: string) => withQuery(loginPath, { redirect: safeRedirect(redirect) });

export const forgotPasswordHref = (redirect?: string) =>
  withQuery(forgotPasswordPath, { redirect: safeRedirect(redirect) });

export const registerHref = (query: { redirect?: string | undefined; code?: string | undefined } = {}) =>
  withQuery(registerPath, { code: query.code, redirect: safeRedirect(query.redirect) });

/** The `redirect` of a hash query when it is safe, so the auth screens can pass it along to each other. */
export const redirectOf = (search: string) => safeRedirect(new URLSearchParams(search).get('redirect'));

/** Where to go after logging in, read from a hash query such as "redirect=%2Fme%2Fverify". */
export function redirectTarget(search: string): string {
  return redirectOf(search) ?? afterLoginPath;
}
