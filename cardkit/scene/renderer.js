// cardkit's one renderer: draws any game's scene (built in Python from one seat's view) and sends
// back what was clicked. No game logic lives here: a clickable element carries the message to send.
// Keyboard: every card and zone is focusable; Enter or Space clicks; the arrow keys move between
// cards; Escape clears a selection. Focus stays on the same element across updates.

const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
};

function drawCard(item, send) {
  const face = item.face || "up";
  const classes = ["ck-card", `ck-${face}`];
  if (face === "up" && item.tone) classes.push(`ck-tone-${item.tone}`);
  if (item.selected) classes.push("ck-selected");
  if (item.hint) classes.push("ck-hint");
  if (item.legal) classes.push("ck-legal");
  if (item.changed) classes.push("ck-changed");
  if (item.last) classes.push("ck-last");  // moved by its player's last move ("moved by Ana's last move")
  if (item.send) classes.push("ck-clickable");
  const label = item.last ? `${item.label}, ${item.last}` : item.label;
  const node = el("div", {
    class: classes.join(" "),
    tabindex: "0",
    role: item.send ? "button" : "img",
    "aria-label": label,
    "aria-pressed": item.send && item.selected ? "true" : undefined,
    title: label,
    "data-id": item.id,
    "data-card": item.card,
    "data-note": item.note,  // a public fact ("discarded by Ana"), shown on hover and focus by the CSS
  });
  if (face === "up") {
    node.append(
      el("span", { class: "ck-rank", "aria-hidden": "true", text: item.rank || "" }),
      el("span", { class: "ck-pip", "aria-hidden": "true", text: item.pip || "" }),
    );
    if (item.stars) node.append(el("span", { class: "ck-stars", "aria-hidden": "true", text: "★".repeat(item.stars) }));
    node.append(el("span", { class: "ck-rank ck-rank-low", "aria-hidden": "true", text: item.rank || "" }));
  } else if (face === "slot" && item.pip) {
    node.append(el("span", { class: "ck-pip", "aria-hidden": "true", text: item.pip }));
  }
  if (item.send) node.addEventListener("click", () => send(item.send));
  return node;
}

// Layout for play: another player's face-down cards in a row are one fanned back with a count badge
// (their number is public; the cards themselves are not), so an opponent takes little room.
function drawFan(items) {
  const last = items.find((item) => item.last);
  const changed = items.some((item) => item.changed);  // the tutorial stepper's mark
  const node = el("div", {
    class: `ck-fan${last ? " ck-last" : ""}${changed ? " ck-changed" : ""}`,
    role: "img",
    "aria-label": `${items.length} × ${items[0].label}${last ? `, ${last.last}` : ""}`,
    title: `${items.length} × ${items[0].label}${last ? `, ${last.last}` : ""}`,
    "data-id": items[0].id,
    "data-count": String(items.length),
  });
  for (let i = 0; i < Math.min(items.length, 3); i++) node.append(el("div", { class: "ck-back", "aria-hidden": "true" }));
  node.append(el("span", { class: "ck-badge", "aria-hidden": "true", text: String(items.length) }));
  return node;
}

function drawCards(items, send, compact) {
  const nodes = [];
  for (let i = 0; i < items.length; i++) {
    let j = i;
    while (compact && j < items.length && items[j].face === "down" && !items[j].send) j++;
    if (j - i >= 2) {
      nodes.push(drawFan(items.slice(i, j)));
      i = j - 1;
    } else nodes.push(drawCard(items[i], send));
  }
  return nodes;
}

function drawZone(zone, send, compact = false) {
  const label = zone.note ? `${zone.label} (${zone.note})` : zone.label;
  const node = el("section", {
    class: `ck-zone ck-layout-${zone.layout || "row"}`,
    role: "group",
    tabindex: "0",
    "aria-label": label,
    "data-id": `zone:${zone.id}`,
  });
  node.append(el("div", { class: "ck-zone-label", "aria-hidden": "true", text: label }));
  for (const row of zone.rows || []) {
    const line = el("div", { class: "ck-row" });
    if (zone.layout === "groups") line.append(el("span", { class: "ck-row-label", text: row.label || "" }));
    if (row.aside) line.classList.add("ck-row-aside");  // drawn beside the next row (Ipso's Star card)
    const cards = el("div", { class: "ck-cards" });
    const fans = compact && (zone.layout || "row") === "row";
    for (const node of drawCards(row.cards || [], send, fans)) cards.append(node);
    line.append(cards);
    node.append(line);
  }
  return node;
}

