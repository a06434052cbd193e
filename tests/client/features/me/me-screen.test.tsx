// Proves the security hints link to what raises the level; /me is public under one title (a visitor gets log-in and register links, help, contact and the texts); the profile hub shows the user (email, UID, KYC badge, invite code, security level), copies the invite code, links every /me page, and logs out to /home.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userPaths } from '../../../../src/common/api-paths';
import { kycStatus } from '../../../../src/common/user-types';
import { routeFor } from '../../../../src/client/app/routes';
import MeScreen from '../../../../src/client/features/me/me-screen';
import { notifyStore } from '../../../../src/client/lib/notify/notify-store';
import { sessionStore } from '../../../../src/client/lib/session/session-store';
import { envelope, renderScreen, routeFetch, setOnline, signIn } from './me-test-kit';
import { userInfoAnswer } from '../../support/account-answers';
import { answer } from '../../support/fake-fetch';

const info = {
  email: 'jane@example.com',
  icon: '',
  uid: '100042',
  auth: kycStatus.verified,
  invitationCode: 'PTRL42',
  assetsPwd: false,
};

function serve() {
  return routeFetch({
    [userPaths.info]: () => answer(userInfoAnswer(info)),
    [userPaths.logout]: () => envelope(null),
  });
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => {
  setOnline(true);
  window.location.hash = '#/me';
});
afterEach(() => {
  // Unmount before the real fetch comes back, so no late reload reaches the network.
  cleanup();
  vi.unstubAllGlobals();
});

describe('MeScreen', () => {
  it('shows the user from the server with their security level', async () => {
    signIn();
    serve();
    renderScreen(<MeScreen />);
    const card = await screen.findByTestId('me-profile-card');
    expect(card.textContent).toContain('jane@example.com');
    expect(card.textContent).toContain('100042');
    expect(within(card).getByTestId('kyc-badge').textContent).toBe('Verified');
    expect(screen.getByTestId('me-invite-code').textContent).toBe('PTRL42');
    // Login password and verified KYC, no trade password: two of three.
    expect(screen.getByTestId('me-security').dataset['level']).toBe('medium');
    expect(screen.getByTestId('me-avatar').querySelector('svg')).toBeTruthy();
    // The missing step is a link to where it is taken; the one already taken is not offered.
    expect(screen.getByTestId('me-security-tip-trade').getAttribute('href')).toBe('#/me/safety');
    expect(screen.queryByTestId('me-security-tip-kyc')).toBeNull();
  });

  it('copies the invite code and says so', async () => {
    signIn({ email: 'jane@example.com', invitationCode: 'PTRL42', uid: '100042' });
    serve();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<MeScreen />);
    await act(async () => fireEvent.click(screen.getByTestId('me-copy-invite')));
    expect(writeText).toHaveBeenCalledWith('PTRL42');
    expect(notifyStore.get().current?.kind).toBe('success');
  });

  it('links every profile and footer page', async () => {
    signIn({ email: 'jane@example.com' });
    serve();
    renderScreen(<MeScreen />);
    for (const path of [
      '/me/profile',
      '/me/safety',
      '/me/verify',
      '/me/lang',
      '/me/help',
      '/me/contact',
      '/me/about',
      '/protocol',
      '/me/privacy',
      '/me/legal',
    ]) {
      expect(screen.getByTestId(`me-row-${path}`)).toBeTruthy();
    }
    fireEvent.click(screen.getByTestId('me-row-/me/verify'));
    expect(window.location.hash).toBe('#/me/verify');
  });

  it('logs out, forgetting the user, and goes home', async () => {
    signIn({ email: 'jane@example.com' });
    const server = serve();
    renderScreen(<MeScreen />);
    await act(async () => fireEvent.click(screen.getByTestId('me-logout')));
    await waitFor(() => expect(window.location.hash).toBe('#/home'));
    expect(sessionStore.get().isLogin).toBe(false);
    expect(server.pathsCalled()).toContain(userPaths.logout);
  });

  it('asks a visitor to log in, and still lists the pages', () => {
    sessionStore.set({ isLogin: false, userId: '', token: '', email: '' });
    serve();
    renderScreen(<MeScreen />);
    expect(screen.getByText('Please login first')).toBeTruthy();
    expect(screen.getByTestId('me-row-/me/help')).toBeTruthy();
    expect(screen.queryByTestId('me-logout')).toBeNull();
  });

  it('gives a visitor log-in and register links back to /me, and every public page but no private one', () => {
    sessionStore.set({ isLogin: false, userId: '', token: '', email: '' });
    const server = serve();
    renderScreen(<MeScreen />);
    const prompt = screen.getByTestId('me-visitor');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '#/login?redirect=%2Fme',
    );
    expect(within(prompt).getByRole('link', { name: 'Create an account' })).toBeTruthy();
    for (const path of ['/me/help', '/me/contact', '/me/about', '/me/privacy', '/me/legal', '/me/lang']) {
      expect(screen.getByTestId(`me-row-${path}`)).toBeTruthy();
    }
    for (const path of ['/me/profile', '/me/safety', '/me/verify']) {
      expect(screen.queryByTestId(`me-row-${path}`)).toBeNull();
    }
    expect(server.pathsCalled()).not.toContain(userPaths.info);
  });

  it('is a public route, so no login gate with another title stands in front of it', () => {
    expect(routeFor('/me')?.private).toBeFalsy();
  });

  it('has one title, signed in or not', async () => {
    sessionStore.set({ isLogin: false, userId: '', token: '', email: '' });
    serve();
    const visitor = renderScreen(<MeScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Me');
    visitor.unmount();
    signIn({ email: 'jane@example.com' });
    renderScreen(<MeScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Me');
  });
});
