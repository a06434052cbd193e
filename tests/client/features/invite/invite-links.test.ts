// Proves the invite link is the register address with the code (URL-encoded) and the poster's file name is petrel-invite-<code>.png with only safe characters.
import { describe, expect, it } from 'vitest';
import { inviteLink, posterFileName } from '../../../../src/client/features/invite/invite-links';

describe('invite links', () => {
  it('builds <origin>/mobile/#/register?code=<code>', () => {
    expect(inviteLink('https://petrel.example', 'AB12CD')).toBe(
      'https://petrel.example/mobile/#/register?code=AB12CD',
    );
  });

  it('encodes a code so it cannot change the address', () => {
    expect(inviteLink('https://p.example', 'a&b#c')).toBe(
      'https://p.example/mobile/#/register?code=a%26b%23c',
    );
  });

  it('names the saved poster after the code', () => {
    expect(posterFileName('AB12CD')).toBe('petrel-invite-AB12CD.png');
    expect(posterFileName('../x y')).toBe('petrel-invite-xy.png');
  });
});