// Another player's side of the table ("seat:N" areas that are not the screen's): drawn compact.
const isOpponent = (area) => String(area.id || "").startsWith("seat:") && !area.mine;

function drawArea(area, send) {
  const classes = ["ck-area"];
  if (area.current) classes.push("ck-current");
  if (area.mine) classes.push("ck-mine");
  if (isOpponent(area)) classes.push("ck-opponent");
  const node = el("div", { class: classes.join(" "), role: "region", "aria-label": area.label, "data-id": `area:${area.id}` });
  node.append(el("h4", { class: "ck-area-label", text: area.label }));
  const zones = el("div", { class: "ck-zones" });
  for (const zone of area.zones || []) zones.append(drawZone(zone, send, isOpponent(area)));
  node.append(zones);
  return node;
}

function drawSheet(sheet, labels) {
  const node = el("div", { class: "ck-sheet", role: "region", "aria-label": sheet.title, "data-id": "sheet" });
  node.append(el("h4", { text: sheet.title }));
  for (const line of sheet.intro || []) node.append(el("p", { text: line }));
  for (const seat of sheet.seats || []) {
    const table = el("table", { class: "ck-sheet-seat" });
    table.append(el("caption", { text: `${seat.name}: ${seat.total} ${labels.points || ""}` }));
    for (const [label, points] of seat.lines || []) {
      const row = el("tr", {}, el("td", { text: label }));
      row.append(el("td", { class: "ck-points", text: points === null || points === undefined ? "" : (points > 0 ? `+${points}` : `${points}`) }));
      table.append(row);
    }
    node.append(table);
  }
  if (sheet.result) node.append(el("p", { class: "ck-result", text: sheet.result }));
  if (sheet.match) node.append(el("p", { class: "ck-result", text: sheet.match }));
  return node;
}

function drawRules(rules, labels, close) {
  const node = el("aside", { class: "ck-rules", role: "dialog", "aria-label": rules.title || "" });
  const head = el("div", { class: "ck-rules-head" }, el("h4", { text: rules.title || "" }));
  const button = el("button", { type: "button", class: "ck-button", "data-id": "rules-close", text: labels.close || "×" });
  button.addEventListener("click", close);
  head.append(button);
  node.append(head);
  for (const block of rules.blocks || []) {
    if (block.h) node.append(el("h5", { text: block.h }));
    else if (block.p) node.append(el("p", { text: block.p }));
    else if (block.li) {
      const list = el("ul");
      for (const item of block.li) list.append(el("li", { text: item }));
      node.append(list);
    }
  }
  return node;
}

// The tutorial stepper's controls: previous, a slider over the steps, next.
function drawSteps(steps, send) {
  const go = (index) => send({ kind: "command", name: "step", value: index });
  const node = el("div", { class: "ck-steps", role: "group", "aria-label": steps.label, "data-id": "steps" });
  const prev = el("button", { type: "button", class: "ck-button", "data-id": "step-prev", disabled: steps.index === 0, text: steps.prev });
  prev.addEventListener("click", () => go(steps.index - 1));
  const slider = el("input", { type: "range", class: "ck-step-slider", min: 0, max: steps.count - 1, step: 1, value: steps.index, "aria-label": steps.label, "aria-valuetext": `${steps.index + 1} / ${steps.count}`, "data-id": "step-slider" });
  slider.addEventListener("change", () => go(Number(slider.value)));
  const next = el("button", { type: "button", class: "ck-button", "data-id": "step-next", disabled: steps.index === steps.count - 1, text: steps.next });
  next.addEventListener("click", () => go(steps.index + 1));
  node.append(prev, slider, next);
  return node;
}

// The toolbar keeps its size: where "Clear the selection" goes when there is a selection, an invisible
// button of the same text holds its place, so nothing moves when it appears.
const placeholder = (text) => el("span", { class: "ck-button ck-placeholder", "aria-hidden": "true", text });

// Layout for play: the other players and the table along the top (side by side when they fit, the
// table taking what room is left), your own side of the table below them, across the board.
function drawBoard(scene, labels, send) {
  const board = el("div", { class: "ck-board", "aria-label": labels.board || "" });
  const areas = scene.areas || [];
  const top = el("div", { class: "ck-top" });
  for (const area of areas) if (!area.mine) top.append(drawArea(area, send));
  if (top.childElementCount) board.append(top);
  for (const area of areas) if (area.mine) board.append(drawArea(area, send));
  return board;
}

// Moves you can follow: a card that is somewhere else after an update glides there from where it was
// (FLIP: first and last positions, keyed by the card's identity), unless the reader asked for less motion.
const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

