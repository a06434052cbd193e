// Proves the invite screen shows the code and the link built from the current origin, copies each with a translated toast through the clipboard API, and falls back to the copy command where the clipboard API is missing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ShareScreen from '../../../../src/client/features/invite/share-screen';
import { signedInScreenHooks, toastText } from '../screen-kit';
import { userPaths } from '../../../../src/common/api-paths';
import { renderScreen, routeFetch, signIn } from '../me/me-test-kit';
import { userInfoAnswer } from '../../support/account-answers';
import { answer } from '../../support/fake-fetch';

signedInScreenHooks();

const expectedLink = `${window.location.origin}/mobile/#/register?code=AB12CD`;

function signInWithCode(): void {
  signIn({ email: 'me@example.com', invitationCode: 'AB12CD', uid: '7' });
  routeFetch({
    [userPaths.info]: () =>
      answer(
        userInfoAnswer({
          email: 'me@example.com',
          icon: '',
          uid: '7',
          auth: 0,
          invitationCode: 'AB12CD',
          assetsPwd: false,
        }),
      ),
  });
}

describe('ShareScreen', () => {
  it('shows the code and the invite link, and copies both with their toasts', async () => {
    signInWithCode();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen(<ShareScreen />);
    expect((await screen.findByTestId('share-code')).textContent).toBe('AB12CD');
    expect(screen.getByTestId('share-link').textContent).toBe(expectedLink);

    fireEvent.click(screen.getByTestId('share-copy-code'));
    await waitFor(() => expect(toastText()).toBe('Invite code copied'));
    fireEvent.click(screen.getByTestId('share-copy-link'));
    await waitFor(() => expect(toastText()).toBe('Invite link copied'));
    expect(writeText.mock.calls).toEqual([['AB12CD'], [expectedLink]]);
  });

  it('copies with the copy command when there is no clipboard API', async () => {
    signInWithCode();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const copied: string[] = [];
    const execCommand = vi.fn((command: string) => {
      const field = document.activeElement as HTMLTextAreaElement | null;
      copied.push(`${command}:${document.querySelector('textarea')?.value ?? field?.value ?? ''}`);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderScreen(<ShareScreen />);
    fireEvent.click(await screen.findByTestId('share-copy-link'));
    await waitFor(() => expect(toastText()).toBe('Invite link copied'));
    expect(copied).toEqual([`copy:${expectedLink}`]);
    // The helper field is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });
});
