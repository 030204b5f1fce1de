// The static page: a game of cardkit that starts by itself, in the visitor's browser.
// Python (Pyodide) starts loading at once, while the form or the progress line shows; cardkit's wheel
// is installed without micropip (only what the first board needs); the board is the kit's own
// renderer (renderer.js), handed a stand-in for a widget's model whose messages go to bridge.py.
// Every failure ends as a readable message on the page (lite.* texts), never a blank page.

const site = JSON.parse(document.getElementById("ck-site").textContent);
const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const BOT_PACE = 400;  // ms between two bots' moves, so the visitor can follow them

let language = site.texts[params.get("lang")] ? params.get("lang")
  : (navigator.language || "en").toLowerCase().startsWith("fr") ? "fr" : "en";

function text(key, values = {}) {
  const template = site.texts[language][key] ?? site.texts.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

function progress(key) { $("ck-progress").textContent = key ? text(key) : ""; }

function message(content) {
  $("ck-message").textContent = content;
  $("ck-message").hidden = !content;
}

function failed(key, what) {
  progress("");
  message(text(key, { what }));
}

function dress() {
  document.documentElement.lang = language;
  $("ck-language").value = language;
  $("ck-tagline").textContent = text("dashboard.tagline");
  $("ck-games").textContent = text("lite.games");
}

// The page's look, by the boards' rules (renderer.js, "themes and card backs"): the theme this browser
// chose (the menus under a board, here or in a cardkit dashboard on the same site), else the system's.
const MEMORY = { theme: "cardkit.theme", card_back: "cardkit.card_back" };  // the renderer's own two names
const systemScheme = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;

function chosenLook(name) {
  let kept = null;
  try { kept = localStorage.getItem(MEMORY[name]); } catch (error) { /* storage refused: nothing chosen */ }
  return site.looks[name].includes(kept) ? kept : "auto";
}

function dressTheme() {
  const theme = chosenLook("theme");
  document.querySelector(".ckd").dataset.theme = theme !== "auto" ? theme : systemScheme?.matches ? "dark" : "light";
}

// The browser's cache for a second visit; storage turned off only costs the next visit its speed.
async function cacheSite() {
  try {
    if (!("serviceWorker" in navigator)) throw new Error("no service worker");
    await navigator.serviceWorker.register(`sw.js?v=${site.build}`);
  } catch (error) {
    $("ck-message").dataset.storage = "off";
    message(text("lite.no_storage"));
  }
}

// A damaged pyodide.asm.wasm makes Pyodide's start hang, never reject: a failed compilation rejects this.
let compileFailed = null;
function wasmFailure() {
  compileFailed ??= new Promise((_, reject) => {
    for (const name of ["compile", "compileStreaming", "instantiate", "instantiateStreaming"]) {
      const original = WebAssembly[name];
      WebAssembly[name] = (...args) => original.apply(WebAssembly, args).catch((error) => {
        if (error instanceof WebAssembly.CompileError || error instanceof WebAssembly.LinkError) reject(error);
        throw error;
      });
    }
  });
  return compileFailed;
}

// ------------------------------------------------------------------------------ Python's memory, kept
// A later visit starts Python from the memory the first visit kept (python.js says how and why).
const CACHE = `cardkit-${site.build}`;  // sw.js's name for this build's cache
const SNAPSHOT = new URL(`python-memory?v=${site.build}`, location.href).href;  // a key, never asked of the server
const WHEEL = new URL(site.wheel, location.href).href;
const PYODIDE = new URL(site.pyodide, location.href).href;
const memory = import(`./python.js?v=${site.build}`);

// Cache Storage and SHA-256 are there on https and localhost, and not where storage is blocked.
function canKeep() {
  try { return typeof caches === "object" && Boolean(crypto.subtle); } catch (error) { return false; }
}

// Python from the kept memory, or null when there is none or it fails (then forgotten).
async function restorePython(loadPyodide, { storedMemory, forgetMemory, installCardkit }) {
  const snapshot = canKeep() ? await storedMemory(CACHE, SNAPSHOT) : null;
  if (!snapshot) return null;
  try {
    const pyodide = await Promise.race([loadPyodide({ indexURL: PYODIDE, _loadSnapshot: snapshot }), wasmFailure()]);
    progress("lite.installing");
    await installCardkit(pyodide, WHEEL);
    const bridge = pyodide.pyimport("cardkit.litepage.bridge");
    bridge.restored();
    document.documentElement.dataset.python = "kept";  // how Python started, for the tests and benchmarks
    return bridge;
  } catch (error) {
    if (error instanceof WebAssembly.CompileError || error instanceof WebAssembly.LinkError) throw error;
    console.warn("cardkit: the kept Python memory was not usable; starting Python afresh", error);
    forgetMemory(CACHE, SNAPSHOT);
    return null;
  }
}

// After a first visit's first board: Python's memory made and kept for the next visit, by a worker of its own.
let keeping = false;
function keepForNextVisit() {
  if (keeping || document.documentElement.dataset.python !== "started" || !canKeep()) return;
  keeping = true;
  const worker = new Worker(`python.js?v=${site.build}`, { type: "module" });
  const done = (kept, error) => {
    worker.terminate();
    if (!kept) console.warn("cardkit: Python's memory could not be kept for the next visit", error);
    document.documentElement.dataset.kept = kept ? "yes" : "no";  // for the tests and benchmarks
  };
  worker.onmessage = ({ data }) => done(data.kept, data.error);
  worker.onerror = (event) => done(false, event.message);
  worker.postMessage({ pyodide: PYODIDE, wheel: WHEEL, levels: site.levels, cache: CACHE, key: SNAPSHOT });
}

// Python and cardkit, loaded once; every step names itself on the progress line.
let python = null;
function startPython() {
  python ??= (async () => {
    progress("lite.starting");
    let step = "python.js";
    try {
      const kept = await memory;
      step = "pyodide.mjs";
      const { loadPyodide } = await import(`${site.pyodide}pyodide.mjs`);
      step = "pyodide.asm.wasm";
      const restored = await restorePython(loadPyodide, kept);
      if (restored) return restored;
      document.documentElement.dataset.python = "started";
      const pyodide = await Promise.race([loadPyodide({ indexURL: PYODIDE }), wasmFailure()]);
      progress("lite.installing");
      step = site.wheel.split("/").pop();
      await kept.installCardkit(pyodide, WHEEL);
      step = "cardkit";
      return pyodide.pyimport("cardkit.litepage.bridge");
    } catch (error) {
      console.error(error);
      throw new Error(step);
    }
  })();
  return python;
}

// The renderer's view of a widget: the traits it reads (scene, rules) and send(), answered here.
function standIn(bridge, game) {
  const state = { scene: JSON.parse(game.frame()), rules: JSON.parse(game.rules()), theme: "auto", card_back: "auto" };
  const listeners = {};
  let timer = null;
  const model = {
    get: (name) => state[name],
    on: (event, f) => { (listeners[event] ??= []).push(f); },
    off: (event, f) => { listeners[event] = (listeners[event] || []).filter((g) => g !== f); },
    save_changes: () => {},
    send: (content) => { show(game.handle(JSON.stringify(content))); },
  };
  function set(name, value) {
    state[name] = value;
    for (const f of listeners[`change:${name}`] || []) f();
  }
  function show(frame) {
    const scene = JSON.parse(frame);
    if (scene.lang && scene.lang !== language) {  // the board's own language menu
      language = scene.lang;
      dress();
      set("rules", JSON.parse(game.rules()));
    }
    set("scene", scene);
    // A finished game (never one in progress: keep() says false until the deal is over) goes to storage.
    if (game.over() && game.keep(keptGames(bridge)) && write(kept.save(stored() ?? null, language))) {
      progress("lite.records_kept");
    }
    if (timer === null && game.bot_to_move()) {
      timer = setTimeout(() => { timer = null; show(game.step()); }, BOT_PACE);
    }
  }
  return { model, show: () => show(game.frame()), set };
}

// The theme and card-back menus under the board: the board's traits, which its renderer draws and this
// browser remembers (as a dashboard's menus do); the page around the board takes the theme too.
function looksMenus(set) {
  const box = document.createElement("div");
  box.className = "ck-lite-looks";
  for (const name of Object.keys(site.looks)) {
    const menu = select(`ck-${name.replace("_", "-")}`, site.looks[name].map((c) => [c, text(`scene.${name}.${c}`)]),
                        chosenLook(name));
    menu.addEventListener("change", () => {
      set(name, menu.value);
      dressTheme();
    });
    box.append(field(text(`scene.${name}`), menu));
  }
  return box;
}

async function play(choice) {
  const main = $("ck-main");
  main.replaceChildren();
  $("ck-games").hidden = false;
  try {
    const [bridge, renderer] = await Promise.all([startPython(), import(`./renderer.js?v=${site.build}`)]);
    progress("lite.dealing");
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));  // shown before the deal
    const game = bridge.Game(choice.game, choice.seats, language);
    const host = document.createElement("div");
    main.append(host);
    const { model, show, set } = standIn(bridge, game);
    renderer.default.render({ model, el: host });
    show();
    main.append(looksMenus(set));
    progress("");
    // The stored games are read once the board is painted (a few thousand take seconds in Pyodide), or
    // before, when a game ends first (show() asks for them then); then a first visit keeps Python's memory.
    requestAnimationFrame(() => setTimeout(() => { keptGames(bridge); keepForNextVisit(); }));
  } catch (error) {
    failed("lite.broken", error.message);
  }
}

