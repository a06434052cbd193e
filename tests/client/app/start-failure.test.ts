/** When the app's code does not arrive, the page says so and offers a reload instead of a dead prerendered screen. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shownText } from '../support/shown-text';
import { storageKeys } from '../../../src/client/lib/session/storage-keys';

/** index.html's prerendered first screens, reduced to their parts. */
const shellHtml = `<div id="root"><div class="first-screen" data-first-screen="home en-US">
  <div class="app"><main class="app__screen"><button type="button">Trade now</button></main>
  <nav class="tab-bar" aria-label="Main navigation"><a class="tab-bar__item" href="#/home">Home</a></nav></div>
</div></div>`;

afterEach(() => {
  vi.doUnmock('../../../src/client/start-app');
  vi.doUnmock('../../../src/client/lib/i18n/i18n');
  vi.resetModules();
  document.body.innerHTML = '';
});

function alertPanel(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('[role="alert"]');
  if (!panel) throw new Error('no alert shown');
  return panel;
}

describe('showStartFailure', () => {
  it('replaces the skeleton with a message and a reload, in the stored language, readable by screen readers', async () => {
    document.body.innerHTML = shellHtml;
    window.localStorage.setItem(storageKeys.language, 'zh-CN');
    const reload = vi.fn();
    const { showStartFailure } = await import('../../../src/client/start-failure');
    await showStartFailure(reload);
    expect(shownText(alertPanel().querySelector('p')?.textContent)).toBe(
      '页面加载失败，请检查网络连接后重试。',
    );
    expect(document.documentElement.lang).toBe('zh-CN');
    // Nothing of the prerendered screen is left to tap: its buttons have no handlers without the app.
    expect(document.querySelector('.first-screen')).toBeNull();
    expect(document.getElementById('root')?.children).toHaveLength(1);
    const button = alertPanel().querySelector('button')!;
    expect(shownText(button.textContent)).toBe('重新加载');
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it in all four languages when the catalog did not arrive either', async () => {
    document.body.innerHTML = shellHtml;
    vi.doMock('../../../src/client/lib/i18n/i18n', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      activateLocale: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }));
    const { showStartFailure } = await import('../../../src/client/start-failure');
    await showStartFailure(vi.fn());
    expect(alertPanel().querySelector('p')?.textContent).toContain('Petrel could not be loaded.');
    expect(alertPanel().querySelector('p')?.textContent).toContain('Petrel 加载失败。');
    expect(alertPanel().querySelector('button')?.textContent).toBe(
      'Reload · 重新加载 · 새로고침 · 再読み込み',
    );
  });
});

describe('the entry (main.tsx)', () => {
  it('shows the failure when the app chunk cannot be loaded', async () => {
    document.body.innerHTML = shellHtml;
    vi.doMock('../../../src/client/start-app', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await import('../../../src/client/main');
    await vi.waitFor(() => expect(alertPanel().querySelector('button')?.textContent).toBe('Reload'));
  });

  it('shows the failure when the app loaded but could not start (its catalog did not arrive)', async () => {
    document.body.innerHTML = shellHtml;
    vi.doMock('../../../src/client/start-app', () => ({
      start: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    }));
    await import('../../../src/client/main');
    await vi.waitFor(() => expect(alertPanel().querySelector('button')?.textContent).toBe('Reload'));
  });
});
