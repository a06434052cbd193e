/**
 * An IntersectionObserver the test moves on and off screen: stub it in with `vi.stubGlobal('IntersectionObserver',
 * FakeObserver)`, then `FakeObserver.current!.report(false)` scrolls the observed part away.
 */
import { act } from '@testing-library/react';

export class FakeObserver {
  static current: FakeObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(): void {}
  disconnect(): void {}
  report(isIntersecting: boolean): void {
    act(() =>
      this.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}
