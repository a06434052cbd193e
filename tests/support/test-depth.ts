/**
 * How deep the randomised and matrix tests go. CI (`npm test`, `npm run test:e2e`) runs a smaller set that still
 * covers every route, locale and product; `npm run test:deep` sets PETREL_TEST_DEPTH=deep and runs them at full size
 * (every model seed, every fuzz case, the whole accessibility locale matrix).
 */
export const deepTests = process.env.PETREL_TEST_DEPTH === 'deep';

/** `quick` in the everyday run, `deep` under `npm run test:deep`. */
export function byDepth<T>(quick: T, deep: T): T {
  return deepTests ? deep : quick;
}
