// Python's memory, kept for the next visit (docs/lite.md, "A second visit: Python's memory, kept").
// Starting Python is most of a visit. The first visit keeps Python's whole memory as it is once cardkit and
// every game's modules are imported, before any deal, in the service worker's cache of this build (a new
// build's worker deletes it with the rest); a later visit starts from it (Pyodide's memory snapshot, an
// experimental API of Pyodide's). The snapshot is checked against its SHA-256; a damaged or refused one is
// deleted and Python starts as on a first visit, with nothing said.
//
// The snapshot is made here, in a worker of its own that the page starts once its first board is drawn: a
// second Python, which imports and never deals (no card of any game can be in its memory), then is gone. So
// the first visit's board waits for none of it, and the page's own Python is never paused to be copied.
// The page (app.js) imports this module too, for the reading side.

// cardkit's files: Python's memory holds the imported modules, not the files, which a restored visit unpacks again.
export async function installCardkit(pyodide, wheel) {
  let missing = null;
  await pyodide.loadPackage(wheel, {
    messageCallback: () => {},
    errorCallback: (error) => { missing = error; },
  });
  if (missing) throw new Error(missing);
}

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

// The kept memory under ``key`` in the cache ``name``, or null when there is none or it is damaged (then forgotten).
export async function storedMemory(name, key) {
  try {
    const hit = await (await caches.open(name)).match(key);
    if (!hit) return null;
    const bytes = new Uint8Array(await hit.arrayBuffer());
    if (await digest(bytes) === hit.headers.get("x-sha256")) return bytes;
  } catch (error) {
    return null;  // no storage: the first visit's start
  }
  forgetMemory(name, key);
  return null;
}

export async function forgetMemory(name, key) {
  try { await (await caches.open(name)).delete(key); } catch (error) { /* no storage: nothing kept */ }
}

// The worker's one job: {pyodide, wheel, levels, cache, key} in, {kept: true} or {kept: false, error} out.
async function keepMemory(job) {
  const { loadPyodide } = await import(`${job.pyodide}pyodide.mjs`);
  const pyodide = await loadPyodide({ indexURL: job.pyodide, _makeSnapshot: true });
  await installCardkit(pyodide, job.wheel);
  pyodide.pyimport("cardkit.litepage.bridge").ready(job.levels);
  // Pyodide refuses a snapshot whose list of loaded packages is not empty; a restored visit installs them again.
  for (const name of Object.keys(pyodide.loadedPackages)) delete pyodide.loadedPackages[name];
  const bytes = pyodide.makeMemorySnapshot();
  const headers = { "content-type": "application/octet-stream", "x-sha256": await digest(bytes) };
  await (await caches.open(job.cache)).put(job.key, new Response(bytes, { headers }));
}

if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  self.onmessage = async ({ data }) => {
    try {
      await keepMemory(data);
      self.postMessage({ kept: true });
    } catch (error) {
      self.postMessage({ kept: false, error: String(error) });  // storage off or full, an old browser: nothing kept
    }
  };
}
