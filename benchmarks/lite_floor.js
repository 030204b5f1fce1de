// The floor of benchmarks/lite.py: the least a page can do to show a board from the static site's files:
// the same Pyodide, cardkit's wheel, one table's frame drawn by the board's renderer. No progress line,
// no form, no service worker, no error handling. Its phases and the modules Python imported for the board
// are left in ``window.ckFloor`` for the benchmark to read (what the first board costs, and why).
const site = JSON.parse(document.getElementById("ck-site").textContent);
const marks = { opened: performance.now() };
const { loadPyodide } = await import(`${site.pyodide}pyodide.mjs`);
const pyodide = await loadPyodide({ indexURL: site.pyodide });
marks.python = performance.now();
const before = new Set(pyodide.runPython("import sys\nlist(sys.modules)").toJs());
await pyodide.loadPackage(new URL(site.wheel, location.href).href);
marks.wheel = performance.now();
pyodide.runPython("from cardkit.session import Table");
marks.imported = performance.now();
const frame = pyodide.runPython(
  `import json\nt = Table("${site.floorGame}", ["human", "normal"])\nt.run_bots()\njson.dumps(t.frame())`,
);
marks.frame = performance.now();
const modules = pyodide.runPython("import sys\nlist(sys.modules)").toJs().filter((name) => !before.has(name));
const renderer = await import("./renderer.js");
const scene = JSON.parse(frame);
const host = document.createElement("div");
document.body.append(host);
renderer.default.render({
  model: { get: (name) => (name === "scene" ? scene : {}), on: () => {}, off: () => {}, send: () => {}, save_changes: () => {} },
  el: host,
});
marks.drawn = performance.now();
window.ckFloor = { marks, modules };
