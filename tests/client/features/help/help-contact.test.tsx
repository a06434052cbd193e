// Proves the help centre lists the server's articles in the current language and opens one in place, and the contact screen shows the support email and opens the online service link.
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpPaths, paramPaths } from '../../../../src/common/api-paths';
import ContactScreen from '../../../../src/client/features/help/contact-screen';
import HelpScreen from '../../../../src/client/features/help/help-screen';
import { localeStore } from '../../../../src/client/lib/i18n/i18n';
import { envelope, renderScreen, routeFetch, setOnline } from '../me/me-test-kit';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));
beforeEach(() => setOnline(true));
afterEach(() => {
  // Unmount before the real fetch comes back, so no late reload reaches the network.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localeStore.set({ locale: 'en-US' });
});

describe('HelpScreen', () => {
  it('lists the articles and opens one', async () => {
    // A locale no other test uses, so no saved answer from elsewhere shows first.
    localeStore.set({ locale: 'ja-JP' });
    const server = routeFetch({
      [helpPaths.articles]: () =>
        envelope([
          { id: 'a1', title: 'How do I deposit?' },
          { id: 'a2', title: 'Why is my withdrawal pending?' },
        ]),
      [helpPaths.article]: async (request) => {
        const id = new URLSearchParams(await request.text()).get('id');
        return envelope({ id, title: 'How do I deposit?', body: 'Open Assets.\n\nChoose Recharge.' });
      },
    });
    renderScreen(<HelpScreen />);
    const item = await screen.findByTestId('help-item-a1');
    expect(screen.getByTestId('help-item-a2').textContent).toContain('Why is my withdrawal pending?');
    await act(async () => fireEvent.click(item));
    const body = await screen.findByTestId('help-body-a1');
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Open Assets.',
      'Choose Recharge.',
    ]);
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(server.pathsCalled()).toEqual([helpPaths.articles, helpPaths.article]);
  });

  it('says when there are no articles', async () => {
    localeStore.set({ locale: 'ko-KR' });
    routeFetch({ [helpPaths.articles]: () => envelope([]) });
    renderScreen(<HelpScreen />);
    expect(await screen.findByText(/There are no help articles yet/)).toBeTruthy();
  });
});

describe('ContactScreen', () => {
  it('shows the support email and opens the online service in a new window', async () => {
    routeFetch({
      [paramPaths.byName]: async (request) => {
        const name = new URLSearchParams(await request.text()).get('paramName');
        const valueName =
          name === 'customer_service_email' ? 'support@petrel.example' : 'https://chat.petrel.example/';
        return envelope({ paramName: name, valueName, keyName: '' });
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen(<ContactScreen />);
    const email = await screen.findByTestId('contact-email');
    expect(email.textContent).toBe('support@petrel.example');
    expect(email.getAttribute('href')).toBe('mailto:support@petrel.example');
    const button = screen.getByTestId('contact-online') as HTMLButtonElement;
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('https://chat.petrel.example/', '_blank', 'noopener,noreferrer');
  });
});
