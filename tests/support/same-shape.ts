/**
 * Compares the shape of two JSON answers, not their values: the same keys at every level, the same kind of value
 * (string, number, boolean, object, array) under each, and every element of an array shaped like the other side's
 * first element. Used to hold the client tests' fake server answers to what the real server answers.
 */

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'undefined' | 'other';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  if (
    kind === 'object' ||
    kind === 'string' ||
    kind === 'number' ||
    kind === 'boolean' ||
    kind === 'undefined'
  )
    return kind;
  return 'other';
}

const named = (kind: Kind) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

const keyPath = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * The first place where `fake` is not shaped like `real`, as a path ($.data.list[0].price) and what differs there;
 * undefined when the shapes agree. A null on either side matches any kind: one recorded answer cannot show both
 * kinds of a field that is sometimes null. An empty array on either side has no element shape to compare.
 */
export function shapeDifference(fake: unknown, real: unknown, path = '$'): string | undefined {
  const fakeKind = kindOf(fake);
  const realKind = kindOf(real);
  if (fakeKind === 'null' || realKind === 'null') return undefined;
  if (fakeKind !== realKind)
    return `${path}: the fake has ${named(fakeKind)}, the real answer ${named(realKind)}`;
  if (fakeKind === 'array') return arrayDifference(fake as unknown[], real as unknown[], path);
  if (fakeKind === 'object')
    return objectDifference(fake as Record<string, unknown>, real as Record<string, unknown>, path);
  return undefined;
}

function arrayDifference(fake: unknown[], real: unknown[], path: string): string | undefined {
  const [model] = real;
  if (model === undefined) return undefined;
  for (const [index, element] of fake.entries()) {
    const difference = shapeDifference(element, model, `${path}[${index}]`);
    if (difference) return difference;
  }
  return undefined;
}

function objectDifference(
  fake: Record<string, unknown>,
  real: Record<string, unknown>,
  path: string,
): string | undefined {
  const missing = Object.keys(real).find((key) => !Object.hasOwn(fake, key));
  if (missing !== undefined) return `${keyPath(path, missing)}: the real answer has it, the fake does not`;
  const extra = Object.keys(fake).find((key) => !Object.hasOwn(real, key));
  if (extra !== undefined) return `${keyPath(path, extra)}: the fake has it, the real answer does not`;
  for (const key of Object.keys(real)) {
    const difference = shapeDifference(fake[key], real[key], keyPath(path, key));
    if (difference) return difference;
  }
  return undefined;
}
