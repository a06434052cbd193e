// Proves the customer-service link opens in the same window only on iOS Safari (iPhone, iPadOS in desktop mode, home-screen app), and only http(s) links open at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalLink, safeExternalUrl } from '../../../../src/client/features/help/external-link';
import { isIosSafari, type BrowserTraits } from '../../../../src/client/features/help/ios-safari';

const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
};

const traits = (userAgent: string, extra: Partial<BrowserTraits> = {}): BrowserTraits => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  ...extra,
});

describe('isIosSafari', () => {
  it('recognises Safari on an iPhone and on an iPad that reports a Mac', () => {
    expect(isIosSafari(traits(agents.iphoneSafari))).toBe(true);
    expect(isIosSafari(traits(agents.ipadDesktopMode))).toBe(true);
  });

  it('does not take a real Mac (no touch points) for an iPad', () => {
    expect(isIosSafari(traits(agents.ipadDesktopMode, { maxTouchPoints: 0 }))).toBe(false);
  });

  it('excludes other iOS browsers and in-app web views', () => {
    expect(isIosSafari(traits(agents.iphoneChrome))).toBe(false);
    expect(isIosSafari(traits(agents.iphoneFirefox))).toBe(false);
    expect(isIosSafari(traits(agents.iphoneWebView))).toBe(false);
  });

  it('counts the installed home-screen app on iOS, which runs on Safari', () => {
    expect(isIosSafari(traits(agents.iphoneWebView, { standalone: true }))).toBe(true);
  });

  it('is false on Android, standalone or not', () => {
    expect(isIosSafari(traits(agents.androidChrome))).toBe(false);
    expect(isIosSafari(traits(agents.androidChrome, { standalone: true }))).toBe(false);
  });
});

describe('openExternalLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts only http and https addresses', () => {
    expect(safeExternalUrl(' https://chat.example.com/room?id=1 ')).toBe(
      'https://chat.example.com/room?id=1',
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });

  it('opens a new window elsewhere and the same window on iOS Safari', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(openExternalLink('https://chat.example.com/', traits(agents.androidChrome))).toBe(true);
    expect(open).toHaveBeenCalledWith('https://chat.example.com/', '_blank', 'noopener,noreferrer');
    expect(assign).not.toHaveBeenCalled();
    expect(openExternalLink('https://chat.example.com/', traits(agents.iphoneSafari))).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://chat.example.com/');
    expect(open).toHaveBeenCalledTimes(1);
    expect(openExternalLink('javascript:alert(1)', traits(agents.androidChrome))).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
