// Proves the login flow returns only to safe in-app paths: external, protocol-relative and auth-screen redirects fall back to /me.
import { describe, expect, it } from 'vitest';
import { loginHref, redirectTarget, registerHref } from '../../../../src/client/lib/account/login-links';

describe('login links', () => {
  it('carries the current path as an encoded redirect', () => {
    expect(loginHref('/me/verify')).toBe('/login?redirect=%2Fme%2Fverify');
    expect(registerHref({ code: 'AB12', redirect: '/me' })).toBe('/register?code=AB12&redirect=%2Fme');
    expect(loginHref()).toBe('/login');
  });

  it('goes back to the redirect when it is an in-app path, else to /me', () => {
    expect(redirectTarget('redirect=%2Fme%2Fverify')).toBe('/me/verify');
    expect(redirectTarget('redirect=%2Fmarket%2Fkline%3Fcurrency%3DBTC')).toBe('/market/kline?currency=BTC');
    expect(redirectTarget('')).toBe('/me');
    for (const unsafe of [
      'https://evil.example',
      '//evil.example',
      '/login',
      '/register?x=1',
      'me',
      '/\\evil',
    ]) {
      expect(redirectTarget(`redirect=${encodeURIComponent(unsafe)}`)).toBe('/me');
    }
  });
});
