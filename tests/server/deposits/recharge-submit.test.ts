// Proves the recharge call: a valid deposit is stored under review with the platform address of the moment and
// moves no money; each rule (currency, network, open network, amount, minimum, proof) has its own translated
// message and stores nothing; an Idempotency-Key replay stores one deposit; the proof is served to its owner only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPaths, walletPaths } from '../../../src/common/api-paths';
import { uploadBytesMax } from '../../../src/common/user-types';
import { depositAddresses, deposits } from '../../../src/server/db/schema';
import { registerUnverifiedUser } from '../support/accounts';
import { samplePng } from '../support/sample-png';
import { createTestApp, postAs, servicesOf, type TestApp } from '../support/test-app';
import { proofOf, storedDeposits, submitRecharge, usdtRecharge } from './recharge-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

describe('a valid recharge', () => {
  it('is stored under review with the platform address, answers its id and moves no money', async () => {
    const user = await registerUnverifiedUser(t);
    const response = await submitRecharge(t, user.token);
    expect(response.json()).toMatchObject({
      code: 1,
      msg: 'Your deposit has been submitted and is under review.',
    });
    const id = response.json().data.id as number;
    const [row] = await db().select().from(deposits).where(eq(deposits.id, id));
    expect(row).toMatchObject({
      userId: Number(user.userId),
      currency: 'USDT',
      network: 'TRC20',
      address: 'TSm5iFmEEAQksLr7ugbr6Hxyuf1GSfLbWu',
      amount: '25.5',
      status: 0,
      reason: '',
    });
    expect(row?.proofFileId).toMatch(/^[0-9a-f]{32}$/);
    const balances = await servicesOf(t).ledger.balances(Number(user.userId), 1);
    expect(balances).toEqual([]);
    // The file has its real name (committed) and only its owner may read it.
    const file = await t.app.inject({
      method: 'GET',
      url: userPaths.file.replace(':fileId', row?.proofFileId ?? ''),
      headers: { token: user.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePng(7))).toBe(true);
    const stranger = await registerUnverifiedUser(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: userPaths.file.replace(':fileId', row?.proofFileId ?? ''),
      headers: { token: stranger.token },
    });
    expect(refused.json()).toMatchObject({ code: 0, error: 'FILE_NOT_FOUND' });
  });

  it('accepts the currency and network in any case, the minimum itself, and the other chains', async () => {
    const user = await registerUnverifiedUser(t);
    const lower = await submitRecharge(t, user.token, { currency: 'usdt', network: 'erc20', amount: '1' });
    expect(lower.json().code).toBe(1);
    const btc = await submitRecharge(t, user.token, { currency: 'BTC', network: 'BTC', amount: '0.0001' });
    expect(btc.json().code).toBe(1);
    const rows = await db()
      .select()
      .from(deposits)
      .where(eq(deposits.userId, Number(user.userId)));
    expect(rows.map((row) => [row.currency, row.network, row.amount])).toEqual([
      ['USDT', 'ERC20', '1'],
      ['BTC', 'BTC', '0.0001'],
    ]);
  });

  it('keeps its proof through the start-up sweep of the upload directory', async () => {
    const user = await registerUnverifiedUser(t);
    const id = (await submitRecharge(t, user.token)).json().data.id as number;
    const [row] = await db().select().from(deposits).where(eq(deposits.id, id));
    await servicesOf(t).kyc.sweepUploads();
    const file = await servicesOf(t).kyc.readFile(row?.proofFileId ?? '', Number(user.userId));
    expect(file?.bytes.equals(samplePng(7))).toBe(true);
  });

  it('needs a session', async () => {
    const response = await submitRecharge(t, 'not-a-token');
    expect(response.json()).toMatchObject({ code: -2, error: 'SESSION_INVALID' });
  });
});

