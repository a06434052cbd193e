/**
 * A small valid PNG for upload tests (ID photos, payment proofs), different per seed. In a file of its own so a
 * helper that needs only an image (the crash test's order fixture) does not import the test app and its database.
 */
import { drawPng } from '../../../src/server/lib/png';

export function samplePng(seed = 0): Buffer {
  return drawPng(
    40,
    24,
    [200, 210, 220],
    [{ x: seed % 30, y: 4, width: 10, height: 10, color: [20, 40, 60] }],
  );
}