// ------------------------------------------------------------------------------ My games
// The visitor's finished games live in this browser's localStorage, one value: the export of cardkit.records
// (a save file: versioned, checksummed), read into the page's Python at start and written after each
// finished game (docs/records.md, "On the static site").
const STORE = "cardkit.games";

// The stored value, null when there is none, undefined when this browser keeps no data for the page.
function stored() {
  try { return localStorage.getItem(STORE); } catch (error) { return undefined; }
}

let kept = null;
function keptGames(bridge) {
  if (kept === null) {
    kept = bridge.Kept(stored() ?? null);
    const { unread } = JSON.parse(kept.listing(language));
    if (unread) message(unread);  // said, and left as it is: the page plays on
  }
  return kept;
}

// Write what the bridge says to write ({text}: the value, "" for none) or say why not ({error}).
function write(answer) {
  const { text: value, error } = JSON.parse(answer);
  if (error) { message(error); return false; }
  try {
    if (value) localStorage.setItem(STORE, value); else localStorage.removeItem(STORE);
    return true;
  } catch (failure) {
    message(failure.name === "QuotaExceededError" ? text("lite.records_full", { mb: site.save_mb })
      : text("lite.records_no_storage"));
    return false;
  }
}

function button(label, className, onClick) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = className;
  node.textContent = label;
  node.addEventListener("click", onClick);
  return node;
}

