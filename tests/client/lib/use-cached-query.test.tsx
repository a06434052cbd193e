// Proves the stale-while-revalidate hook on a real (fake-indexeddb) Dexie: cached data first, revalidation when online, nothing fetched offline, errors keep the data, a saved answer (fetched or pushed) shows on every query of its key.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheDatabase,
  deleteUserCache,
  readCacheEntry,
  writeCacheEntry,
} from '../../../src/client/lib/cache/cache-db';
import { saveAnswer, useCachedQuery } from '../../../src/client/lib/cache/use-cached-query';
import { connectivityStore } from '../../../src/client/lib/connectivity/connectivity-store';
import { ApiFailure } from '../../../src/client/lib/http/api-failure';
import { clearDeviceCache } from '../support/device-cache';

function Probe({ cacheKey, fetcher }: { cacheKey: string; fetcher: () => Promise<string> }) {
  const query = useCachedQuery(cacheKey, fetcher, { refreshOnTick: false });
  return (
    <p data-testid="probe">
      {query.data ?? 'none'}|{query.fromCache ? 'cached' : 'fresh'}|{query.error?.message ?? 'ok'}
    </p>
  );
}

const probeText = () => screen.getByTestId('probe').textContent;

beforeEach(async () => {
  await clearDeviceCache();
  connectivityStore.set({ browserOnline: true, lastRequestFailed: false });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCachedQuery', () => {
  it('shows the saved answer offline without fetching', async () => {
    await writeCacheEntry({ key: 'k-offline', value: 'saved', savedAtMs: 1000, userId: '' });
    connectivityStore.set({ browserOnline: false });
    const fetcher = vi.fn(async () => 'fresh');
    render(<Probe cacheKey="k-offline" fetcher={fetcher} />);
    await waitFor(() => expect(probeText()).toBe('saved|cached|ok'));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('revalidates online and writes the new answer back to the cache', async () => {
    await writeCacheEntry({ key: 'k-online', value: 'old', savedAtMs: 1000, userId: '' });
    render(<Probe cacheKey="k-online" fetcher={async () => 'new'} />);
    await waitFor(() => expect(probeText()).toBe('new|fresh|ok'));
    await waitFor(async () => expect((await readCacheEntry<string>('k-online'))?.value).toBe('new'));
  });

  it('fetches when the connection comes back', async () => {
    connectivityStore.set({ browserOnline: false });
    const fetcher = vi.fn(async () => 'later');
    render(<Probe cacheKey="k-back" fetcher={fetcher} />);
    await waitFor(() => expect(probeText()).toBe('none|fresh|ok'));
    expect(fetcher).not.toHaveBeenCalled();
    act(() => connectivityStore.set({ browserOnline: true }));
    await waitFor(() => expect(probeText()).toBe('later|fresh|ok'));
  });

  it('keeps the cached data beside an error when the fetch fails', async () => {
    await writeCacheEntry({ key: 'k-fail', value: 'kept', savedAtMs: 1000, userId: '' });
    const fetcher = async (): Promise<string> => {
      throw new ApiFailure('server down', 'http');
    };
    render(<Probe cacheKey="k-fail" fetcher={fetcher} />);
    await waitFor(() => expect(probeText()).toBe('kept|cached|server down'));
  });
});

describe('the refresh tick', () => {
  function TickProbe(props: { cacheKey: string; fetcher: () => Promise<string>; refreshEveryMs?: number }) {
    const { cacheKey, fetcher, refreshEveryMs = 0 } = props;
    const query = useCachedQuery(cacheKey, fetcher, { refreshEveryMs });
    return <p data-testid="probe">{query.data ?? 'none'}</p>;
  }
  const tick = () => act(() => void window.dispatchEvent(new Event('petrel:refresh')));
  /** A fetcher that answers with how many times it was called. */
  const counting = () => {
    let calls = 0;
    return vi.fn(async () => `answer ${(calls += 1)}`);
  };

  it('reads again on every tick by default', async () => {
    const fetcher = counting();
    render(<TickProbe cacheKey="k-every-tick" fetcher={fetcher} />);
    await waitFor(() => expect(probeText()).toBe('answer 1'));
    tick();
    await waitFor(() => expect(probeText()).toBe('answer 2'));
    tick();
    await waitFor(() => expect(probeText()).toBe('answer 3'));
  });

  it('with refreshEveryMs, reads again only once the answer on screen was fetched that long ago', async () => {
    let nowMs = Date.parse('2026-11-29T10:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => nowMs);
    const fetcher = counting();
    render(<TickProbe cacheKey="k-every-30s" fetcher={fetcher} refreshEveryMs={30_000} />);
    await waitFor(() => expect(probeText()).toBe('answer 1'));
    nowMs += 29_999;
    tick();
    await Promise.resolve();
    expect(fetcher).toHaveBeenCalledTimes(1);
    nowMs += 1;
    tick();
    await waitFor(() => expect(probeText()).toBe('answer 2'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('saveAnswer', () => {
  it('shows a saved answer on every mounted query of its key and keeps it on the device', async () => {
    render(
      <>
        <Probe cacheKey="k-pushed" fetcher={async () => 'fetched'} />
        <Probe cacheKey="k-pushed" fetcher={async () => 'fetched'} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('probe').map((probe) => probe.textContent)).toEqual([
        'fetched|fresh|ok',
        'fetched|fresh|ok',
      ]),
    );
    act(() => saveAnswer('k-pushed', 'pushed'));
    await waitFor(() =>
      expect(screen.getAllByTestId('probe').map((probe) => probe.textContent)).toEqual([
        'pushed|fresh|ok',
        'pushed|fresh|ok',
      ]),
    );
    await waitFor(async () => expect((await readCacheEntry<string>('k-pushed'))?.value).toBe('pushed'));
  });
});

describe('deleteUserCache', () => {
  it('deletes one user’s entries and nothing else', async () => {
    await writeCacheEntry({ key: 'public', value: 1, savedAtMs: 1, userId: '' });
    await writeCacheEntry({ key: 'mine', value: 2, savedAtMs: 1, userId: 'u1' });
    await writeCacheEntry({ key: 'theirs', value: 3, savedAtMs: 1, userId: 'u2' });
    await deleteUserCache('u1');
    expect(await (await cacheDatabase()).entries.toCollection().primaryKeys()).toEqual(['public', 'theirs']);
  });
});