describe('a refused recharge stores nothing', () => {
  const cases: Array<{
    name: string;
    fields: Record<string, string>;
    files?: ReturnType<typeof proofOf>[];
    error: string;
    en: string;
    zh: string;
  }> = [
    {
      name: 'an unlisted currency',
      fields: { ...usdtRecharge, currency: 'SHIB' },
      error: 'RECHARGE_CURRENCY',
      en: 'Please choose one of the listed currencies to deposit.',
      zh: '请选择平台支持的币种进行充值。',
    },
    {
      name: 'no currency',
      fields: { network: 'TRC20', amount: '5' },
      error: 'RECHARGE_CURRENCY',
      en: 'Please choose one of the listed currencies to deposit.',
      zh: '请选择平台支持的币种进行充值。',
    },
    {
      name: 'a network the currency does not move on',
      fields: { ...usdtRecharge, network: 'BTC' },
      error: 'RECHARGE_NETWORK',
      en: 'Please choose a network for USDT: TRC20, ERC20.',
      zh: '请为 USDT 选择充值网络：TRC20, ERC20。',
    },
    {
      name: 'a malformed amount',
      fields: { ...usdtRecharge, amount: '1e3' },
      error: 'RECHARGE_AMOUNT',
      en: 'Please enter the amount you sent, as a number with at most 8 decimal places.',
      zh: '请输入您转账的数量，最多 8 位小数。',
    },
    {
      name: 'more than 8 decimals',
      fields: { ...usdtRecharge, amount: '2.123456789' },
      error: 'RECHARGE_AMOUNT',
      en: 'Please enter the amount you sent, as a number with at most 8 decimal places.',
      zh: '请输入您转账的数量，最多 8 位小数。',
    },
    {
      name: 'a zero amount',
      fields: { ...usdtRecharge, amount: '0' },
      error: 'RECHARGE_AMOUNT',
      en: 'Please enter the amount you sent, as a number with at most 8 decimal places.',
      zh: '请输入您转账的数量，最多 8 位小数。',
    },
    {
      name: 'an amount below the minimum',
      fields: { ...usdtRecharge, amount: '0.99999999' },
      error: 'RECHARGE_BELOW_MINIMUM',
      en: 'The minimum deposit is 1 USDT. A smaller deposit is neither credited nor refunded.',
      zh: '最小充值数量为 1 USDT。小于最小数量的充值将不会入账，也无法退回。',
    },
    {
      name: 'no proof',
      fields: usdtRecharge,
      files: [],
      error: 'RECHARGE_PROOF_MISSING',
      en: 'Please upload a screenshot of your transfer as proof.',
      zh: '请上传转账截图作为充值凭证。',
    },
    {
      name: 'a proof that is not an image by its bytes',
      fields: usdtRecharge,
      files: [proofOf(Buffer.from('%PDF-1.7 pretending to be a png, long enough to be sniffed'))],
      error: 'UPLOAD_TYPE',
      en: 'Please upload a JPEG, PNG or WebP image.',
      zh: '请上传 JPEG、PNG 或 WebP 格式的图片。',
    },
  ];

  for (const example of cases) {
    it(`${example.name}: ${example.error}, in English and Chinese`, async () => {
      const user = await registerUnverifiedUser(t);
      const files = example.files ?? [proofOf()];
      const english = await submitRecharge(t, user.token, example.fields, files);
      expect(english.json()).toMatchObject({ code: 0, error: example.error, msg: example.en });
      const chinese = await submitRecharge(t, user.token, example.fields, files, { language: 'zh-CN' });
      expect(chinese.json()).toMatchObject({ code: 0, error: example.error, msg: example.zh });
      expect(await storedDeposits(t, Number(user.userId))).toMatchObject({ deposits: 0, uploads: 0 });
    });
  }

  it('a proof over 5 MiB: UPLOAD_TOO_LARGE, in Japanese too', async () => {
    const user = await registerUnverifiedUser(t);
    const big = Buffer.concat([samplePng(1), Buffer.alloc(uploadBytesMax + 1)]);
    const response = await submitRecharge(t, user.token, usdtRecharge, [proofOf(big)], { language: 'ja-JP' });
    expect(response.json()).toMatchObject({ code: 0, error: 'UPLOAD_TOO_LARGE' });
    expect(response.json().msg).toBe('画像のサイズが 5 MB を超えています。');
    expect(await storedDeposits(t, Number(user.userId))).toMatchObject({ deposits: 0, uploads: 0 });
  });

  it('a network without a platform address: RECHARGE_NETWORK_CLOSED, in Korean too', async () => {
    const user = await registerUnverifiedUser(t);
    const where = and(eq(depositAddresses.currency, 'LTC'), eq(depositAddresses.network, 'LTC'));
    const [saved] = await db().select().from(depositAddresses).where(where);
    await db().delete(depositAddresses).where(where);
    try {
      const fields = { currency: 'LTC', network: 'LTC', amount: '1' };
      const english = await submitRecharge(t, user.token, fields);
      expect(english.json()).toMatchObject({
        code: 0,
        error: 'RECHARGE_NETWORK_CLOSED',
        msg: 'Deposits of LTC on LTC are not open at the moment. Please choose another network.',
      });
      const korean = await submitRecharge(t, user.token, fields, [proofOf()], { language: 'ko-KR' });
      expect(korean.json().msg).toBe(
        '현재 LTC의 LTC 네트워크 입금은 열려 있지 않습니다. 다른 네트워크를 선택해 주세요.',
      );
      expect(await storedDeposits(t, Number(user.userId))).toMatchObject({ deposits: 0, uploads: 0 });
    } finally {
      if (saved) await db().insert(depositAddresses).values(saved);
    }
  });

  it('leaves no file in the upload directory, temporary or not', async () => {
    const user = await registerUnverifiedUser(t);
    const before = (await storedDeposits(t, Number(user.userId))).files;
    await submitRecharge(t, user.token, { ...usdtRecharge, amount: '0.5' });
    await submitRecharge(t, user.token, usdtRecharge, [proofOf(Buffer.alloc(64, 1))]);
    expect((await storedDeposits(t, Number(user.userId))).files).toBe(before);
  });
});

