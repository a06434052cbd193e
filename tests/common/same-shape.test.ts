// Proves the shape comparison the client-fake contract test relies on: equal shapes pass whatever the values, and
// each kind of difference (a missing or extra key, another kind of value, an array element shaped otherwise, deep
// down) is reported with the path of the first one.
import { describe, expect, it } from 'vitest';
import { shapeDifference } from '../support/same-shape';

const real = {
  code: 1,
  msg: 'success',
  data: { list: [{ id: '7', price: '60000', closedAt: null, tags: ['a'] }], totalRow: 1, ok: true },
};

describe('shapeDifference', () => {
  it('accepts the same shape with other values, more or fewer elements, and nulls either way', () => {
    const fake = {
      code: 0,
      msg: 'anything',
      data: {
        list: [
          { id: '1', price: '1', closedAt: 1_700_000_000_000, tags: [] },
          { id: '2', price: '2', closedAt: null, tags: ['x', 'y'] },
        ],
        totalRow: 2,
        ok: false,
      },
    };
    expect(shapeDifference(fake, real)).toBeUndefined();
    expect(shapeDifference({ ...fake, data: { ...fake.data, list: [] } }, real)).toBeUndefined();
    expect(shapeDifference({ ...fake, data: null }, real)).toBeUndefined();
  });

  it('names a key the fake lacks and a key only the fake has', () => {
    const { msg: _msg, ...withoutMsg } = real;
    expect(shapeDifference(withoutMsg, real)).toBe('$.msg: the real answer has it, the fake does not');
    expect(shapeDifference({ ...real, result: 1 }, real)).toBe(
      '$.result: the fake has it, the real answer does not',
    );
  });

  it('names a value of another kind, a number where the server sends a string', () => {
    const fake = {
      ...real,
      data: { ...real.data, list: [{ id: '7', price: 60000, closedAt: null, tags: [] }] },
    };
    expect(shapeDifference(fake, real)).toBe(
      '$.data.list[0].price: the fake has a number, the real answer a string',
    );
  });

  it('checks every element of an array against the real first element, deep down', () => {
    const good = { id: '1', price: '1', closedAt: null, tags: ['a'] };
    const fake = { ...real, data: { ...real.data, list: [good, { ...good, tags: [3] }] } };
    expect(shapeDifference(fake, real)).toBe(
      '$.data.list[1].tags[0]: the fake has a number, the real answer a string',
    );
    expect(shapeDifference([[1, 2]], [['1', 2]])).toBe(
      '$[0][0]: the fake has a number, the real answer a string',
    );
  });

  it('tells an array from an object, and quotes keys that are not plain names', () => {
    expect(shapeDifference({ data: {} }, { data: [] })).toBe(
      '$.data: the fake has an object, the real answer an array',
    );
    expect(shapeDifference({}, { 'content-type': 'x' })).toBe(
      '$["content-type"]: the real answer has it, the fake does not',
    );
  });
});
