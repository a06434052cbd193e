// Proves private routes show visitors "Please login first" with login and register links that return to the current path, and show the screen once logged in.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivateRoute } from '../../../../src/client/app/private-route';
import { clearSession, startSession } from '../../../../src/client/lib/session/session-store';
import { renderAt } from './render-auth';

afterEach(() => clearSession());

describe('PrivateRoute', () => {
  it('asks a visitor to log in first, then come back', async () => {
    renderAt(
      '#/me/verify?step=2',
      <PrivateRoute path="/me/verify">
        <p>KYC form</p>
      </PrivateRoute>,
    );
    expect(await screen.findByText('Please login first')).toBeTruthy();
    expect(screen.queryByText('KYC form')).toBeNull();
    const redirect = encodeURIComponent('/me/verify?step=2');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `#/login?redirect=${redirect}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `#/register?redirect=${redirect}`,
    );
  });

  it('shows the screen to a logged-in user, and the prompt again after logout', async () => {
    startSession('u-1', 'tok-1');
    renderAt(
      '#/me/profile',
      <PrivateRoute path="/me/profile">
        <p>Profile hub</p>
      </PrivateRoute>,
    );
    expect(screen.getByText('Profile hub')).toBeTruthy();
    act(() => clearSession());
    expect(await screen.findByText('Please login first')).toBeTruthy();
  });
});
