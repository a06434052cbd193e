// Proves the bank-card calls: add with trimmed names and a spaced number that must be 12 to 19 digits and pass the
// Luhn check; answers only the masked number (the whole one stays in the database); list and delete one's own
// cards; duplicates and an eleventh card are refused; someone else's card answers like a missing one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingPaths } from '../../../src/common/api-paths';
import { bankCardsMax, bankNameLengthMax } from '../../../src/common/funding-rules';
import { bankCards } from '../../../src/server/db/schema';
import { registerUser } from '../support/accounts';
import { createTestApp, postAs, postForm, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visa = '4111111111111111';
const card = {
  bankName: 'Bank of Petrel',
  holderName: 'Ada Lovelace',
  cardNumber: '6222 0212 3456 7890 128',
};

const add = (token: string, form: Record<string, string>, language?: string) =>
  postAs(t.app, fundingPaths.bankCardAdd, token, form, language);

async function listOf(token: string) {
  const body = (await postAs(t.app, fundingPaths.bankCardList, token)).json();
  expect(body.code).toBe(1);
  return body.data as Record<string, string>[];
}

describe('bank card add and list', () => {
  it('adds a card with trimmed names and answers only the masked number', async () => {
    const user = await registerUser(t);
    const added = await add(user.token, {
      ...card,
      bankName: '  Bank of Petrel ',
      holderName: ' Ada Lovelace ',
    });
    expect(added.json()).toMatchObject({
      code: 1,
      msg: 'Card added',
      data: {
        bankName: 'Bank of Petrel',
        holderName: 'Ada Lovelace',
        cardNumberMasked: '6222 **** **** 0128',
      },
    });
    expect(added.body).not.toContain('6222021234567890128');
    expect(Object.keys(added.json().data).sort()).toEqual(
      ['bankName', 'cardNumberMasked', 'createdAt', 'holderName', 'id'].sort(),
    );
    const list = await listOf(user.token);
    expect(list).toEqual([added.json().data]);
    const [stored] = await t.database.handle.db
      .select()
      .from(bankCards)
      .where(eq(bankCards.userId, Number(user.userId)));
    expect(stored?.cardNumber).toBe('6222021234567890128');
  });

  it('accepts 12 and 19 digits and refuses 11, 20, letters and a failed Luhn check, in the user’s language', async () => {
    const user = await registerUser(t);
    expect((await add(user.token, { ...card, cardNumber: '622202123452' })).json().code).toBe(1);
    for (const cardNumber of [
      '62220212345',
      '62220212345678901234',
      '4111-1111-1111-1111',
      '4111111111111112',
      '',
    ]) {
      expect((await add(user.token, { ...card, cardNumber })).json()).toMatchObject({
        code: 0,
        error: 'CARD_NUMBER_INVALID',
        msg: 'This card number is not valid. Please check the 12 to 19 digits and try again.',
      });
    }
    const chinese = await add(user.token, { ...card, cardNumber: '4111111111111112' }, 'zh-CN');
    expect(chinese.json().msg).toBe('卡号无效，请核对 12 至 19 位数字后重试。');
    expect(await listOf(user.token)).toHaveLength(1);
  });

  it('requires a bank name and a holder within their length caps', async () => {
    const user = await registerUser(t);
    expect((await add(user.token, { ...card, bankName: '   ' })).json()).toMatchObject({
      error: 'BANK_NAME_INVALID',
      msg: 'Please enter the bank name (at most 64 characters).',
    });
    expect(
      (await add(user.token, { ...card, bankName: 'b'.repeat(bankNameLengthMax + 1) })).json().error,
    ).toBe('BANK_NAME_INVALID');
    expect((await add(user.token, { cardNumber: visa, bankName: 'B' }, 'ko-KR')).json()).toMatchObject({
      error: 'CARD_HOLDER_INVALID',
      msg: '카드 소유자 이름을 입력해 주세요(최대 64자).',
    });
    expect(await listOf(user.token)).toEqual([]);
  });

  it('refuses the same number twice and an eleventh card', async () => {
    const user = await registerUser(t);
    expect((await add(user.token, { ...card, cardNumber: visa })).json().code).toBe(1);
    expect((await add(user.token, { ...card, cardNumber: '4111 1111 1111 1111' })).json()).toMatchObject({
      error: 'BANK_CARD_DUPLICATE',
      msg: 'This card is already saved.',
    });
    // Well-known Luhn-valid test numbers of the card networks.
    const numbers = [
      '4012888888881881',
      '5555555555554444',
      '5105105105105100',
      '378282246310005',
      '371449635398431',
      '6011111111111117',
      '6011000990139424',
      '3530111333300000',
      '3566002020360505',
    ];
    for (const cardNumber of numbers)
      expect((await add(user.token, { ...card, cardNumber })).json().code).toBe(1);
    expect(await listOf(user.token)).toHaveLength(bankCardsMax);
    expect((await add(user.token, { ...card, cardNumber: '622202123452' })).json()).toMatchObject({
      error: 'BANK_CARDS_FULL',
      msg: 'You can save at most 10 cards. Please delete one before adding another.',
    });
    expect(await listOf(user.token)).toHaveLength(bankCardsMax);
  });
});

describe('bank card delete', () => {
  it('deletes one’s own card; someone else’s and a missing id answer the same not-found', async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const added = (await add(owner.token, card)).json().data;
    const theirs = await postAs(t.app, fundingPaths.bankCardDelete, stranger.token, { id: added.id });
    const missing = await postAs(t.app, fundingPaths.bankCardDelete, stranger.token, { id: '99999999' });
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toMatchObject({
      code: 0,
      error: 'BANK_CARD_NOT_FOUND',
      msg: 'This card does not exist.',
    });
    expect(await listOf(owner.token)).toHaveLength(1);
    const deleted = await postAs(t.app, fundingPaths.bankCardDelete, owner.token, { id: added.id });
    expect(deleted.json()).toMatchObject({ code: 1, msg: 'Card deleted' });
    expect(await listOf(owner.token)).toEqual([]);
  });

  it('refuses a visitor and a malformed id', async () => {
    const user = await registerUser(t);
    expect((await postForm(t.app, fundingPaths.bankCardList, {})).json().code).toBe(-2);
    expect((await postAs(t.app, fundingPaths.bankCardDelete, user.token, { id: '1.5' })).json().error).toBe(
      'FIELD_INVALID',
    );
  });
});
