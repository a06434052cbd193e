// Proves the withdrawal address book: add, edit, list (all or one currency) and delete one's own entries; the
// network must be one of the currency's and the address must have its format; notes are capped; duplicates and a
// full book are refused; someone else's entry answers exactly like a missing one; every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPaths } from '../../../src/common/api-paths';
import { addressBookEntriesMax, addressRemarkLengthMax } from '../../../src/common/funding-rules';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';
import { sampleAddresses, saveAddress } from '../support/withdrawals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (token: string, form: Record<string, string>, language?: string) =>
  postAs(t.app, fundingPaths.addressSave, token, form, language);

async function listOf(token: string, currency?: string) {
  const body = (
    await postAs(t.app, fundingPaths.addressList, token, currency === undefined ? {} : { currency })
  ).json();
  expect(body.code).toBe(1);
  return body.data as { id: string; currency: string; network: string; address: string; remark: string }[];
}

describe('address save and list', () => {
  it('adds entries with trimmed fields and lists them, all or per currency', async () => {
    const user = await registerUser(t);
    const sent = await save(user.token, {
      currency: ' usdt ',
      network: 'trc20',
      address: `  ${sampleAddresses.TRC20} `,
      remark: ' my wallet ',
    });
    expect(sent.json()).toMatchObject({
      code: 1,
      msg: 'Address saved',
      data: { currency: 'USDT', network: 'TRC20', address: sampleAddresses.TRC20, remark: 'my wallet' },
    });
    await saveAddress(t, user.token, { currency: 'BTC', network: 'BTC', address: sampleAddresses.BTC });
    expect((await listOf(user.token)).map((entry) => entry.currency)).toEqual(['USDT', 'BTC']);
    expect((await listOf(user.token, 'btc')).map((entry) => entry.address)).toEqual([sampleAddresses.BTC]);
    expect(await listOf(user.token, 'ETH')).toEqual([]);
  });

  it('edits one of the user’s own entries by id', async () => {
    const user = await registerUser(t);
    const entry = await saveAddress(t, user.token);
    const edited = await save(user.token, {
      id: entry.id,
      currency: 'USDT',
      network: 'ERC20',
      address: sampleAddresses.ERC20,
      remark: 'cold',
    });
    expect(edited.json().data).toMatchObject({ id: entry.id, network: 'ERC20', remark: 'cold' });
    expect(await listOf(user.token)).toEqual([
      expect.objectContaining({ id: entry.id, network: 'ERC20', address: sampleAddresses.ERC20 }),
    ]);
  });

  it('refuses a network the currency does not move on, and an address of the wrong format, in the user’s language', async () => {
    const user = await registerUser(t);
    const wrongNetwork = await save(user.token, {
      currency: 'BTC',
      network: 'TRC20',
      address: sampleAddresses.TRC20,
    });
    expect(wrongNetwork.json()).toMatchObject({
      code: 0,
      error: 'ADDRESS_NETWORK',
      msg: 'BTC cannot be sent on the TRC20 network. Please choose one of its networks.',
    });
    const wrongFormat = await save(user.token, {
      currency: 'USDT',
      network: 'TRC20',
      address: sampleAddresses.ERC20,
    });
    expect(wrongFormat.json()).toMatchObject({
      error: 'ADDRESS_FORMAT',
      msg: 'This is not a valid TRC20 address. Please check it and try again.',
    });
    const chinese = await save(
      user.token,
      { currency: 'USDT', network: 'ERC20', address: '0x1234' },
      'zh-CN',
    );
    expect(chinese.json()).toMatchObject({
      error: 'ADDRESS_FORMAT',
      msg: '这不是有效的 ERC20 地址，请检查后重试。',
    });
    const japanese = await save(
      user.token,
      { currency: 'DOGE', network: 'BTC', address: sampleAddresses.BTC },
      'ja-JP',
    );
    expect(japanese.json().msg).toBe(
      'DOGE は BTC ネットワークでは送金できません。対応しているネットワークを選択してください。',
    );
    expect(
      (await save(user.token, { currency: 'XYZ', network: 'TRC20', address: sampleAddresses.TRC20 })).json(),
    ).toMatchObject({ error: 'FIELD_INVALID', msg: 'The field “currency” is not valid.' });
    expect((await save(user.token, { currency: 'USDT', network: 'TRC20' })).json()).toMatchObject({
      error: 'FIELD_MISSING',
      msg: 'The field “address” is required.',
    });
    expect(await listOf(user.token)).toEqual([]);
  });

  it('caps the note at 64 characters', async () => {
    const user = await registerUser(t);
    const form = { currency: 'EOS', network: 'EOS', address: sampleAddresses.EOS };
    const tooLong = await save(
      user.token,
      { ...form, remark: 'x'.repeat(addressRemarkLengthMax + 1) },
      'ko-KR',
    );
    expect(tooLong.json()).toMatchObject({
      error: 'ADDRESS_REMARK_TOO_LONG',
      msg: '메모는 최대 64자까지 입력할 수 있습니다.',
    });
    expect(await listOf(user.token)).toEqual([]);
    await saveAddress(t, user.token, { ...form, remark: '备'.repeat(addressRemarkLengthMax) });
  });

  it('refuses a duplicate (ERC20 compared without case), also when an edit would create one', async () => {
    const user = await registerUser(t);
    await saveAddress(t, user.token, { currency: 'ETH', network: 'ERC20', address: sampleAddresses.ERC20 });
    const again = await save(user.token, {
      currency: 'ETH',
      network: 'ERC20',
      address: sampleAddresses.ERC20.toUpperCase().replace('0X', '0x'),
    });
    expect(again.json()).toMatchObject({
      error: 'ADDRESS_DUPLICATE',
      msg: 'This address is already in your address book.',
    });
    // The same address for another currency is another entry.
    const usdt = await saveAddress(t, user.token, {
      currency: 'USDT',
      network: 'ERC20',
      address: sampleAddresses.ERC20,
    });
    const other = await saveAddress(t, user.token, {
      currency: 'USDT',
      network: 'TRC20',
      address: sampleAddresses.TRC20,
    });
    const clash = await save(user.token, {
      id: other.id,
      currency: 'USDT',
      network: 'ERC20',
      address: sampleAddresses.ERC20,
    });
    expect(clash.json().error).toBe('ADDRESS_DUPLICATE');
    // Saving an entry unchanged is not a duplicate of itself.
    expect(
      (
        await save(user.token, {
          id: usdt.id,
          currency: 'USDT',
          network: 'ERC20',
          address: sampleAddresses.ERC20,
        })
      ).json().code,
    ).toBe(1);
    expect(await listOf(user.token)).toHaveLength(3);
  });

  it(`refuses the ${addressBookEntriesMax + 1}st entry`, async () => {
    const user = await registerUser(t);
    for (let index = 0; index < addressBookEntriesMax; index += 1) {
      const name = `acct${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`;
      await saveAddress(t, user.token, { currency: 'EOS', network: 'EOS', address: name });
    }
    const full = await save(user.token, { currency: 'EOS', network: 'EOS', address: 'onemore' });
    expect(full.json()).toMatchObject({
      error: 'ADDRESS_BOOK_FULL',
      msg: 'Your address book is full (50 addresses). Please delete one before adding another.',
    });
    expect(await listOf(user.token)).toHaveLength(addressBookEntriesMax);
  });
});

