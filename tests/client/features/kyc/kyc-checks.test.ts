// Proves the KYC checks mirror the server: required fields and photos, JPEG/PNG/WebP only (by type), at most 5 MiB, name and ID shapes and length limits.
import { describe, expect, it } from 'vitest';
import { idNumberLengthMax, realNameLengthMax, uploadBytesMax } from '../../../../src/common/user-types';
import { checkKycDraft, checkPhoto } from '../../../../src/client/features/kyc/kyc-checks';

const jpeg = { type: 'image/jpeg', size: 1000 };

describe('checkPhoto', () => {
  it('accepts the three image types up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkPhoto({ type, size: uploadBytesMax })).toBeNull();
    }
  });

  it('refuses a missing photo, another type, or one byte too many', () => {
    expect(checkPhoto(null)).toBe('UPLOAD_MISSING');
    expect(checkPhoto({ type: 'image/gif', size: 10 })).toBe('UPLOAD_TYPE');
    expect(checkPhoto({ type: '', size: 10 })).toBe('UPLOAD_TYPE');
    expect(checkPhoto({ type: 'image/png', size: uploadBytesMax + 1 })).toBe('UPLOAD_TOO_LARGE');
  });
});

describe('checkKycDraft', () => {
  it('names every failing field', () => {
    expect(checkKycDraft({ realName: '  ', idNumber: '', front: null, back: jpeg })).toEqual({
      realName: 'FIELD_MISSING',
      idNumber: 'FIELD_MISSING',
      front: 'UPLOAD_MISSING',
    });
  });

  it('applies the length limits', () => {
    const draft = {
      realName: 'x'.repeat(realNameLengthMax + 1),
      idNumber: '1'.repeat(idNumberLengthMax + 1),
      front: jpeg,
      back: jpeg,
    };
    expect(checkKycDraft(draft)).toEqual({ realName: 'FIELD_INVALID', idNumber: 'FIELD_INVALID' });
    expect(checkKycDraft({ ...draft, realName: 'Jane Doe', idNumber: 'G1234567' })).toEqual({});
  });

  it('applies the server’s shapes of names and ID numbers', () => {
    const draft = { realName: '李小龍', idNumber: 'G12 345 678', front: jpeg, back: jpeg };
    expect(checkKycDraft(draft)).toEqual({});
    expect(checkKycDraft({ ...draft, realName: "Anne-Marie O'Neil" })).toEqual({});
    expect(checkKycDraft({ ...draft, realName: 'Jane<script>' })).toEqual({ realName: 'FIELD_INVALID' });
    expect(checkKycDraft({ ...draft, idNumber: 'G1' })).toEqual({ idNumber: 'FIELD_INVALID' });
    expect(checkKycDraft({ ...draft, idNumber: 'G12/345' })).toEqual({ idNumber: 'FIELD_INVALID' });
  });
});
