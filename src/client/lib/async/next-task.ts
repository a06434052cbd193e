/**
 * Resolves in a later task: a boundary between two parts of the start-up that would otherwise run as one task the
 * browser can neither paint nor take input in (issue 23). A timer of 0 ms: the start calls it a few times, never
 * nested deep enough for the browser's 4 ms clamp.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