function downloadFile(name, content) {
  const url = URL.createObjectURL(new Blob([content], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function summaryTable(lines) {
  const table = document.createElement("table");
  table.createCaption().textContent = text("dashboard.records_summary");
  const head = table.createTHead().insertRow();
  for (const column of ["game", "against", "games", "wins", "margin"]) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = text(`dashboard.records_col_${column}`);
    head.append(cell);
  }
  const body = table.createTBody();
  for (const line of lines) {
    const row = body.insertRow();
    const title = document.createElement("th");
    title.scope = "row";
    title.textContent = line.game;
    row.append(title);
    row.insertCell().textContent = line.against;
    row.insertCell().textContent = String(line.games);
    const wins = row.insertCell();
    const spread = document.createElement("span");
    spread.className = "ckd-note";
    spread.textContent = ` (${line.interval})`;
    wins.append(String(line.wins), spread);
    row.insertCell().innerHTML = line.plot;  // an SVG cardkit drew from numbers (its label escaped)
  }
  const box = document.createElement("div");
  box.className = "ckd-records-summary";
  box.append(table);
  return box;
}

// "My games": the list, the summary, Download, Delete (asked first), Import; asking: the game whose
// deletion is asked about ("" for all), said: a word on what was just done.
async function mine({ asking = null, said = "" } = {}) {
  $("ck-games").hidden = false;
  const box = document.createElement("div");
  box.className = "ckd-records ck-lite-records";
  const title = document.createElement("h2");
  title.textContent = text("dashboard.records");
  const where = note(text("lite.records_where"));
  where.classList.add("ckd-records-where");
  box.append(title, where, note(text("lite.records_no_review")));
  $("ck-main").replaceChildren(box);
  let listed;
  try {
    listed = JSON.parse(keptGames(await startPython()).listing(language));
    keepForNextVisit();
    progress("");
  } catch (error) {
    failed("lite.broken", error.message);
    return;
  }
  if (listed.unread) message(listed.unread);
  if (stored() === undefined) message(text("lite.records_no_storage"));
  if (!listed.games.length) {
    const none = note(text("dashboard.records_none"));
    none.classList.add("ckd-records-none");
    box.append(none);
  } else {
    box.append(summaryTable(listed.summary));
    const caption = document.createElement("h3");
    caption.textContent = listed.caption;
    const list = document.createElement("ul");
    list.className = "ckd-records-list";
    for (const game of listed.games) {
      const row = document.createElement("li");
      row.className = "ckd-records-row";
      const words = document.createElement("span");
      words.className = "ckd-records-game";
      words.textContent = game.text;
      const download = button(text("dashboard.records_download"), "ckd-records-download",
        () => downloadFile(`cardkit-game-${game.id.slice(0, 8)}.json`, kept.download(game.id)));
      const again = button(text("dashboard.records_replay"), "ckd-records-replay", () => replay(game.id));
      const forget = button(text("dashboard.records_delete"), "ckd-records-delete", () => mine({ asking: game.id }));
      again.title = download.title = forget.title = game.text;
      row.append(words, again, download, forget);
      list.append(row);
    }
    box.append(caption, list);
  }
  const controls = document.createElement("div");
  controls.className = "ck-lite-controls";
  if (listed.games.length) {
    controls.append(button(text("dashboard.records_download_all"), "ckd-records-download-all",
      () => downloadFile("cardkit-my-games.json", kept.download(""))));
  }
  if (listed.games.length || listed.unread) {
    controls.append(button(text("dashboard.records_delete_all"), "ckd-records-delete-all", () => mine({ asking: "" })));
  }
  controls.append(importControl(), button(text("dashboard.records_back"), "ckd-records-back", () => {
    history.pushState(null, "", `?lang=${language}`);
    message("");
    form();
  }));
  box.append(controls);
  if (said) {
    const status = note(said);
    status.classList.add("ckd-records-imported");
    status.setAttribute("role", "status");
    box.append(status);
  }
  if (asking !== null) box.append(confirmDelete(asking));
}

// Replay: the board's renderer over the stepper's scenes (the seat's own views, one a move), no Python call
// after the first: the steps' buttons, slider and arrow keys send "step" commands, answered here.
async function replay(id) {
  const { title, scenes } = JSON.parse(kept.replay(id, language));
  const renderer = await import(`./renderer.js?v=${site.build}`);
  const box = document.createElement("div");
  box.className = "ckd-records ck-lite-records";
  const heading = document.createElement("h2");
  heading.textContent = title;
  const host = document.createElement("div");
  box.append(heading, host, button(text("dashboard.records"), "ck-lite-to-list", () => mine()));  // back to the list
  $("ck-main").replaceChildren(box);
  const state = { scene: scenes[0], rules: {} };
  const listeners = {};
  const model = {
    get: (name) => state[name],
    on: (event, f) => { (listeners[event] ??= []).push(f); },
    off: (event, f) => { listeners[event] = (listeners[event] || []).filter((g) => g !== f); },
    save_changes: () => {},
    send: (content) => {
      const asked = content && content.kind === "command" && content.name === "step" ? content.value : null;
      if (Number.isInteger(asked) && asked >= 0 && asked < scenes.length) state.scene = scenes[asked];
      for (const f of listeners["change:scene"] || []) f();
    },
  };
  renderer.default.render({ model, el: host });
}

function confirmDelete(id) {
  const box = document.createElement("div");
  const question = document.createElement("p");
  question.className = "ckd-confirm";
  question.setAttribute("role", "alert");
  question.textContent = text(id ? "dashboard.records_confirm_one" : "dashboard.records_confirm_all");
  const yes = button(text("dashboard.records_yes"), "ckd-records-yes", () => {
    if (write(kept.delete(id, stored() ?? null, language))) message("");
    mine();
  });
  const no = button(text("dashboard.records_no"), "ckd-records-no", () => mine());
  box.append(question, yes, no);
  setTimeout(() => no.focus());  // the keyboard lands on the answer that changes nothing
  return box;
}

// The browser's own file input inside a label drawn as a button (the dashboard's Import).
function importControl() {
  const label = document.createElement("label");
  label.className = "ckd-import ck-lite-import";
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.className = "ckd-import-file";
  const words = document.createElement("span");
  words.textContent = text("dashboard.records_import");
  label.append(input, words);
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = "";  // the same file chosen again is read again
    if (!file) return;
    if (file.size > site.save_mb * 1_000_000) {
      message(text("dashboard.records_import_too_large", { mb: site.save_mb }));
      return;
    }
    let content;
    try { content = await file.text(); } catch (error) {
      message(text("dashboard.records_import_unreadable"));
      return;
    }
    const { said, error } = JSON.parse(kept.import_(content, language));
    if (error) { message(error); return mine(); }
    message("");
    write(kept.save(stored() ?? null, language));  // an unreadable stored value is said, not written over
    mine({ said });
  });
  return label;
}

