// Proves the shared pieces of the account's own security: the anti-phishing code's rule (4 to 20 English letters or digits with a letter), its mask (ends kept, length hidden, half of a short code hidden), and the device guess from real User-Agent texts of the common browsers and systems (unknown ones answer null).
import { describe, expect, it } from 'vitest';
import { maskAntiPhishingCode } from '../../src/common/mask';
import { guessDevice } from '../../src/common/user-agent';
import { checkAntiPhishingCode } from '../../src/common/validation';

describe('checkAntiPhishingCode', () => {
  it.each(['Tern', 'seagull7', 'A1B2C3D4E5F6G7H8I9J0', '  Puffin42  ', '1234a'])('accepts %j', (code) => {
    expect(checkAntiPhishingCode(code)).toBeNull();
  });

  it.each(['', 'ab1', 'a'.repeat(21), '123456', 'abc-12', 'abc 12', 'Möwe12', 'ｐｅｔｒｅｌ', 'ab\n12'])(
    'refuses %j',
    (code) => {
      expect(checkAntiPhishingCode(code)).toBe('ANTI_PHISHING_CODE_RULE');
    },
  );
});

describe('maskAntiPhishingCode', () => {
  it.each([
    ['Petrel2026', 'Pe****26'],
    ['Seagull7', 'Se****l7'],
    ['Tern', 'T****n'],
    ['Puffin4', 'P****4'],
    ['A1B2C3D4E5F6G7H8I9J0', 'A1****J0'],
  ])('%s → %s', (code, masked) => {
    expect(maskAntiPhishingCode(code)).toBe(masked);
  });
});

const agents: Array<[string, string, ReturnType<typeof guessDevice>]> = [
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', system: 'Android' },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', system: 'iPhone' },
  ],
  [
    'Chrome on iPhone (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', system: 'iPhone' },
  ],
  [
    'Safari on iPad',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', system: 'iPad' },
  ],
  [
    'Samsung Internet on Android',
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', system: 'Android' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
    { browser: 'Edge', system: 'Windows' },
  ],
  [
    'Firefox on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    { browser: 'Firefox', system: 'Windows' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { browser: 'Safari', system: 'macOS' },
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0',
    { browser: 'Opera', system: 'Windows' },
  ],
  [
    'WeChat on Android',
    'Mozilla/5.0 (Linux; Android 12; V2118A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64',
    { browser: 'WeChat', system: 'Android' },
  ],
  [
    'Chrome on Linux (the headless Chromium of the e2e suite)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
    { browser: 'Chrome', system: 'Linux' },
  ],
  [
    'Chrome on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    { browser: 'Chrome', system: 'ChromeOS' },
  ],
  ['a script', 'curl/8.5.0', { browser: null, system: null }],
  ['nothing', '', { browser: null, system: null }],
];

describe('guessDevice', () => {
  it.each(agents)('%s', (_name, userAgent, expected) => {
    expect(guessDevice(userAgent)).toEqual(expected);
  });
});
