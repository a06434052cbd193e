/**
 * Notices when an open timed order this screen has shown gets settled, so its result can be shown on screen.
 * The lists report what they read (on the app's 5000 ms refresh and at each settlement time): an order seen open
 * that now shows settled in a list is a result at once; one that has left the open list after its settlement time
 * is read once by id, since the settled list may not be on screen. Results wait until the user dismisses them.
 * A settlement pays the stake back or keeps it, so the balances on screen are read again (lib/cache/money-moved.ts).
 */
import { useCallback, useRef, useState } from 'react';
import {
  secondEntryStatus,
  type SecondContractOrder,
  type SecondEntryStatus,
} from '../../../common/trading-types';
import { moneyMoved } from '../../lib/cache/money-moved';
import { fetchOrder } from './second-api';

/** Results kept on screen at once: older ones make way, as they are in the settled list anyway. */
export const shownResultsMax = 3;
/** Open orders remembered: the open list's pages hold far fewer in practice; this only bounds the map. */
const watchedOrdersMax = 100;

export function useSettlementWatch() {
  const watched = useRef(new Map<string, SecondContractOrder>());
  const [results, setResults] = useState<SecondContractOrder[]>([]);

  const announce = useCallback((order: SecondContractOrder) => {
    watched.current.delete(order.id);
    void moneyMoved();
    setResults((shown) =>
      [order, ...shown.filter((entry) => entry.id !== order.id)].slice(0, shownResultsMax),
    );
  }, []);

  const readOnce = useCallback(
    (id: string) => {
      watched.current.delete(id);
      fetchOrder(id)
        .then((order) => order.entryStatus === secondEntryStatus.settled && announce(order))
        // A failed read only costs the on-screen result: the settled list still shows it.
        .catch(() => undefined);
    },
    [announce],
  );

  const observe = useCallback(
    (orders: readonly SecondContractOrder[], listStatus: SecondEntryStatus) => {
      const map = watched.current;
      if (listStatus === secondEntryStatus.open) {
        const present = new Set(orders.map((order) => order.id));
        const nowMs = Date.now();
        for (const [id, order] of map) if (!present.has(id) && order.settleTime <= nowMs) readOnce(id);
      }
      for (const order of orders) {
        if (order.entryStatus === secondEntryStatus.open && map.size < watchedOrdersMax)
          map.set(order.id, order);
        else if (order.entryStatus === secondEntryStatus.settled && map.has(order.id)) announce(order);
      }
    },
    [announce, readOnce],
  );

  const dismiss = useCallback((id: string) => {
    setResults((shown) => shown.filter((entry) => entry.id !== id));
  }, []);

  return { results, observe, dismiss };
}
