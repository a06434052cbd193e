/**
 * A first screen's list as a slot of the prerendered copy (src/common/first-fill.ts): the wrapper the build renders
 * with the loading rows, and where index.html's inline script puts the saved rows of a repeat visit. While the rows
 * are on screen as a start draws them, drawn from a saved answer, their markup is kept with that answer's key and
 * time, at an idle moment after each change (a new answer, the figures masked). The script uses it only when the
 * app's first render will draw the same answer, so the app then draws the same rows in the same place.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  firstFillAttributePattern,
  firstFillCharsMax,
  firstFillSlotAttribute,
  firstFillSlotClass,
  firstFillStylePattern,
  firstFillTags,
  type FirstFillNode,
  type FirstFillSnapshot,
} from '../../../common/first-fill';
import { whenIdle } from '../async/when-idle';
import { i18n } from '../i18n/i18n';
import { safeStorage, storageKeys } from '../session/storage-keys';

/** The saved answer the slot's rows are drawn from. */
export interface FirstFillSource {
  key: string | null;
  savedAtMs: number | undefined;
  userId: string;
}

const allowedTags: ReadonlySet<string> = new Set(firstFillTags);
const allowedAttribute = new RegExp(firstFillAttributePattern);
const allowedStyle = new RegExp(firstFillStylePattern);

class NotSnapshottable extends Error {}

function snapshotOf(node: Node): FirstFillNode | undefined {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return undefined;
  const element = node as Element;
  const tag = element.localName;
  if (!allowedTags.has(tag)) throw new NotSnapshottable(`<${tag}>`);
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    const allowed = name === 'style' ? allowedStyle.test(value) : allowedAttribute.test(name);
    if (!allowed) throw new NotSnapshottable(`${name}="${value}"`);
    attributes[name] = value;
  }
  return [tag, attributes, ...childSnapshots(element)];
}

function childSnapshots(parent: Node): FirstFillNode[] {
  return Array.from(parent.childNodes)
    .map(snapshotOf)
    .filter((item): item is FirstFillNode => item !== undefined);
}

/** The slot's content as a snapshot's nodes, or undefined when it holds what a snapshot may not (first-fill.ts). */
export function firstFillNodes(slot: Element): FirstFillNode[] | undefined {
  try {
    return childSnapshots(slot);
  } catch (error) {
    if (error instanceof NotSnapshottable) return undefined;
    throw error;
  }
}

function storedSnapshots(): Record<string, FirstFillSnapshot> {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(storageKeys.firstFills) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, FirstFillSnapshot>)
      : {};
  } catch {
    return {};
  }
}

function storeSnapshots(snapshots: Record<string, FirstFillSnapshot>): void {
  if (Object.keys(snapshots).length === 0) safeStorage.remove(storageKeys.firstFills);
  else safeStorage.set(storageKeys.firstFills, JSON.stringify(snapshots));
}

/** Keeps the slot's rows as the snapshot of `slot`; a slot that cannot be kept drops its older snapshot. */
export function saveFirstFill(slot: string, element: Element, source: FirstFillSource): void {
  if (!source.key || source.savedAtMs === undefined) return;
  const nodes = firstFillNodes(element);
  const snapshots = storedSnapshots();
  const snapshot: FirstFillSnapshot | undefined = nodes && {
    locale: i18n.locale,
    key: source.key,
    savedAtMs: source.savedAtMs,
    userId: source.userId,
    nodes,
  };
  const json = snapshot && JSON.stringify(snapshot);
  if (json && json.length <= firstFillCharsMax) {
    if (JSON.stringify(snapshots[slot]) === json) return;
    snapshots[slot] = snapshot;
  } else {
    if (!(slot in snapshots)) return;
    delete snapshots[slot];
  }
  storeSnapshots(snapshots);
}

/** Drops a user's snapshots (logout): their balances stay on the device no longer than their saved answers. */
export function forgetFirstFills(userId: string): void {
  const snapshots = storedSnapshots();
  const kept = Object.entries(snapshots).filter(([, snapshot]) => snapshot?.userId !== userId);
  if (kept.length !== Object.keys(snapshots).length) storeSnapshots(Object.fromEntries(kept));
}

const idleSave = { timeoutMs: 2_000, fallbackMs: 200 };

/**
 * The slot: its rows, wrapped so the script can find them in the copy. `from` is the answer they are drawn from
 * while the slot shows what a start draws (the first tab, no search, no filter of this session); undefined keeps
 * nothing (a loading, failed or filtered list).
 */
export function FirstFillSlot({
  slot,
  from,
  as: Wrapper = 'div',
  className = firstFillSlotClass,
  testId,
  children,
}: {
  slot: string;
  from: FirstFillSource | undefined;
  /**
   * The slot's element. By default a wrapper that lays out as if it were not there (`display: contents`); the
   * figure's own element (a `p` with its class) when the slot is one figure's text, as a `div` may not stand in a
   * `p`, and the figure's markup stays what it was.
   */
  as?: 'div' | 'p';
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const latest = useRef(from);
  latest.current = from;
  const key = from?.key;
  const savedAtMs = from?.savedAtMs;
  useEffect(() => {
    const element = ref.current;
    if (!element || !key || savedAtMs === undefined) return;
    let disposed = false;
    let scheduled = false;
    const save = () => {
      scheduled = false;
      if (!disposed && latest.current) saveFirstFill(slot, element, latest.current);
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      whenIdle(save, idleSave);
    };
    schedule();
    // A change of the rows without a new answer (the figures masked, a language switched) is kept as well.
    const observer = new MutationObserver(schedule);
    observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true });
    // Leaving the app keeps the rows at once, as the cache then copies its answers at once (cache-db.ts,
    // flushCacheWrites): a save still waiting for an idle moment would not come on a page being closed, and the
    // snapshot would name an older answer than the copy, which the inline script does not fill.
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      disposed = true;
      observer.disconnect();
      document.removeEventListener('visibilitychange', saveWhenHidden);
    };
  }, [slot, key, savedAtMs]);
  return (
    <Wrapper
      ref={ref as RefObject<HTMLDivElement & HTMLParagraphElement>}
      className={className}
      data-testid={testId}
      {...{ [firstFillSlotAttribute]: slot }}
    >
      {children}
    </Wrapper>
  );
}
