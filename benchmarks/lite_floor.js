// The floor of benchmarks/lite.py: the least a page can do to show a board from the static site's files:
// the same Pyodide, cardkit's wheel, one table's frame drawn by the board's renderer. No progress line,
// no form, no service worker, no error handling.
const site = JSON.parse(document.getElementById("ck-site").textContent);
const { loadPyodide } = await import(`${site.pyodide}pyodide.mjs`);
const pyodide = await loadPyodide({ indexURL: site.pyodide });
await pyodide.loadPackage(new URL(site.wheel, location.href).href);
const frame = pyodide.runPython(
  `import json\nfrom cardkit.session import Table\nt = Table("${site.floorGame}", ["human", "normal"])\nt.run_bots()\njson.dumps(t.frame())`,
);
const renderer = await import("./renderer.js");
const scene = JSON.parse(frame);
const host = document.createElement("div");
document.body.append(host);
renderer.default.render({
  model: { get: (name) => (name === "scene" ? scene : {}), on: () => {}, off: () => {}, send: () => {}, save_changes: () => {} },
  el: host,
});
