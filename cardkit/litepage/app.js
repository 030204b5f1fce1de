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
function wasmFailure() {
  return new Promise((_, reject) => {
    for (const name of ["compile", "compileStreaming", "instantiate", "instantiateStreaming"]) {
      const original = WebAssembly[name];
      WebAssembly[name] = (...args) => original.apply(WebAssembly, args).catch((error) => {
        if (error instanceof WebAssembly.CompileError || error instanceof WebAssembly.LinkError) reject(error);
        throw error;
      });
    }
  });
}

// Python and cardkit, loaded once; every step names itself on the progress line.
let python = null;
function startPython() {
  python ??= (async () => {
    progress("lite.starting");
    let step = "pyodide.mjs";
    try {
      const { loadPyodide } = await import(`${site.pyodide}pyodide.mjs`);
      step = "pyodide.asm.wasm";
      const pyodide = await Promise.race([loadPyodide({ indexURL: site.pyodide }), wasmFailure()]);
      progress("lite.installing");
      step = site.wheel.split("/").pop();
      let missing = null;
      await pyodide.loadPackage(new URL(site.wheel, location.href).href, {
        messageCallback: () => {},
        errorCallback: (error) => { missing = error; },
      });
      if (missing) throw new Error(missing);
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
  const state = { scene: JSON.parse(game.frame()), rules: JSON.parse(game.rules()) };
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
    if (timer === null && game.bot_to_move()) {
      timer = setTimeout(() => { timer = null; show(game.step()); }, BOT_PACE);
    }
  }
  return { model, show: () => show(game.frame()) };
}

async function play(choice) {
  const main = $("ck-main");
  main.replaceChildren();
  $("ck-games").hidden = false;
  try {
    const [bridge, renderer] = await Promise.all([startPython(), import(`./renderer.js?v=${site.build}`)]);
    progress("lite.dealing");
    const game = bridge.Game(choice.game, choice.seats, language);
    const host = document.createElement("div");
    main.append(host);
    const { model, show } = standIn(bridge, game);
    renderer.default.render({ model, el: host });
    show();
    progress("");
  } catch (error) {
    failed("lite.broken", error.message);
  }
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
  const games = site.games.map((spec) => [spec.name, spec.title[language]]);
  const game = select("ck-game", games, chosen.game || site.games[0].name);
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
  const box = document.createElement("div");
  box.className = "ckd-form";
  box.append(note(text("lite.choose")), field(text("dashboard.game"), game), about,
             field(text("lite.opponent"), opponent), start, note(text("lite.no_rooms")), note(text("lite.reveals")));
  $("ck-main").replaceChildren(box);
}

function route() {
  const name = params.get("game");
  const opponent = params.get("opponent") || "normal";
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
if (typeof WebAssembly !== "object") {
  failed("lite.no_wasm");
} else {
  cacheSite();
  // Loading starts while the form shows; a failure is said at once, whichever page this is.
  startPython().then(() => { if (!params.get("game")) progress(""); }, (error) => failed("lite.broken", error.message));
  window.addEventListener("popstate", () => location.reload());
  route();
}
