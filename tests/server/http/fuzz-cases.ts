/**
 * Malformed requests for the route fuzz test, drawn from a seeded generator so that a failure replays exactly:
 * control characters, huge and malformed bodies, wrong types, arrays and objects where text belongs, bad
 * percent-encoding in paths and query strings, wrong content types and wrong tokens.
 */
import type { FastifyInstance } from 'fastify';
import { seededRandom } from '../../support/seeded-random';

export { seededRandom };

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** Every field name the API reads, so that the cases hit real fields as well as unknown ones. */
const fieldNames = [
  'symbol',
  'timer',
  'size',
  'quoteCoin',
  'keyName',
  'paramName',
  'email',
  'code',
  'purpose',
  'password',
  'confirmPassword',
  'invitationCode',
  'agree',
  'account',
  'userId',
  'token',
  'assetsPwd',
  'confirmPwd',
  'oldAssetsPwd',
  'oldPassword',
  'newPassword',
  'id',
  'value',
  'reason',
  'status',
  'limit',
  'realName',
  'idNumber',
  'front',
  'back',
  '__proto__',
  'constructor',
  'unknown',
];

/** Text values: control characters, encodings, sizes, numbers at the edges, and a few valid-looking ones. */
const textValues = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\t\n',
  '\r\n',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '%',
  '%zz',
  '%00',
  '\ud800',
  '\udfff',
  '\uffff',
  '\u202e',
  '\u200b',
  '\ufeff',
  'ＢＴＣ',
  '🚀'.repeat(100),
  'x'.repeat(300),
  'y'.repeat(5000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '1.5',
  'btcusdt',
  'BTC',
  'USDT',
  '1min',
  '1day',
  'test@example.com',
  'a@b.c',
  'nul\u0000x@example.com',
  'Secret123',
  '123456',
  'true',
  'null',
  '{}',
  '[]',
  'all',
  'register',
  'reset',
];

/** JSON values of every type, including deep and wide ones. */
function jsonValue(random: Random, depth = 0): unknown {
  const kind = Math.floor(random() * 10);
  if (kind < 4 || depth > 2) return pick(random, textValues);
  if (kind === 4) return pick(random, [0, -1, 1.5, 2 ** 53 + 1, 1e308, -1e308, 2_147_483_648]);
  if (kind === 5) return pick(random, [true, false, null]);
  if (kind === 6)
    return Array.from({ length: 1 + Math.floor(random() * 3) }, () => jsonValue(random, depth + 1));
  if (kind === 7) return jsonObject(random, depth + 1);
  if (kind === 8) return nested(1 + Math.floor(random() * 2000));
  return Array.from({ length: 1000 }, (_, index) => index);
}

function nested(depth: number): unknown {
  let value: unknown = 'deep\u0000';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

function jsonObject(random: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 5);
  for (let index = 0; index < count; index += 1) object[pick(random, fieldNames)] = jsonValue(random, depth);
  return object;
}

/** Percent-encodes text; a lone surrogate, which has no UTF-8 form, goes as the bytes a broken encoder would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function formBody(random: Random): string {
  const pairs: string[] = [];
  const count = 1 + Math.floor(random() * 6);
  for (let index = 0; index < count; index += 1) {
    const name = pick(random, fieldNames);
    const value = pick(random, textValues);
    // Now and then a raw, undecodable or repeated pair instead of a well-encoded one.
    if (random() < 0.2)
      pairs.push(`${name}=${pick(random, ['%zz', '%', '%ff%fe', '%00', '%E2%82', '+%2B'])}`);
    else pairs.push(`${encode(name)}=${encode(value)}`);
    if (random() < 0.15) pairs.push(`${encode(name)}=${encode(pick(random, textValues))}`);
  }
  return pairs.join('&');
}

export interface FuzzBody {
  contentType?: string;
  payload?: string | Buffer;
  /** A declared length that disagrees with the body. */
  contentLength?: string;
}

const wrongContentTypes = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=latin1',
  '',
  ';;;',
  'application/json, text/plain',
];

/** Bodies over the 64 KiB limit are made once: they are large, and one of each shape is enough. */
const hugeForm = `email=${'a'.repeat(70_000)}`;
const hugeJson = JSON.stringify({ email: 'b'.repeat(70_000) });