describe('idempotency', () => {
  it('stores one deposit for the same key and body sent twice, and answers the first id again', async () => {
    const user = await registerUnverifiedUser(t);
    const key = 'recharge-form-1';
    const first = await submitRecharge(t, user.token, usdtRecharge, [proofOf()], { idempotencyKey: key });
    const filesAfterFirst = (await storedDeposits(t, Number(user.userId))).files;
    const again = await submitRecharge(t, user.token, usdtRecharge, [proofOf()], { idempotencyKey: key });
    expect(first.json().code).toBe(1);
    expect(again.json()).toMatchObject({ code: 1, data: first.json().data });
    // The replay's copy of the proof is not kept.
    expect(await storedDeposits(t, Number(user.userId))).toEqual({
      deposits: 1,
      uploads: 1,
      files: filesAfterFirst,
    });
  });

  it('refuses the same key with another amount or another proof, storing nothing more', async () => {
    const user = await registerUnverifiedUser(t);
    const key = 'recharge-form-2';
    await submitRecharge(t, user.token, usdtRecharge, [proofOf()], { idempotencyKey: key });
    const otherAmount = await submitRecharge(t, user.token, { ...usdtRecharge, amount: '30' }, [proofOf()], {
      idempotencyKey: key,
    });
    expect(otherAmount.json()).toMatchObject({ code: 0, error: 'IDEMPOTENCY_KEY_REUSED' });
    const otherProof = await submitRecharge(t, user.token, usdtRecharge, [proofOf(samplePng(9))], {
      idempotencyKey: key,
    });
    expect(otherProof.json()).toMatchObject({ code: 0, error: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await storedDeposits(t, Number(user.userId))).toMatchObject({ deposits: 1, uploads: 1 });
  });

  it('without a key, two submissions are two deposits', async () => {
    const user = await registerUnverifiedUser(t);
    await submitRecharge(t, user.token);
    await submitRecharge(t, user.token);
    expect((await storedDeposits(t, Number(user.userId))).deposits).toBe(2);
    const records = await postAs(t.app, walletPaths.assetsRecord, user.token, { tradeType: '1' });
    expect(records.json().data.sum).toBe(2);
  });
});