describe('address delete and ownership', () => {
  it('deletes one’s own entry; a second delete and someone else’s id answer the same not-found', async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const entry = await saveAddress(t, owner.token);
    const notFound = {
      code: 0,
      error: 'ADDRESS_NOT_FOUND',
      msg: 'This withdrawal address does not exist. Please choose one from your address book.',
    };
    const theirs = await postAs(t.app, fundingPaths.addressDelete, stranger.token, { id: entry.id });
    const missing = await postAs(t.app, fundingPaths.addressDelete, stranger.token, { id: '987654321' });
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toMatchObject(notFound);
    const edit = await save(stranger.token, {
      id: entry.id,
      currency: 'USDT',
      network: 'TRC20',
      address: sampleAddresses.TRC20,
    });
    expect(edit.json()).toMatchObject(notFound);
    expect(await listOf(owner.token)).toHaveLength(1);
    expect(await listOf(stranger.token)).toEqual([]);

    const deleted = await postAs(t.app, fundingPaths.addressDelete, owner.token, { id: entry.id });
    expect(deleted.json()).toMatchObject({ code: 1, msg: 'Address deleted', data: { id: entry.id } });
    expect(await listOf(owner.token)).toEqual([]);
    expect(
      (await postAs(t.app, fundingPaths.addressDelete, owner.token, { id: entry.id })).json(),
    ).toMatchObject(notFound);
  });

  it('refuses a malformed id and a visitor', async () => {
    const user = await registerUser(t);
    expect((await postAs(t.app, fundingPaths.addressDelete, user.token, { id: 'abc' })).json()).toMatchObject(
      {
        error: 'FIELD_INVALID',
      },
    );
    expect((await postAs(t.app, fundingPaths.addressDelete, user.token, { id: '-1' })).json().error).toBe(
      'FIELD_INVALID',
    );
    expect((await postForm(t.app, fundingPaths.addressList, {})).json().code).toBe(-2);
    expect((await postForm(t.app, fundingPaths.addressSave, {})).json().code).toBe(-2);
  });
});
