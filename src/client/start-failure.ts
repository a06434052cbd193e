/**
 * When the app's code does not arrive (a connection dropped during a first visit, before the service worker holds
 * it), the first screen index.html painted (prerendered at build time: scripts/prerender/) would stay for good,
 * its buttons answering nothing. Instead it says what happened and offers a
 * reload, in the stored language. This runs without React, which may be what failed to arrive.
 */
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n, startLocale } from './lib/i18n/i18n';

interface FailureTexts {
  message: string;
  reload: string;
}

const failureMessages = {
  message: msg`This screen could not be loaded. Check your connection and try again.`,
  reload: msg`Reload`,
};

/**
 * The catalog comes over the same connection and may have failed too. Then, as index.html's <noscript> does, the
 * words are given in the app's four languages at once.
 */
const everyLanguageTexts: FailureTexts = {
  message:
    'Petrel could not be loaded. · Petrel 加载失败。 · Petrel을 불러오지 못했습니다. · Petrel を読み込めませんでした。',
  reload: 'Reload · 重新加载 · 새로고침 · 再読み込み',
};

async function failureTexts(): Promise<FailureTexts> {
  try {
    await activateLocale(startLocale());
    return { message: i18n._(failureMessages.message), reload: i18n._(failureMessages.reload) };
  } catch {
    return everyLanguageTexts;
  }
}

export async function showStartFailure(reload: () => void = () => window.location.reload()): Promise<void> {
  const texts = await failureTexts();
  const panel = document.createElement('div');
  panel.className = 'error-state error-state--screen';
  panel.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = texts.message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = texts.reload;
  button.addEventListener('click', reload);
  panel.append(message, button);

  // The prerendered copies go: nothing in them works without the app, and the message must be what is read.
  document.getElementById('root')?.replaceChildren(panel);
}
