/**
 * Pull-to-refresh for a screen that scrolls with the page: pulling down from the very top past a threshold and
 * letting go runs the screen's refresh, and the indicator springs back over the spec's 600 ms rebound once the
 * refresh has finished (or at once when the pull was too short). `refresh()` runs the same path from a button, so
 * the action is also there for a mouse, a keyboard and a screen reader.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { pullToRefreshReboundMs } from '../../../common/constants';

/** How far the finger must pull (after damping) to trigger, and the most the indicator moves. */
export const pullTriggerPx = 64;
export const pullMaxPx = 96;
/** The indicator follows the finger at half speed, which reads as resistance. */
const pullDamping = 0.5;

export type PullPhase = 'idle' | 'pulling' | 'refreshing' | 'rebounding';

export interface PullToRefresh {
  pullPx: number;
  phase: PullPhase;
  refresh: () => void;
}

export function usePullToRefresh(
  onRefresh: () => Promise<unknown>,
  reboundMs: number = pullToRefreshReboundMs,
): PullToRefresh {
  const [pullPx, setPullPx] = useState(0);
  const [phase, setPhase] = useState<PullPhase>('idle');
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  const busy = useRef(false);
  const reboundTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const rebound = useCallback(() => {
    setPhase('rebounding');
    setPullPx(0);
    clearTimeout(reboundTimer.current);
    reboundTimer.current = setTimeout(() => {
      busy.current = false;
      setPhase('idle');
    }, reboundMs);
  }, [reboundMs]);

  const refresh = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setPhase('refreshing');
    setPullPx(pullTriggerPx);
    void latest
      .current()
      .catch(() => undefined)
      .finally(rebound);
  }, [rebound]);

  useEffect(() => {
    let startY: number | undefined;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      startY = !busy.current && window.scrollY <= 0 ? event.touches[0]?.clientY : undefined;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (startY === undefined || y === undefined) return;
      pulled = Math.min(pullMaxPx, Math.max(0, (y - startY) * pullDamping));
      setPullPx(pulled);
      setPhase(pulled > 0 ? 'pulling' : 'idle');
    };
    const onEnd = () => {
      if (startY === undefined) return;
      startY = undefined;
      if (pulled >= pullTriggerPx) refresh();
      else if (pulled > 0) rebound();
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
      clearTimeout(reboundTimer.current);
    };
  }, [refresh, rebound]);

  return { pullPx, phase, refresh };
}
