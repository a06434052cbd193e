/**
 * The simulated trade tape. Each second of each pair holds up to a few trade slots, filled or not by a draw from
 * the second's day key, so trade times, ids and sizes are fixed forever and the tape only grows at its head.
 */
import type { MarketTrade } from '../../../common/market-types';
import type { Bar } from './bar';
import { aggregateMinutes, minuteMs } from './bars';
import type { DayStream } from './day-draws';
import { priceAt, volumeUnitsPerCoin, type PairModel } from './pair-model';

export const tradesCountMax = 2000;
const tradeSlotsPerSecond = 4;
/** The tape of a thin pair is searched this far back at most. */
const tradeLookbackSecondsMax = 12 * 3600;
const secondsPerDay = 86_400;
/** The draws of a slot, in this order among its words. */
const slotDraw = { fill: 0, offset: 1, direction: 2, amount: 3 } as const;
const drawsPerSlot = 4;

interface Slot {
  slot: number;
  offsetMs: number;
  directionUnit: number;
  amountUnit: number;
}

function slotsOfSecond(stream: DayStream, second: number, fillChance: number): Slot[] {
  const slots: Slot[] = [];
  const dayIndex = Math.floor(second / secondsPerDay);
  const secondWord = (second - dayIndex * secondsPerDay) * tradeSlotsPerSecond * drawsPerSlot;
  for (let slot = 0; slot < tradeSlotsPerSecond; slot++) {
    const draw = (which: number): number => stream.unit(dayIndex, secondWord + slot * drawsPerSlot + which);
    if (draw(slotDraw.fill) >= fillChance) continue;
    slots.push({
      slot,
      offsetMs: Math.floor(draw(slotDraw.offset) * 1000),
      directionUnit: draw(slotDraw.direction),
      amountUnit: draw(slotDraw.amount),
    });
  }
  // Newest first; the slot number breaks ties so the order never depends on the sort's stability.
  return slots.sort((a, b) => b.offsetMs - a.offsetMs || b.slot - a.slot);
}

/** The latest `count` trades at or before `nowMs`, newest first. */
export function computeTrades(model: PairModel, nowMs: number, count: number): MarketTrade[] {
  const wanted = Math.min(tradesCountMax, Math.max(0, Math.floor(count)));
  const stream = model.draws.stream(
    `pair:${model.pair.symbol}:trades`,
    secondsPerDay * tradeSlotsPerSecond * drawsPerSlot,
  );
  const fillChance = Math.min(1, model.tradesPerSecond / tradeSlotsPerSecond);
  const minutes = new Map<number, Bar>();
  // A trade's price is clamped into its minute's candle, so the tape never prints outside the chart.
  const minuteOf = (tsMs: number): Bar => {
    const startMs = Math.floor(tsMs / minuteMs) * minuteMs;
    let bar = minutes.get(startMs);
    if (!bar) {
      const inProgress = startMs + minuteMs > nowMs;
      bar = aggregateMinutes(model, startMs, inProgress ? nowMs : startMs + minuteMs, inProgress);
      minutes.set(startMs, bar);
    }
    return bar;
  };
  const trades: MarketTrade[] = [];
  const nowSecond = Math.floor(nowMs / 1000);
  const oldestSecond = nowSecond - tradeLookbackSecondsMax;
  for (let second = nowSecond; second > oldestSecond && trades.length < wanted; second--) {
    for (const { slot, offsetMs, directionUnit, amountUnit } of slotsOfSecond(stream, second, fillChance)) {
      const tsMs = second * 1000 + offsetMs;
      if (tsMs > nowMs || trades.length >= wanted) continue;
      const minute = minuteOf(tsMs);
      const amountUnits = Math.round(model.tradeVolumeUnitsAverage * Math.exp(4 * amountUnit - 2.5));
      trades.push({
        id: String(second * tradeSlotsPerSecond + slot),
        ts: tsMs,
        price: Math.min(minute.high, Math.max(minute.low, priceAt(model, tsMs))),
        amount: Math.max(1, amountUnits) / volumeUnitsPerCoin,
        direction: directionUnit < 0.5 ? 'buy' : 'sell',
      });
    }
  }
  return trades;
}
