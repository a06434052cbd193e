/**
 * A value that stops changing while its part of the screen is scrolled away, and catches up as it comes back.
 *
 * Trade's full order book sits below the fold: 40 levels whose price, amount and label change on every live update.
 * Drawn off screen, they were about 120 of the 150 text nodes each update changed, and a layout of some 470 of the
 * screen's 720 layout objects every second (issue 23's invalidation trace): work nobody sees, which a slow phone
 * felt as a long task a second. Held while off screen, the part re-renders with the newest value when it nears the
 * viewport (a margin ahead, so scrolling never shows the held one).
 */
import { useCallback, useEffect, useState } from 'react';

/** How far outside the viewport a part counts as on screen: the value catches up before it is scrolled in. */
const nearScreenMargin = '64px 0px';

/**
 * Returns a ref for the part's element and the value to draw: `value` while the element is on or near the screen,
 * else the one it last drew. Before the first observation (and where there is no IntersectionObserver) it is on
 * screen, so the first render always draws the current value.
 */
export function useHeldOffScreen<T>(value: T): [(element: Element | null) => void, T] {
  const [element, setElement] = useState<Element | null>(null);
  const [nearScreen, setNearScreen] = useState(true);
  const [held, setHeld] = useState(value);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => setNearScreen(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: nearScreenMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  // Derived state, kept during render (React's pattern for it): what was drawn last while on screen. Until it has
  // drawn something, the first value that comes is drawn wherever the part is, so the page keeps its full height.
  const drawnNothing = held === null || held === undefined;
  if ((nearScreen || drawnNothing) && held !== value) setHeld(value);
  const ref = useCallback((next: Element | null) => setElement(next), []);
  return [ref, nearScreen || drawnNothing ? value : held];
}
