// The static page's service worker: a second visit takes Python, the wheels and the page from the
// browser's cache. Its cache is named after the build (?v=), so a new build replaces the old one.
// Pages are asked of the network first (a new build shows at once), everything else of the cache first
// (the page asks for its scripts with ?v=build, and Pyodide's files change only with a new build).
const CACHE = `cardkit-${new URL(self.location.href).searchParams.get("v")}`;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith("cardkit-") && key !== CACHE) await caches.delete(key);
    await self.clients.claim();  // the first visit's own later requests are cached already
  })());
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(request.mode === "navigate" ? networkFirst(request) : cacheFirst(request));
});
