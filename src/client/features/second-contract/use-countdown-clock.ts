/**
 * The clock behind the countdowns of open orders: it ticks once a second only while some countdown is running
 * and the page is on screen (a phone in a pocket spends nothing on it), and it tells the list when an order's
 * settlement time has come, so the list asks for the engine's result at once instead of waiting for the next
 * 5000 ms refresh.
 */
import { useEffect, useRef, useState } from 'react';
import type { SecondContractOrder } from '../../../common/trading-types';
import { secondEntryStatus } from '../../../common/trading-types';
import { usePageVisible } from '../../lib/visibility/use-page-visible';

/** The countdowns show whole seconds. */
export const countdownTickMs = 1000;

const isRunning = (order: SecondContractOrder, nowMs: number) =>
  order.entryStatus === secondEntryStatus.open && order.settleTime > nowMs;

/**
 * Now, in milliseconds, for the countdowns of `orders`: read at every render (so an order that just arrived never
 * counts from a stale time), with a re-render every second while one of them is still counting down.
 */
export function useCountdownClock(orders: readonly SecondContractOrder[] | undefined): number {
  const [, setTicks] = useState(0);
  const visible = usePageVisible();
  const nowMs = Date.now();
  const running = visible && (orders ?? []).some((order) => isRunning(order, nowMs));

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTicks((ticks) => ticks + 1), countdownTickMs);
    return () => clearInterval(timer);
  }, [running]);

  return nowMs;
}

/**
 * Calls `onDue` when an order on screen reaches its settlement time while it is watched. Orders that were
 * already due when they first appeared do not call it: the read that brought them is that recent already.
 */
export function useWhenDue(
  orders: readonly SecondContractOrder[] | undefined,
  nowMs: number,
  onDue: () => void,
): void {
  const seenRunning = useRef(new Set<string>());
  const latest = useRef(onDue);
  latest.current = onDue;
  useEffect(() => {
    let becameDue = false;
    for (const order of orders ?? []) {
      if (isRunning(order, nowMs)) seenRunning.current.add(order.id);
      else if (seenRunning.current.delete(order.id) && order.entryStatus === secondEntryStatus.open) {
        becameDue = true;
      }
    }
    if (becameDue) latest.current();
  }, [orders, nowMs]);
}
