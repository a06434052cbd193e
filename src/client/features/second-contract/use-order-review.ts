/**
 * The step between pressing a direction and sending the order: the order under review in the confirmation sheet,
 * or none. With the sheet off on this device the order is sent at once; ticking "Don't ask again" turns it off as
 * the order is confirmed.
 */
import { useState } from 'react';
import { isOnline } from '../../lib/connectivity/connectivity-store';
import { isConfirmSkipped, setConfirmSkipped } from './confirm-preference';
import type { OrderRequest } from './second-api';

export function useOrderReview(place: (order: OrderRequest) => void) {
  const [review, setReview] = useState<OrderRequest | null>(null);

  const start = (order: OrderRequest) => {
    if (isConfirmSkipped()) place(order);
    else setReview(order);
  };

  const confirm = (skipNext: boolean) => {
    if (!review || !isOnline()) return;
    if (skipNext) setConfirmSkipped(true);
    place(review);
  };

  return { review, start, confirm, close: () => setReview(null) };
}