function seatsOf(spec, opponent) {
  const other = opponent === "human" ? "human" : opponent;
  return ["human", ...Array(Math.min(...spec.players) - 1).fill(other)];
}

const OPPONENTS = () => [...site.levels.map((level) => [level, text(`dashboard.level.${level}`)]),
                         ["human", text("lite.hot_seat")]];

function field(label, control) {
  const row = document.createElement("label");
  row.className = "ckd-field";
  const name = document.createElement("span");
  name.className = "ckd-label";
  name.textContent = label;
  row.append(name, control);
  return row;
}

function select(id, options, value) {
  const node = document.createElement("select");
  node.id = id;
  for (const [key, label] of options) node.append(new Option(label, key, false, key === value));
  return node;
}

function note(content) {
  const node = document.createElement("p");
  node.className = "ckd-note";
  node.textContent = content;
  return node;
}

// The dashboard's form, without rooms (they need a server): a game, an opponent, Play.
function form(chosen = {}) {
  $("ck-games").hidden = true;
  const titles = site.games.map((spec) => [spec.name, spec.title[language]]);
  const game = select("ck-game", titles, chosen.game || site.games[0].name);
  const opponent = select("ck-opponent", OPPONENTS(), chosen.opponent || "normal");
  const about = note("");
  const showAbout = () => { about.textContent = site.games.find((s) => s.name === game.value).about[language]; };
  game.addEventListener("change", showAbout);
  showAbout();
  const start = document.createElement("button");
  start.className = "ckd-start";
  start.textContent = text("dashboard.start");
  start.addEventListener("click", () => {
    const spec = site.games.find((s) => s.name === game.value);
    // The address says which game (a link to share), never a card: the deal is made in this page.
    history.pushState(null, "", `?game=${spec.name}&opponent=${opponent.value}&lang=${language}`);
    play({ game: spec.name, seats: seatsOf(spec, opponent.value) });
  });
  const games = button(text("dashboard.records"), "ckd-my-games", () => {
    history.pushState(null, "", `?page=games&lang=${language}`);
    mine();
  });
  const box = document.createElement("div");
  box.className = "ckd-form";
  box.append(note(text("lite.choose")), field(text("dashboard.game"), game), about,
             field(text("lite.opponent"), opponent), start, games, note(text("lite.no_rooms")),
             note(text("lite.reveals")));
  $("ck-main").replaceChildren(box);
}

function route() {
  const name = params.get("game");
  const opponent = params.get("opponent") || "normal";
  if (params.get("page") === "games") return mine();
  if (!name) return form();
  const spec = site.games.find((s) => s.name === name);
  if (!spec) { message(text("lite.unknown_game", { game: name })); return form(); }
  if (!OPPONENTS().some(([key]) => key === opponent)) {
    message(text("lite.unknown_opponent", { opponent }));
    return form({ game: name });
  }
  play({ game: name, seats: seatsOf(spec, opponent) });
}

$("ck-language").addEventListener("change", () => {
  language = $("ck-language").value;
  const url = new URL(location.href);
  url.searchParams.set("lang", language);
  location.assign(url);  // the board's texts come from Python in that language: a new page is simplest
});

dress();
dressTheme();
systemScheme?.addEventListener?.("change", dressTheme);
if (typeof WebAssembly !== "object") {
  failed("lite.no_wasm");
} else {
  cacheSite();
  // Loading starts while the form shows; a failure is said at once, whichever page this is.
  startPython().then(() => { if (!params.get("game") && !params.get("page")) progress(""); },
                     (error) => failed("lite.broken", error.message));
  window.addEventListener("popstate", () => location.reload());
  route();
}
