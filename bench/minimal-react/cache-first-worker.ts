/**
 * The minimal page's service worker (pair-rows.ts, `?cached`): every GET it sees is answered from its cache when
 * there, else from the network and kept. Written into the build as plain JavaScript, the least a worker can do to
 * serve a repeat visit.
 */
export const cacheFirstWorkerSource = `
const cacheName = 'minimal-react';
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(
    caches.open(cacheName).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then(
        (hit) =>
          hit ||
          fetch(event.request).then((response) => {
            if (response.ok) void cache.put(event.request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
`;
