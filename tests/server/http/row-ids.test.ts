// Proves that ids are digit strings or JSON integers only (`true`, '1e0', '1.0', ' 1', '0x1' are refused, not read as 1), and that a market entry refuses a malformed `price` instead of ignoring it, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, messagePaths, secondContractPaths, spotPaths } from '../../../src/common/api-paths';
import { contractUser, contractUsdt, openForm, openPosition } from '../support/contracts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postJson(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { token }, payload });
}

const idPaths = [
  spotPaths.cancel,
  contractPaths.close,
  secondContractPaths.getContractRecordById,
  messagePaths.detail,
];

describe('row ids', () => {
  it('refuses anything but a digit string or an integer', async () => {
    const user = await contractUser(t);
    for (const url of idPaths) {
      for (const id of [true, false, '1e0', '1.0', ' 1', '0x1', '+1', '-1', '0', 1.5, [1], { id: 1 }]) {
        const body = (await postJson(url, user.token, { id })).json();
        expect(body.error, `${url} ${JSON.stringify(id)}`).toBe('FIELD_INVALID');
      }
      for (const id of ['', null]) {
        const body = (await postJson(url, user.token, { id })).json();
        expect(['FIELD_INVALID', 'FIELD_MISSING'], `${url} ${JSON.stringify(id)}`).toContain(body.error);
      }
    }
  });

  it('reads a digit string and an integer as the same id', async () => {
    const user = await contractUser(t);
    for (const url of idPaths) {
      for (const id of ['987654321', 987654321]) {
        const body = (await postJson(url, user.token, { id })).json();
        expect(body.error, `${url} ${JSON.stringify(id)}`).not.toBe('FIELD_INVALID');
      }
    }
  });
});

describe('a market entry with a price', () => {
  it('refuses a malformed price and opens nothing', async () => {
    const user = await contractUser(t);
    for (const price of ['abc', '-1', '0', '1e5', 'Infinity', '60000.123456789']) {
      const body = (await openPosition(t, user.token, openForm({ priceType: '1', price }))).json();
      expect(body.error, price).toBe('CONTRACT_MARKET_PRICE_INVALID');
    }
    const asJson = (await postJson(contractPaths.open, user.token, { ...openForm(), price: true })).json();
    expect(asJson.error).toBe('CONTRACT_MARKET_PRICE_INVALID');
    expect(await contractUsdt(t, user.id)).toEqual({ available: '1000', frozen: '0' });
  });

  it('still opens at the market when the price is empty or a valid number', async () => {
    const user = await contractUser(t);
    for (const price of ['', '60000']) {
      const body = (
        await openPosition(t, user.token, openForm({ priceType: '1', price, margin: '10' }))
      ).json();
      expect(body.code, JSON.stringify(body)).toBe(1);
    }
  });
});
