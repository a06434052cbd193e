// Proves useHeldOffScreen: a part scrolled away keeps drawing what it drew, catches up with the newest value as it
// comes near the screen, draws its first value wherever it is, and draws the current value where the browser has no
// IntersectionObserver.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeldOffScreen } from '../../../../src/client/lib/visibility/use-held-off-screen';
import { FakeObserver } from '../../support/fake-intersection-observer';

function Part({ value }: { value: string | null }) {
  const [ref, shown] = useHeldOffScreen(value);
  return (
    <section ref={ref} data-testid="part">
      {shown ?? 'nothing yet'}
    </section>
  );
}

const drawn = () => screen.getByTestId('part').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeObserver.current = undefined;
});

describe('useHeldOffScreen', () => {
  it('holds the value drawn while the part is off screen, and catches up as it comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Part value="1" />);
    expect(drawn()).toBe('1');
    FakeObserver.current!.report(false);
    rerender(<Part value="2" />);
    rerender(<Part value="3" />);
    expect(drawn()).toBe('1');
    FakeObserver.current!.report(true);
    expect(drawn()).toBe('3');
    rerender(<Part value="4" />);
    expect(drawn()).toBe('4');
  });

  it('draws the first value that comes even off screen, so the page has its height', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { rerender } = render(<Part value={null} />);
    FakeObserver.current!.report(false);
    expect(drawn()).toBe('nothing yet');
    rerender(<Part value="first" />);
    expect(drawn()).toBe('first');
    rerender(<Part value="second" />);
    expect(drawn()).toBe('first');
  });

  it('draws every value where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { rerender } = render(<Part value="1" />);
    rerender(<Part value="2" />);
    expect(drawn()).toBe('2');
  });
});