function cardPlaces(root) {
  const places = new Map();
  for (const node of root.querySelectorAll(".ck-board .ck-card[data-card]")) {
    places.set(node.getAttribute("data-card"), node.getBoundingClientRect());
  }
  return places;
}

function glide(root, before) {
  if (!before.size || reducedMotion()) return;
  for (const node of root.querySelectorAll(".ck-board .ck-card[data-card]")) {
    const old = before.get(node.getAttribute("data-card"));
    if (typeof node.animate !== "function") continue;
    if (!old) {
      // A card come into view by the last move (drawn, turned up): it fades in where it lands.
      if (node.classList.contains("ck-last")) node.animate([{ opacity: 0, transform: "translateY(-10px)" }, { opacity: 1, transform: "none" }], { duration: 380, easing: "ease-out" });
      continue;
    }
    const now = node.getBoundingClientRect();
    const dx = old.left - now.left;
    const dy = old.top - now.top;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) continue;
    const scale = now.width ? old.width / now.width : 1;
    node.animate([{ transform: `translate(${dx}px, ${dy}px) scale(${scale})`, transformOrigin: "top left", zIndex: 5 },
                  { transform: "none", transformOrigin: "top left", zIndex: 5 }], { duration: 380, easing: "ease-out" });
  }
}

function render({ model, el: host }) {
  // Keys pressed on the board are the board's: JupyterLab's notebook shortcuts stay out of it.
  const root = el("div", { class: "ck-root", "data-lm-suppress-shortcuts": "true" });
  host.append(root);
  let pending = false;
  let pendingTimer = null;
  let rulesOpen = false;

  const release = () => {
    pending = false;
    clearTimeout(pendingTimer);
    root.classList.remove("ck-pending");
  };

  // One message per click; further clicks wait for the answer (a double click is not a second move).
  const send = (payload) => {
    if (pending) return;
    const scene = model.get("scene") || {};
    pending = true;
    root.classList.add("ck-pending");
    pendingTimer = setTimeout(release, 3000);
    model.send({ ...payload, move: scene.move, seat: scene.seat });
  };

  const draw = () => {
    release();
    const active = document.activeElement;
    const hadFocus = active && root.contains(active);
    const focusId = hadFocus ? active.getAttribute("data-id") : null;
    const scene = model.get("scene") || {};
    // The move counter and the number of answered messages, for tests and for people debugging.
    root.setAttribute("data-move", String(scene.move ?? ""));
    root.setAttribute("data-reply", String(scene.reply ?? ""));
    root.setAttribute("lang", scene.lang || "en");
    // A clear "your turn" cue: the whole board says so (and your side of the table, see the CSS).
    root.classList.toggle("ck-my-turn", (scene.areas || []).some((area) => area.mine && area.current) && !scene.pass);
    const before = cardPlaces(root);
    try {
      root.replaceChildren(...build(scene, model.get("rules") || {}));
      glide(root, before);
    } catch (error) {
      console.error("cardkit: cannot draw the scene", error);
      root.replaceChildren(el("div", { class: "ck-render-error", role: "alert", text: `cardkit: ${error}` }));
      return;
    }
    if (hadFocus) {
      const again = focusId && root.querySelector(`[data-id="${CSS.escape(focusId)}"]`);
      const next = again || root.querySelector(".ck-clickable, .ck-pass button, .ck-choice, .ck-card");
      if (next) next.focus();
    }
  };

  const build = (scene, rules) => {
    const labels = scene.labels || {};
    const parts = [];
    const bar = el("div", { class: "ck-bar" });
    bar.append(el("span", { class: "ck-title", text: scene.title || "" }));
    if (scene.subtitle) bar.append(el("span", { class: "ck-subtitle", text: scene.subtitle }));
    const tools = el("span", { class: "ck-tools" });
    // "Clear the selection" comes last of the game's buttons, and holds its place while it is absent.
    const buttons = [...(scene.buttons || [])].sort((a, b) => (a.id === "clear") - (b.id === "clear"));
    for (const button of buttons) {
      const node = el("button", { type: "button", class: `ck-button${button.id === "clear" ? " ck-clear" : ""}`, "data-id": `button:${button.id}`, disabled: button.disabled, text: button.label });
      node.addEventListener("click", () => send(button.send));
      tools.append(node);
    }
    if (!scene.steps && labels.clear && !buttons.some((b) => b.id === "clear")) tools.append(placeholder(labels.clear));
    if (scene.steps) {
      // The tutorial stepper: no rules panel or language choice, a step bar instead.
      bar.append(tools);
      parts.push(bar, drawSteps(scene.steps, send));
    } else {
    const rulesButton = el("button", { type: "button", class: "ck-button", "data-id": "button:rules", "aria-expanded": rulesOpen ? "true" : "false", text: labels.rules || "Rules" });
    rulesButton.addEventListener("click", () => { rulesOpen = !rulesOpen; draw(); });
    tools.append(rulesButton);
    const language = el("select", { class: "ck-language", "aria-label": labels.language || "Language", "data-id": "language" });
    for (const [code, name] of labels.languages || []) {
      const option = el("option", { value: code, text: name });
      if (code === scene.lang) option.selected = true;
      language.append(option);
    }
    language.addEventListener("change", () => send({ kind: "command", name: "language", value: language.value }));
    tools.append(language);
    bar.append(tools);
    parts.push(bar);
    }
    if (scene.totals) parts.push(el("div", { class: "ck-totals", text: scene.totals }));
    parts.push(el("div", { class: "ck-status", role: "status", "aria-live": "polite", "data-id": "status", text: scene.prompt || "" }));
    if (scene.error) parts.push(el("div", { class: "ck-error", role: "alert", "data-id": "error", text: scene.error }));
    if (scene.notice) parts.push(el("div", { class: "ck-notice", role: "status", text: scene.notice }));
    if (rulesOpen) parts.push(drawRules(rules, labels, () => { rulesOpen = false; draw(); }));
    if (scene.pass) {
      const pass = el("div", { class: "ck-pass", "data-id": "pass" }, el("p", { text: scene.pass.text }));
      if (scene.pass.button) {
        const button = el("button", { type: "button", class: "ck-button ck-big", "data-id": "button:show", text: scene.pass.button.label });
        button.addEventListener("click", () => send(scene.pass.button.send));
        pass.append(button);
      }
      parts.push(pass);
      return parts;
    }
    parts.push(drawBoard(scene, labels, send));
    if ((scene.choices || []).length) {
      const choices = el("div", { class: "ck-choices" });
      for (const choice of scene.choices) {
        const node = el("button", { type: "button", class: `ck-button ck-choice${choice.hint ? " ck-hint" : ""}`, "data-id": `choice:${choice.id}`, disabled: !choice.send, text: choice.label });
        if (choice.send) node.addEventListener("click", () => send(choice.send));
        choices.append(node);
      }
      parts.push(choices);
    }
    if (scene.sheet) parts.push(drawSheet(scene.sheet, labels));
    if ((scene.log || []).length) {
      // Newest first: the move that just happened is the one read first.
      const log = el("details", { class: "ck-log", open: true }, el("summary", { text: labels.log || "" }));
      const list = el("ol", { reversed: true });
      for (const line of [...scene.log].reverse()) list.append(el("li", { text: line }));
      log.append(list);
      parts.push(log);
    }
    return parts;
  };

  const onKey = (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const steps = (model.get("scene") || {}).steps;
    const stepKeys = { ArrowLeft: -1, ArrowRight: 1, PageUp: -1, PageDown: 1 };
    if (steps && !target.classList.contains("ck-step-slider") && (event.key in stepKeys || event.key === "Home" || event.key === "End")) {
      // The stepper: left/right (and Home/End) choose the step; up/down still move between cards.
      const index = event.key === "Home" ? 0 : event.key === "End" ? steps.count - 1 : steps.index + stepKeys[event.key];
      event.preventDefault();
      event.stopPropagation();
      if (index >= 0 && index < steps.count && index !== steps.index) send({ kind: "command", name: "step", value: index });
      return;
    }
    if ((event.key === "Enter" || event.key === " ") && target.classList.contains("ck-card")) {
      event.preventDefault();
      event.stopPropagation();
      target.click();
    } else if (event.key.startsWith("Arrow") && target.closest(".ck-board")) {
      const cards = [...root.querySelectorAll(".ck-board .ck-card")];
      const at = cards.indexOf(target);
      const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : -1;
      const next = at < 0 ? cards[0] : cards[at + step];
      if (next) {
        event.preventDefault();
        event.stopPropagation();
        next.focus();
      }
    } else if (event.key === "Escape") {
      const scene = model.get("scene") || {};
      if ((scene.buttons || []).some((b) => b.id === "clear" && !b.disabled)) send({ kind: "command", name: "clear" });
    }
  };

  root.addEventListener("keydown", onKey);
  model.on("change:scene", draw);
  model.on("change:rules", draw);
  draw();
  return () => {
    model.off("change:scene", draw);
    model.off("change:rules", draw);
    root.removeEventListener("keydown", onKey);
  };
}

export default { render };