export function fuzzBody(random: Random): FuzzBody {
  const form = 'application/x-www-form-urlencoded';
  const json = 'application/json';
  switch (Math.floor(random() * 10)) {
    case 0:
    case 1:
      return { contentType: form, payload: formBody(random) };
    case 2:
    case 3:
      return { contentType: json, payload: JSON.stringify(jsonObject(random)) };
    case 4:
      return { contentType: json, payload: JSON.stringify(jsonValue(random)) };
    case 5:
      return {
        contentType: json,
        payload: pick(random, ['{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', '']),
      };
    case 6:
      return pick(random, [
        { contentType: form, payload: hugeForm },
        { contentType: json, payload: hugeJson },
      ]);
    case 7:
      return { contentType: pick(random, wrongContentTypes), payload: formBody(random) };
    case 8:
      return {
        contentType: form,
        payload: formBody(random),
        contentLength: pick(random, ['0', '1', '-1', 'abc']),
      };
    default:
      return {};
  }
}

/** A path parameter value or a suffix that the router or the route must refuse. */
export const pathValues = [
  '%zz',
  '%',
  '%ff%fe',
  '%00',
  'a'.repeat(101),
  '..',
  '%2e%2e',
  '%2F',
  '%20',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999',
  '2147483648',
  'abc',
  'ＢＴＣ',
  '0123456789abcdef0123456789abcdef',
  '%E2%82',
  '%C0%AF',
];

export function queryString(random: Random): string {
  if (random() < 0.4) return '';
  const pairs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
    const name = pick(random, fieldNames);
    if (random() < 0.4) return `${name}=${pick(random, ['%zz', '%', '%ff%fe', '%00', '%E2%82'])}`;
    return `${encode(name)}=${encode(pick(random, textValues))}`;
  });
  return `?${pairs.join('&')}`;
}

/** Tokens a client might send: none, garbage, or one with control characters. */
export const badTokens = ['', ' ', 'x', 'null', 'undefined', 'a'.repeat(500), 'Bearer x', '%00'];

export const badLanguages = ['', '*', 'xx-YY', 'zh-CN;q=abc', 'ja-JP,ko-KR;q=0.5', 'a'.repeat(300)];

/** What no answer may show: framework codes, stacks, driver and database messages, source paths. */
export const internals = [
  /FST_/,
  /"stack"/,
  /\bat \//,
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /Failed query/,
  /invalid byte sequence/,
  /syntax error at/,
  /violates/,
  /\bTypeError\b|\bRangeError\b|\bSyntaxError\b/,
];

/** An area's answer envelope: its name in a problem, and the keys every answer carries. */
export interface Envelope {
  name: string;
  keys: readonly string[];
}

export const codeEnvelope: Envelope = { name: 'the code envelope', keys: ['code', 'data', 'msg'] };
export const bbEnvelope: Envelope = { name: 'the bb envelope', keys: ['code', 'result', 'message'] };

/** Why a fuzzed answer is wrong (a 5xx, internals in the body, not the area's envelope), or null when it is fine. */
function envelopeProblem(response: { statusCode: number; body: string }, envelope: Envelope): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  const leak = internals.find((pattern) => pattern.test(response.body));
  if (leak) return `internals ${leak}`;
  const body = JSON.parse(response.body) as Record<string, unknown>;
  if (!envelope.keys.every((key) => key in body)) return `not ${envelope.name}`;
  return null;
}

/** The first 20 wrong answers, labelled, for one `expect(problems).toEqual([])` at the end of a fuzz test. */
export function problemList(envelope: Envelope) {
  const problems: string[] = [];
  const note = (label: string, response: { statusCode: number; body: string }) => {
    const problem = envelopeProblem(response, envelope);
    if (problem && problems.length < 20)
      problems.push(`${label}: ${problem}: ${response.body.slice(0, 200)}`);
  };
  return { problems, note };
}

/** POSTs one generic fuzz body to `path`, with `token` four times in five and a bad token otherwise. */
export function injectFuzzBody(
  app: FastifyInstance,
  random: Random,
  path: string,
  token: string,
  headers: Record<string, string> = {},
) {
  const body = fuzzBody(random);
  const sent: Record<string, string> = {
    ...headers,
    token: random() < 0.8 ? token : pick(random, badTokens),
  };
  if (body.contentType !== undefined) sent['content-type'] = body.contentType;
  if (body.contentLength !== undefined) sent['content-length'] = body.contentLength;
  return app.inject({
    method: 'POST',
    url: path,
    headers: sent,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  });
}
