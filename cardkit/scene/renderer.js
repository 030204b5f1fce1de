// cardkit's one renderer: draws any game's scene (built in Python from one seat's view) and sends
// back what was clicked. No game logic lives here: a clickable element carries the message to send.
// Keyboard: one Tab stop per zone (roving tabindex: the card last focused there, or the one to play),
// the arrow keys move to the nearest card in their direction inside the zone, Enter or Space clicks,
// Escape clears a selection. Face-down cards nobody can click are no stops. Focus stays on the same
// element across updates, and goes to the zone to play in when the seat's turn comes (see rove(), draw()).
// Drag and drop: a face-up card that carries ``drops`` may be dragged onto a target (a card, a row or a
// zone) to send the message its clicks would; in the seat's own hand, dragging rearranges it (the
// table's ``arrange`` command). See dragging().

// ``act``: what a click on the element does, ``change``: what a change of its value does (called with
// the element). They are kept on the element, not as listeners: the board's own listeners call them
// (see render), so an update in place that keeps the element hands it the new scene's.
// JupyterLab's and Notebook 7's shortcuts (Lumino) are matched from the focused element up, stopping at the
// first element that carries data-lm-suppress-shortcuts: a binding whose selector matches the focused element
// itself (Notebook 7's arrow keys in command mode: ".jp-Notebook.jp-mod-commandMode :focus") is taken before
// the board's root is reached. So every element of the board that can take the focus carries it too.
const FOCUSABLE = new Set(["button", "select", "input", "textarea", "a"]);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  if (FOCUSABLE.has(tag) || attrs.tabindex !== undefined) node.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "act") node.ckAct = value;
    else if (key === "change") node.ckChange = value;
    else if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
};

// A game's review (cardkit/coach/html.py): the note of the position shown and the panel (chart,
// summary, decisions), written by the kernel as escaped HTML. An element with data-send (a move in the
// notes, a point of the chart) sends its message when clicked (see render's click listener).
function drawReview(html, id) {
  const node = el("div", { class: "ck-review", "data-id": id });
  node.innerHTML = html;
  return node;
}

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
  if (item.drops) classes.push("ck-draggable");
  if (item.badge) classes.push(`ck-badge-${item.badge.kind}`);
  const label = item.last ? `${item.label}, ${item.last}` : item.label;
  const node = el("div", {
    class: classes.join(" "),
    // Roving tabindex: rove() makes one card of each zone the Tab stop; face-down cards that do nothing
    // are not focusable at all.
    tabindex: face === "up" || item.send ? "-1" : undefined,
    role: item.send ? "button" : "img",
    "aria-label": label,
    "aria-pressed": item.send && item.selected ? "true" : undefined,
    title: label,
    "data-id": item.id,
    "data-card": item.card,
    "data-note": item.note,  // a public fact ("discarded by Ana"), shown on hover and focus by the CSS
    "data-face": face,
    // A double click (or double tap) is one click: its second half is not a second move.
    act: item.send ? (event) => { if (event.detail < 2) send(item.send); } : undefined,
  });
  node.ckItem = item;  // what a drag needs: its drops
  if (face === "up") {
    node.append(
      el("span", { class: "ck-rank", "aria-hidden": "true", text: item.rank || "" }),
      el("span", { class: "ck-pip", "aria-hidden": "true", text: item.pip || "" }),
    );
    // The stars and the second index are drawn by the CSS (``data-text``): they repeat what the
    // card's name says, and a name must contain a control's visible text (speech input, WCAG 2.5.3).
    if (item.stars) node.append(el("span", { class: "ck-stars", "aria-hidden": "true", "data-text": "★".repeat(item.stars) }));
    if (item.badge) node.append(el("span", { class: "ck-badge", "aria-hidden": "true", text: item.badge.text }));
    node.append(el("span", { class: "ck-rank ck-rank-low", "aria-hidden": "true", "data-text": item.rank || "" }));
  } else if (face === "slot" && item.pip) {
    node.append(el("span", { class: "ck-pip", "aria-hidden": "true", text: item.pip }));
  }
  return node;
}

// The seat's own hand: sort it by suit or by rank (the table keeps the arrangement).
function drawSortTools(labels, send) {
  const tools = el("span", { class: "ck-sort", role: "group", "aria-label": labels.tools || "" });
  for (const by of ["suit", "rank"]) {
    tools.append(el("button", { type: "button", class: "ck-button ck-small", "data-id": `sort:${by}`, text: labels[`sort_${by}`],
                                act: () => send({ kind: "command", name: "arrange", value: by }) }));
  }
  return tools;
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

function drawZone(zone, send, labels, compact = false) {
  const label = zone.note ? `${zone.label} (${zone.note})` : zone.label;
  // A hand is sorted and rearranged only where the board answers it: a table's scene, which carries the
  // words of its sort buttons (a tutorial's stepper and a review draw the hand with nothing to sort).
  const arrange = zone.arrange && !!labels.sort_suit;
  const node = el("section", {
    class: `ck-zone ck-layout-${zone.layout || "row"}${arrange ? " ck-arrange" : ""}`,
    role: "group",
    "aria-label": label,
    "data-id": `zone:${zone.id}`,
  });
  node.append(el("div", { class: "ck-zone-label", "aria-hidden": "true", text: label }));
  if (arrange) node.append(drawSortTools(labels, send));
  for (const row of zone.rows || []) {
    const line = el("div", { class: "ck-row", "data-row": row.id ? `row:${row.id}` : undefined });
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

function drawArea(area, send, labels) {
  const classes = ["ck-area"];
  if (area.current) classes.push("ck-current");
  if (area.mine) classes.push("ck-mine");
  if (isOpponent(area)) classes.push("ck-opponent");
  const node = el("div", { class: classes.join(" "), role: "region", "aria-label": area.label, "data-id": `area:${area.id}` });
  node.append(el("h3", { class: "ck-area-label", text: area.label }));
  const zones = el("div", { class: "ck-zones" });
  for (const zone of area.zones || []) {
    const compact = isOpponent(area);
    // What the zone is drawn from: its part of the scene, and the words of the sort buttons it may carry.
    const from = JSON.stringify([zone, compact, zone.arrange ? [labels.tools, labels.sort_suit, labels.sort_rank] : null]);
    zones.append(unchanged("section", `zone:${zone.id}`, from, () => drawZone(zone, send, labels, compact)));
  }
  node.append(zones);
  return node;
}

// The score sheet: one table (a row per player, the same columns for all, the game's total and the
// match's running total), the button that goes on beside it, then how each player scored, folded.
function drawSheet(sheet, labels, send) {
  const node = el("div", { class: "ck-sheet", role: "region", "aria-label": sheet.title, "data-id": "sheet" });
  node.append(el("h3", { text: sheet.title }));
  for (const line of sheet.intro || []) node.append(el("p", { text: line }));
  const names = sheet.labels || {};
  const signed = (points) => (points === null || points === undefined ? "" : points > 0 ? `+${points}` : `${points}`);
  const table = el("table", { class: "ck-sheet-table" });
  const head = el("tr", {}, el("th", { scope: "col", text: names.player || "" }));
  for (const column of sheet.columns || []) head.append(el("th", { scope: "col", text: column }));
  head.append(el("th", { scope: "col", text: names.total || labels.points || "" }));
  if (names.match) head.append(el("th", { scope: "col", text: names.match }));
  table.append(el("thead", {}, head));
  const body = el("tbody");
  for (const seat of sheet.seats || []) {
    const row = el("tr", { "data-id": `sheet:seat:${seat.seat}` }, el("th", { scope: "row", text: seat.name }));
    for (const cell of seat.cells || []) row.append(el("td", { class: "ck-points", text: signed(cell) }));
    row.append(el("td", { class: "ck-points ck-total", text: `${seat.total}` }));
    if (names.match) row.append(el("td", { class: "ck-points ck-total", text: `${seat.match}` }));
    body.append(row);
  }
  table.append(body);
  node.append(table);
  if (sheet.result) node.append(el("p", { class: "ck-result", text: sheet.result }));
  if (sheet.match) node.append(el("p", { class: "ck-result", text: sheet.match }));
  if (sheet.next) {
    const next = el("button", { type: "button", class: "ck-button ck-big", "data-id": `sheet:${sheet.next.id}`, disabled: sheet.next.disabled, text: sheet.next.label,
                                act: () => send(sheet.next.send) });
    node.append(el("div", { class: "ck-sheet-next" }, next));
  }
  for (const seat of sheet.seats || []) {
    const details = el("details", { class: "ck-sheet-seat" }, el("summary", { text: seat.details || seat.name }));
    const lines = el("table");
    for (const [label, points] of seat.lines || []) {
      const row = el("tr", {}, el("td", { text: label }));
      row.append(el("td", { class: "ck-points", text: signed(points) }));
      lines.append(row);
    }
    details.append(lines);
    node.append(details);
  }
  return node;
}

function drawRules(rules, labels, close) {
  const node = el("aside", { class: "ck-rules", role: "dialog", "aria-label": rules.title || "" });
  const head = el("div", { class: "ck-rules-head" }, el("h3", { text: rules.title || "" }));
  head.append(el("button", { type: "button", class: "ck-button", "data-id": "rules-close", text: labels.close || "×", act: close }));
  node.append(head);
  for (const block of rules.blocks || []) {
    if (block.h) node.append(el("h4", { text: block.h }));
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
  const prev = el("button", { type: "button", class: "ck-button", "data-id": "step-prev", disabled: steps.index === 0, text: steps.prev, act: () => go(steps.index - 1) });
  const slider = el("input", { type: "range", class: "ck-step-slider", min: 0, max: steps.count - 1, step: 1, value: steps.index, "aria-label": steps.label, "aria-valuetext": `${steps.index + 1} / ${steps.count}`, "data-id": "step-slider",
                               change: (node) => go(Number(node.value)) });
  const next = el("button", { type: "button", class: "ck-button", "data-id": "step-next", disabled: steps.index === steps.count - 1, text: steps.next, act: () => go(steps.index + 1) });
  node.append(prev, slider, next);
  return node;
}

// The board may be drawn inside a shadow root (marimo draws every widget in one): the element under
// the pointer and the element with the focus are looked up where the board is, not in ``document``,
// which only sees the shadow root's host.
const where = (root) => root.getRootNode();
const focused = (root) => where(root).activeElement;
// The page's focus is nowhere in particular (on the body): the board may take it.
const focusFree = () => !document.activeElement || document.activeElement === document.body;

// Whether the scene has ``card`` in the zone it is in on the board, by its identity (``data-card``)
// where the seat knows it, else by its place (``data-id``), as patch keys it.
function stays(scene, card) {
  const zone = card.closest(".ck-zone")?.dataset.id;
  const identity = card.getAttribute("data-card");
  const place = card.getAttribute("data-id");
  for (const area of scene.areas || []) {
    for (const z of area.zones || []) {
      if (`zone:${z.id}` !== zone) continue;
      return (z.rows || []).some((row) => (row.cards || []).some((item) => (identity ? item.card === identity : item.id === place)));
    }
  }
  return false;
}

// Whether the focused element ``node`` is gone from the board drawn from ``scene`` (``parts``: the tree
// built for it, whose zones are built only where they changed): a card by the scene's cards, another
// element by its ``data-id`` in the tree. A zone's own buttons stay with their zone; an element with no
// ``data-id`` is taken to stay.
function leaves(node, scene, parts) {
  if (node.classList.contains("ck-card")) return !stays(scene, node);
  const id = node.getAttribute("data-id");
  if (!id || node.closest(".ck-zone")) return false;
  const selector = `[data-id="${CSS.escape(id)}"]`;
  return !parts.some((part) => part.matches(selector) || part.querySelector(selector));
}

// ------------------------------------------------------------------------------ keyboard
// The cards of a zone the keyboard can reach: face-up ones and those that do something.
const reachable = (zone) => [...zone.querySelectorAll(".ck-card[tabindex]")];
const centre = (node) => {
  const box = node.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

// One Tab stop per zone: the card last focused there (``remembered``: zone id -> card id), else the
// selected, hinted, legal or clickable card, else the first one.
function rove(root, remembered) {
  for (const zone of root.querySelectorAll(".ck-zone")) {
    const cards = reachable(zone);
    if (!cards.length) continue;
    const kept = remembered.get(zone.dataset.id);
    const stop = cards.find((c) => c.dataset.id === kept)
      || ["ck-selected", "ck-hint", "ck-legal", "ck-clickable"].map((k) => cards.find((c) => c.classList.contains(k))).find(Boolean)
      || cards[0];
    for (const card of cards) {
      const tabIndex = card === stop ? 0 : -1;
      if (card.tabIndex !== tabIndex) card.tabIndex = tabIndex;  // written only where it changes
    }
  }
}

// The nearest card of ``cards`` from ``from`` in the arrow's direction, by their boxes on the screen:
// along the arrow counts once, across it twice (so Right stays on the row when it can).
function nearest(cards, from, key) {
  const [dx, dy] = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[key];
  const here = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const card of cards) {
    if (card === from) continue;
    const there = centre(card);
    const along = (there.x - here.x) * dx + (there.y - here.y) * dy;
    if (along < 4) continue;  // not in that direction
    const across = Math.abs((there.x - here.x) * dy) + Math.abs((there.y - here.y) * dx);
    const score = along + 2 * across;
    if (score < bestScore) { best = card; bestScore = score; }
  }
  return best;
}

// Where the seat plays next: the zone of the hinted card, else of a legal one, else of a clickable
// one; else the first choice, else the board's first stop.
function playStop(root) {
  for (const kind of ["ck-hint", "ck-legal", "ck-clickable"]) {
    const card = root.querySelector(`.ck-board .ck-card.${kind}`);
    const zone = card && card.closest(".ck-zone");
    if (zone) return zone.querySelector('.ck-card[tabindex="0"]') || card;
  }
  return root.querySelector(".ck-choice:not([disabled]), .ck-pass button") || root.querySelector('.ck-board [tabindex="0"]');
}

// ------------------------------------------------------------------------------ drag and drop
// A face-up card with ``drops`` is dragged with the mouse, a pen or a finger (pointer events). Dropped
// on a target it sends that target's message, the one its clicks would send; in the seat's own hand
// it is put where it is dropped (the table's ``arrange`` command). Anywhere else (off the board too)
// it goes back, with a word saying why. A card that cannot move (face down, not the seat's turn) is not dragged.
const DRAG_START = 8;  // pixels moved before a press becomes a drag (less is a click)

// The targets under the pointer, innermost first: a card, its row, its zone.
function dropTargets(node) {
  const found = [];
  for (let at = node; at && !at.classList?.contains("ck-root"); at = at.parentElement) {
    if (at.classList?.contains("ck-card") && at.dataset.id) found.push({ key: at.dataset.id, node: at });
    else if (at.dataset?.row) found.push({ key: at.dataset.row, node: at });
    else if (at.classList?.contains("ck-zone")) found.push({ key: at.dataset.id, node: at });
  }
  return found;
}

// Where a card of the hand ``zone`` dropped at ``x`` goes: the ids of the hand in their new order.
function rearranged(zone, card, x) {
  const cards = [...zone.querySelectorAll(".ck-card")].filter((c) => c !== card);
  let at = cards.findIndex((c) => x < centre(c).x);
  if (at < 0) at = cards.length;
  const ids = cards.map((c) => c.dataset.id);
  ids.splice(at, 0, card.dataset.id);
  return ids;
}

function dragging(root, ui) {
  let press = null;  // { card, x, y, id, ghost, dragging, over }

  const finish = () => {
    if (!press) return;
    press.ghost?.remove();
    press.card.classList.remove("ck-dragged");
    press.over?.classList.remove("ck-drop-over");
    root.classList.remove("ck-dragging");
    press = null;
  };
  const under = (event) => {
    const hit = where(root).elementFromPoint(event.clientX, event.clientY);
    return hit && root.contains(hit) ? hit : null;
  };

  root.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || press) return;
    const card = event.target.closest?.(".ck-card");
    if (!card || !root.contains(card)) return;
    // The move the drag starts at: a drop sent after the board changed is refused as stale by the table.
    press = { card, id: event.pointerId, x: event.clientX, y: event.clientY, dragging: false, at: ui.at() };
  });
  root.addEventListener("pointermove", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y);
    if (!press.dragging) {
      if (moved < DRAG_START) return;
      press.dragging = true;
      const item = press.card.ckItem || {};
      const inHand = press.card.closest(".ck-arrange") && item.face !== "down";
      press.movable = press.card.dataset.face === "up" && (item.drops || inHand) && ui.live();
      if (!press.movable) return;  // it stays put; the drop says why
      try { root.setPointerCapture(event.pointerId); } catch (e) { /* a pointer already gone */ }
      const box = press.card.getBoundingClientRect();
      press.dx = press.x - box.left;
      press.dy = press.y - box.top;
      press.ghost = press.card.cloneNode(true);
      press.ghost.classList.add("ck-ghost");
      for (const name of ["data-id", "tabindex", "role", "aria-label", "title"]) press.ghost.removeAttribute(name);
      press.ghost.setAttribute("aria-hidden", "true");
      root.append(press.ghost);
      press.card.classList.add("ck-dragged");
      root.classList.add("ck-dragging");
    }
    if (!press.movable) return;
    event.preventDefault();
    press.ghost.style.left = `${event.clientX - press.dx}px`;
    press.ghost.style.top = `${event.clientY - press.dy}px`;
    const target = dropTargets(under(event) || root)[0];
    const over = target && target.node !== press.card ? target.node : null;
    if (over !== press.over) {
      press.over?.classList.remove("ck-drop-over");
      over?.classList.add("ck-drop-over");
      press.over = over;
    }
  });
  root.addEventListener("pointerup", (event) => {
    if (!press || event.pointerId !== press.id) return;
    const { card, dragging: dragged, movable, at } = press;
    const hit = dragged ? under(event) : null;
    finish();
    if (!dragged) return;  // a click: the click event does the rest
    ui.swallowClick();
    if (!movable) { ui.say("not_draggable"); return; }
    const targets = hit ? dropTargets(hit) : [];
    if (targets.length && targets[0].node === card) return;  // dropped where it was: nothing to say
    const drops = (card.ckItem && card.ckItem.drops) || {};
    const found = targets.find((t) => t.key in drops);  // a card of a meld, or the meld's row, or the melds
    if (found) { ui.send(drops[found.key], at); return; }
    const hand = card.closest(".ck-arrange");
    if (hand && targets.length && hand.contains(targets[0].node)) {
      ui.send({ kind: "command", name: "arrange", value: rearranged(hand, card, event.clientX) }, at);
      return;
    }
    ui.say("drop_nowhere");
  });
  root.addEventListener("pointercancel", finish);
  return finish;
}

// The toolbar keeps its size: where "Clear the selection" goes when there is a selection, an invisible
// button of the same text holds its place, so nothing moves when it appears.
const placeholder = (text) => el("span", { class: "ck-button ck-placeholder", "aria-hidden": "true", text });

// Layout for play: the other players and the table along the top (side by side when they fit, the
// table taking what room is left), your own side of the table below them, across the board, with the
// move buttons (``choices``) under it. Your side and the buttons are one dock that stays at the bottom
// of the screen while the board is on it (see the CSS): a long table or notices above it never push
// your cards or an enabled move out of view.
function drawBoard(scene, labels, send, choices) {
  const board = el("div", { class: "ck-board", "aria-label": labels.board || "" });
  const areas = scene.areas || [];
  const top = el("div", { class: "ck-top" });
  for (const area of areas) if (!area.mine) top.append(drawArea(area, send, labels));
  if (top.childElementCount) board.append(top);
  const dock = el("div", { class: "ck-dock" });
  for (const area of areas) if (area.mine) dock.append(drawArea(area, send, labels));
  if (choices) dock.append(choices);
  if (dock.childElementCount) board.append(dock);
  return board;
}

// ------------------------------------------------------------------------------ update in place
// A new scene is built as a fresh tree, then the board on the page is brought to it element by
// element: an element of the same key is kept and only what differs in it is changed, so a click
// restyles and lays out the few elements it changed, not the whole board. The key of a card is its
// identity (``data-card``) where the seat knows it, else its place (``data-id``), among the children of
// its row (so of its zone); another keyed element's is its ``data-id`` or ``data-row``; elements without
// one are matched in order with those of the same tag and class.
const OWN = ["ckItem", "ckAct", "ckChange", "ckFrom"];  // what the builders keep on an element (see el, unchanged)

// A part of the board drawn from data that may not have changed since the last update (a zone: most
// clicks change one or two): a stand-in that names its element (``data-id``) and the data it is drawn
// from. patch keeps the element on the board as it is when it was drawn from the same data, without
// building or comparing it again; else it is built (``make``) and patched in as any other.
function unchanged(tag, id, from, make) {
  const node = document.createElement(tag);
  node.setAttribute("data-id", id);
  node.ckFrom = from;
  node.ckMake = () => Object.assign(make(), { ckFrom: from });
  return node;
}

// ``node`` with its stand-ins built: a new element goes on the board whole.
function built(node) {
  if (node.ckMake) return node.ckMake();
  for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
    const real = built(child);
    if (real !== child) {
      child.replaceWith(real);
      child = real;
    }
  }
  return node;
}

function keyOf(node) {
  if (node.nodeType !== 1) return `#${node.nodeType}`;
  const id = node.getAttribute("data-card") || node.getAttribute("data-id") || node.getAttribute("data-row");
  return id ? `${node.tagName}=${id}` : null;
}

function patch(parent, wanted) {
  const keyed = new Map();
  const plain = new Map();  // tag and class (or node type) -> the old unkeyed nodes, in order
  for (const node of parent.childNodes) {
    const key = keyOf(node);
    if (key && !key.startsWith("#")) keyed.set(key, node);
    else {
      const kind = key || `${node.tagName}.${node.getAttribute("class")}`;
      if (!plain.has(kind)) plain.set(kind, []);
      plain.get(kind).push(node);
    }
  }
  const pairs = wanted.map((node) => {
    const key = keyOf(node);
    let old;
    if (key && !key.startsWith("#")) {
      old = keyed.get(key);
      keyed.delete(key);
    } else old = plain.get(key || `${node.tagName}.${node.getAttribute("class")}`)?.shift();
    if (node.ckMake && old && old.ckFrom === node.ckFrom) return [old, null];
    return [old, old ? node : built(node)];
  });
  // First away with the old nodes not kept, then the rest into their order, moving only those out of
  // place (a node moved is laid out anew).
  const kept = new Set(pairs.map(([old]) => old).filter(Boolean));
  for (const node of [...parent.childNodes]) if (!kept.has(node)) node.remove();
  let at = parent.firstChild;
  for (const [old, node] of pairs) {
    if (old && node) morph(old, node.ckMake ? node.ckMake() : node);
    const here = old || node;
    if (here === at) at = at.nextSibling;
    else parent.insertBefore(here, at);
  }
}

// ``old`` made like ``node``: its attributes, what the builders keep on it, its children.
function morph(old, node) {
  if (node.nodeType !== 1) {
    if (old.nodeValue !== node.nodeValue) old.nodeValue = node.nodeValue;
    return;
  }
  if (old.isEqualNode(node)) {  // nothing to change in its tree but what the builders keep on it
    keepAll(old, node);
    return;
  }
  for (const { name } of [...old.attributes]) if (!node.hasAttribute(name)) old.removeAttribute(name);
  for (const { name, value } of node.attributes) {
    // Which card of a zone is its Tab stop is rove()'s to say, after the update: a card built with
    // tabindex -1 leaves the stop's 0 as it is, rather than writing it twice (on the focused card, each
    // write has the browser work the page's style out at once).
    if (name === "tabindex" && old.hasAttribute(name)) continue;
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  patch(old, [...node.childNodes]);
  keep(old, node);
}

// What the builders keep on an element, and its value: what a person changed on the page (a menu's
// choice, a slider's place) is the scene's again.
function keep(old, node) {
  for (const name of OWN) if (old[name] !== node[name]) old[name] = node[name];
  if ((old.tagName === "SELECT" || old.tagName === "INPUT") && old.value !== node.value) old.value = node.value;
}

function keepAll(old, node) {
  for (let a = old.firstElementChild, b = node.firstElementChild; a && b; a = a.nextElementSibling, b = b.nextElementSibling) keepAll(a, b);
  keep(old, node);
}

// Moves you can follow: a card that is somewhere else after an update glides there from where it was
// (FLIP: first and last positions, keyed by the card's identity), unless the reader asked for less motion.
const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

// Where the board's cards are, by identity, and where their zones and rows are (a zone by its id, a row
// by its zone's id and its place in the zone), each with its frame (your docked side, ``.ck-dock``, or the
// rest of the board), and where the board and the dock are: all read in one pass.
function cardPlaces(root) {
  const places = new Map();
  const board = root.querySelector(".ck-board");
  const dock = root.querySelector(".ck-board .ck-dock");
  if (board) places.set(FRAME.board, board.getBoundingClientRect());
  if (dock) places.set(FRAME.dock, dock.getBoundingClientRect());
  const put = (key, node) => {
    const box = node.getBoundingClientRect();
    places.set(key, { left: box.left, top: box.top, width: box.width, frame: dock && dock.contains(node) ? "dock" : "board" });
  };
  for (const node of root.querySelectorAll(".ck-board .ck-card[data-card]")) put(node.getAttribute("data-card"), node);
  for (const zone of root.querySelectorAll(".ck-board .ck-zone")) {
    put(zone.dataset.id, zone);
    zone.querySelectorAll(".ck-cards").forEach((row, i) => put(`${zone.dataset.id} ${i}`, row));
  }
  return places;
}

const SAME = 1;  // pixels: two moves this close are one
const FRAME = { board: " board", dock: " dock" };  // their keys among the places (no card or zone id starts with a space)

function glide(root, before) {
  if (!before.size || reducedMotion()) return;
  // Every place read first, then the motions started: a read after an animation starts would lay the
  // board out again.
  const now = cardPlaces(root);
  const still = { dx: 0, dy: 0 };
  const moved = (key) => {
    const old = before.get(key);
    const box = now.get(key);
    return old && box ? { dx: box.left - old.left, dy: box.top - old.top } : still;
  };
  // When the whole board moved down or up the page (a prompt above it took a second line, a notice came),
  // its cards did not move on it: that move is taken off theirs, and they do not glide. Your docked side
  // went with it, all of it or part of the way (it stays at the screen's foot while the board goes on below
  // the screen): its own move is taken off its cards'. Not when it grew or shrank (its cards moved on the
  // screen as much as in it), nor when only the dock moved (the table above it grew: your side glides down).
  const board = moved(FRAME.board);
  const sameSize = before.has(FRAME.dock) && now.has(FRAME.dock) && Math.abs(before.get(FRAME.dock).height - now.get(FRAME.dock).height) <= SAME;
  const boardMoved = Math.abs(board.dx) > SAME || Math.abs(board.dy) > SAME;
  const carried = { board, dock: sameSize && boardMoved ? moved(FRAME.dock) : still };
  const shift = (key) => {
    const old = before.get(key);
    const box = now.get(key);
    if (!old || !box) return null;
    // A card from one frame to the other (the table to your hand) glides from where it was on the screen.
    const c = old.frame === box.frame ? carried[box.frame] : still;
    return { dx: old.left - box.left + c.dx, dy: old.top - box.top + c.dy, scale: box.width ? old.width / box.width : 1 };
  };
  const moves = (m) => Math.abs(m.dx) >= 2 || Math.abs(m.dy) >= 2;
  const alike = (a, b) => Math.abs(a.dx - b.dx) <= SAME && Math.abs(a.dy - b.dy) <= SAME && Math.abs(a.scale - b.scale) < 0.01;
  const motion = new Map();  // card -> its move, for the cards that were on the board before
  for (const node of root.querySelectorAll(".ck-board .ck-card[data-card]")) {
    const m = shift(node.getAttribute("data-card"));
    if (m) motion.set(node, m);
  }
  const slide = (node, m) => node.animate([{ transform: `translate(${m.dx}px, ${m.dy}px) scale(${m.scale})` }, { transform: "none" }], { duration: 380, easing: "ease-out" });
  // A zone or a row that moved whole, its cards with it and nothing else (the table above it grew):
  // one motion for all of it, not one per card.
  const whole = (node, key) => {
    const m = shift(key);
    if (!m || !moves(m) || Math.abs(m.scale - 1) >= 0.01) return false;
    const cards = node.querySelectorAll(".ck-card");
    if (!cards.length || [...cards].some((card) => !motion.has(card) || !alike(motion.get(card), m))) return false;
    slide(node, m);
    for (const card of cards) motion.delete(card);
    return true;
  };
  for (const zone of root.querySelectorAll(".ck-board .ck-zone")) {
    if (typeof zone.animate !== "function" || whole(zone, zone.dataset.id)) continue;
    zone.querySelectorAll(".ck-cards").forEach((row, i) => whole(row, `${zone.dataset.id} ${i}`));
  }
  const gliding = [];
  for (const node of root.querySelectorAll(".ck-board .ck-card[data-card]")) {
    if (typeof node.animate !== "function") continue;
    const m = motion.get(node);
    if (!m && !before.has(node.getAttribute("data-card"))) {
      // A card come into view by the last move (drawn, turned up): it fades in where it lands.
      if (node.classList.contains("ck-last")) node.animate([{ opacity: 0, transform: "translateY(-10px)" }, { opacity: 1, transform: "none" }], { duration: 380, easing: "ease-out" });
      continue;
    }
    if (!m || !moves(m)) continue;
    // Only the transform moves, so the compositor runs the glide without restyling the board each frame.
    const glider = slide(node, m);
    glider.onfinish = glider.oncancel = () => node.classList.remove("ck-gliding");
    gliding.push(node);
  }
  // The gliding cards go over the others (``ck-gliding``: z-index) and scale from their corner (the CSS):
  // marked once every motion is started, as a change of style between two starts would have the browser
  // work the board's style out again at the next one.
  for (const node of gliding) node.classList.add("ck-gliding");
}

// ------------------------------------------------------------------------------ themes and card backs
// The board's look (cardkit.css, ``data-theme`` and ``data-back``): the widget's ``theme`` trait when it names
// one, else the choice this browser remembers (localStorage, written when the trait changes while a board
// is shown: the dashboard's menu, a notebook's ``widget.theme = "dark"``), else the page's (pageTheme).
// Only these two names are stored: nothing of a game. (cardkit/widgets/look.js dresses the dashboard's
// page by the same rules.)
const THEMES = ["light", "dark", "contrast"];
const BACKS = ["blue", "red", "green"];
const MEMORY = { theme: "cardkit.theme", card_back: "cardkit.card_back" };

function recall(name) {
  try { return localStorage.getItem(MEMORY[name]); } catch (error) { return null; }  // storage may be refused
}

function remember(name, value) {
  try { localStorage.setItem(MEMORY[name], value); } catch (error) { /* a private window: not kept */ }
}

// JupyterLab's own page (JupyterLab, Notebook 7), whose body says whether its theme is light and whose
// --jp-* colours are that theme's. Voila's page carries the same flag and colours from its --theme
// (light unless told otherwise), whatever the system's or the dashboard's look: not JupyterLab's.
function jupyterLab() {
  const body = document.body;
  return !!body && body.dataset.jpThemeLight !== undefined && body.dataset.voila === undefined
    && getComputedStyle(body).getPropertyValue("--jp-layout-color1").trim() !== "";
}

// The page's theme: JupyterLab's, light or dark; a Voila page served dark (``voila --theme=dark``) is
// dark; elsewhere (the dashboard, a plain page, marimo) the system's.
function pageTheme() {
  const light = document.body?.dataset.jpThemeLight;
  if (light === "false") return "dark";
  if (light === "true" && jupyterLab()) return "light";
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function looks(model) {
  const pick = (name, known, otherwise) => {
    const chosen = model.get(name);
    if (known.includes(chosen)) return chosen;
    if (chosen && chosen !== "auto") return otherwise;  // an older or newer board's value: not ours
    const kept = recall(name);
    return known.includes(kept) ? kept : otherwise;
  };
  const theme = pick("theme", THEMES, pageTheme());
  // In JupyterLab, a board light or dark as JupyterLab is takes JupyterLab's colours (cardkit.css).
  const jupyter = theme !== "contrast" && jupyterLab() && theme === (document.body.dataset.jpThemeLight === "false" ? "dark" : "light");
  return { theme, back: pick("card_back", BACKS, "blue"), jupyter };
}

const CUE_AFTER = 100;  // ms: a wait for the answer to a click shorter than this is not shown
const SHOWN_WITHIN = 2000;  // ms: a board not in the page by then was not shown for playing now: it takes no focus

function render({ model, el: host }) {
  // Keys pressed on the board are the board's: JupyterLab's notebook shortcuts stay out of it.
  const root = el("div", { class: "ck-root", "data-lm-suppress-shortcuts": "true" });
  host.append(root);
  let pending = false;
  let pendingTimer = null;
  let cueTimer = null;
  let rulesOpen = false;
  const remembered = new Map();  // zone id -> the card last focused in it (its Tab stop)
  let last = { move: null, reply: null, live: false, drawn: false };  // the scene drawn before
  let said = "";  // a word from the board itself (a drop that went nowhere), until the next update
  let swallow = false;  // the click that ends a drag is not a click
  let keyboardUsed = false;  // a key was pressed on the board

  const release = () => {
    pending = false;
    clearTimeout(pendingTimer);
    clearTimeout(cueTimer);
    if (root.classList.contains("ck-pending")) root.classList.remove("ck-pending");
  };

  // One message per click; further clicks wait for the answer (a double click is not a second move).
  // ``at``: the move and seat of the board the message was made on (by default the one shown).
  const send = (payload, at) => {
    if (pending) return;
    const scene = at || model.get("scene") || {};
    pending = true;
    // The waiting cue (cardkit.css) comes only for a wait one notices: most answers are on the board
    // sooner, and a cue shown then taken away restyles what can be clicked twice for nothing.
    cueTimer = setTimeout(() => root.classList.add("ck-pending"), CUE_AFTER);
    pendingTimer = setTimeout(release, 3000);
    model.send({ ...payload, move: scene.move, seat: scene.seat });
  };

  // One update: every read of the page that needs its layout (the cards' places before and after) is
  // made where the layout is clean or made anyway, and the writes between them are the update's own, so
  // the browser lays the board out once for it, not once per read.
  const draw = () => {
    // Where the cards are, read first: before any write of this update would make the browser lay the
    // board out again to answer.
    const before = cardPlaces(root);
    const active = focused(root);
    const hadFocus = active && root.contains(active);
    const focusId = hadFocus ? active.getAttribute("data-id") : null;
    const focusZone = hadFocus ? active.closest(".ck-zone")?.dataset.id : null;
    const scene = model.get("scene") || {};
    let parts;
    try {
      parts = build(scene, model.get("rules") || {});  // a tree off the page: nothing written yet
    } catch (error) {
      release();
      console.error("cardkit: cannot draw the scene", error);
      root.replaceChildren(el("div", { class: "ck-render-error", role: "alert", text: `cardkit: ${error}` }));
      return;
    }
    // The focused element leaves the board in this update (a card played, a choice made): it lets the
    // focus go now, while nothing is written yet. Removed amid the update's writes, it would have the
    // browser work the page's style and layout out at once, and again after the rest. The focus is set
    // again below.
    if (hadFocus && leaves(active, scene, parts)) active.blur();
    release();
    said = "";
    // The move counter and the number of answered messages, for tests and for people debugging.
    root.setAttribute("data-move", String(scene.move ?? ""));
    root.setAttribute("data-reply", String(scene.reply ?? ""));
    if (root.getAttribute("lang") !== (scene.lang || "en")) root.setAttribute("lang", scene.lang || "en");
    // A clear "your turn" cue: the whole board says so (and your side of the table, see the CSS).
    root.classList.toggle("ck-my-turn", (scene.areas || []).some((area) => area.mine && area.current) && !scene.pass);
    try {
      patch(root, parts);
    } catch (error) {
      console.error("cardkit: cannot draw the scene", error);
      root.replaceChildren(el("div", { class: "ck-render-error", role: "alert", text: `cardkit: ${error}` }));
      return;
    }
    rove(root, remembered);
    // Others moved (a bot, or the game went on without a message of ours): the seat's turn.
    const othersMoved = last.drawn && scene.move !== last.move && (scene.reply === last.reply || scene.move - last.move > 1);
    const turnCame = scene.live && (othersMoved || !last.live);
    const pageFocus = focusFree();
    last = { move: scene.move, reply: scene.reply, live: !!scene.live, drawn: true };
    if (turnCame && (hadFocus || pageFocus)) {
      // Focus goes where the seat plays: after "Play" (focus was on the page) and after others moved.
      focusWhenShown();
    } else if (hadFocus) {
      // The same element if it can still take the focus (the stock, once drawn from, cannot), else its
      // zone's stop, else where the seat plays.
      const same = focusId && root.querySelector(`[data-id="${CSS.escape(focusId)}"]`);
      const again = same && same.matches("[tabindex], button:not([disabled]), select, input") ? same : null;
      const zone = focusZone && root.querySelector(`[data-id="${CSS.escape(focusZone)}"]`);
      const next = again || zone?.querySelector('[tabindex="0"]') || playStop(root) || root.querySelector(".ck-card[tabindex]");
      // Focused again only if it moved: focus() works the page's style and layout out at once.
      if (next && next !== focused(root)) next.focus();
    }
    // The glides last: focusing lays the board out, and would do it again after the glides' first writes.
    glide(root, before);
  };

  // A new board may not be in the page yet (the dashboard shows it after it is drawn): it takes the focus in
  // the first frame it is in the page, before that frame is painted, so a key pressed as soon as the board
  // shows goes to it (a timer's 50 ms left a gap a quick person, or a test, fell into). Where the seat plays
  // is looked up then, not at the draw: another update may have replaced that card meanwhile.
  const focusWhenShown = (until = performance.now() + SHOWN_WITHIN) => {
    if (root.isConnected) {
      const node = playStop(root);
      // Scrolled into view only for someone using the keyboard: a mouse user's page does not jump.
      if (node && (root.contains(focused(root)) || focusFree())) {
        node.focus({ preventScroll: true });
        if (keyboardUsed) node.scrollIntoView({ block: "nearest" });
      }
    } else if (performance.now() < until) {
      requestAnimationFrame(() => focusWhenShown(until));
    }
  };

  // A word from the board itself (the engine's explanations come with the scene, as its error).
  const say = (key) => {
    const scene = model.get("scene") || {};
    const labels = scene.labels || {};
    said = [labels[key], scene.prompt].filter(Boolean).join(" ");
    root.querySelector(".ck-said")?.remove();
    if (said) root.querySelector(".ck-status")?.after(el("div", { class: "ck-error ck-said", role: "alert", "data-id": "said", text: said }));
  };

  const build = (scene, rules) => {
    const labels = scene.labels || {};
    const parts = [];
    const bar = el("div", { class: "ck-bar" });
    bar.append(el("h2", { class: "ck-title", text: scene.title || "" }));
    if (scene.subtitle) bar.append(el("span", { class: "ck-subtitle", text: scene.subtitle }));
    const tools = el("span", { class: "ck-tools" });
    // "Clear the selection" comes last of the game's buttons, and holds its place while it is absent.
    const buttons = [...(scene.buttons || [])].sort((a, b) => (a.id === "clear") - (b.id === "clear"));
    for (const button of buttons) {
      tools.append(el("button", { type: "button", class: `ck-button${button.id === "clear" ? " ck-clear" : ""}`, "data-id": `button:${button.id}`, disabled: button.disabled, text: button.label,
                                  act: () => send(button.send) }));
    }
    if (!scene.steps && labels.clear && !buttons.some((b) => b.id === "clear")) tools.append(placeholder(labels.clear));
    if (scene.steps) {
      // The tutorial stepper: no rules panel or language choice, a step bar instead.
      bar.append(tools);
      parts.push(bar, drawSteps(scene.steps, send));
    } else {
    // The rules and the language menu where the scene names them (a table's); a still position (a puzzle's)
    // has neither.
    if (labels.rules) {
      tools.append(el("button", { type: "button", class: "ck-button", "data-id": "button:rules", "aria-expanded": rulesOpen ? "true" : "false", text: labels.rules,
                                  act: () => { rulesOpen = !rulesOpen; draw(); } }));
    }
    if ((labels.languages || []).length) {
      const language = el("select", { class: "ck-language", "aria-label": labels.language || "", "data-id": "language",
                                      change: (node) => send({ kind: "command", name: "language", value: node.value }) });
      for (const [code, name] of labels.languages) {
        const option = el("option", { value: code, text: name });
        if (code === scene.lang) option.selected = true;
        language.append(option);
      }
      tools.append(language);
    }
    bar.append(tools);
    parts.push(bar);
    }
    if (scene.totals) parts.push(el("div", { class: "ck-totals", text: scene.totals }));
    parts.push(el("div", { class: "ck-status", role: "status", "aria-live": "polite", "data-id": "status", text: scene.prompt || "" }));
    if (scene.error) parts.push(el("div", { class: "ck-error", role: "alert", "data-id": "error", text: scene.error }));
    if (scene.notice) parts.push(el("div", { class: "ck-notice", role: "status", text: scene.notice }));
    if (scene.review && scene.review.note) parts.push(drawReview(scene.review.note, "review-note-box"));
    if (rulesOpen) parts.push(drawRules(rules, labels, () => { rulesOpen = false; draw(); }));
    if (scene.pass) {
      const pass = el("div", { class: "ck-pass", "data-id": "pass" }, el("p", { text: scene.pass.text }));
      if (scene.pass.button) {
        pass.append(el("button", { type: "button", class: "ck-button ck-big", "data-id": "button:show", text: scene.pass.button.label,
                                   act: () => send(scene.pass.button.send) }));
      }
      parts.push(pass);
      return parts;
    }
    let choices = null;
    if ((scene.choices || []).length) {
      choices = el("div", { class: "ck-choices" });
      for (const choice of scene.choices) {
        choices.append(el("button", { type: "button", class: `ck-button ck-choice${choice.hint ? " ck-hint" : ""}`, "data-id": `choice:${choice.id}`, disabled: !choice.send, text: choice.label,
                                      act: choice.send ? () => send(choice.send) : undefined }));
      }
    }
    parts.push(drawBoard(scene, labels, send, choices));
    if (scene.sheet) parts.push(drawSheet(scene.sheet, labels, send));
    if ((scene.log || []).length) {
      // Newest first: the move that just happened is the one read first.
      const log = el("details", { class: "ck-log", open: true }, el("summary", { text: labels.log || "" }));
      const list = el("ol", { reversed: true });
      for (const line of [...scene.log].reverse()) list.append(el("li", { text: line }));
      log.append(list);
      parts.push(log);
    }
    if (scene.review && scene.review.html) parts.push(drawReview(scene.review.html, "review-panel"));
    return parts;
  };

  const onKey = (event) => {
    keyboardUsed = true;
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
    } else if (event.shiftKey && (event.key === "ArrowLeft" || event.key === "ArrowRight") && target.closest(".ck-arrange")) {
      // Shift+arrow moves the focused card of your hand one place (the table keeps the order).
      const ids = [...target.closest(".ck-arrange").querySelectorAll(".ck-card")].map((c) => c.dataset.id);
      const at = ids.indexOf(target.dataset.id);
      const to = at + (event.key === "ArrowRight" ? 1 : -1);
      event.preventDefault();
      event.stopPropagation();
      if (at >= 0 && to >= 0 && to < ids.length) {
        [ids[at], ids[to]] = [ids[to], ids[at]];
        send({ kind: "command", name: "arrange", value: ids });
      }
    } else if (["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"].includes(event.key) && target.classList.contains("ck-card")) {
      // Inside the zone only, to the nearest card that way on the screen; Tab goes to the next zone.
      // Cards still gliding to their places land first: the arrows go by where the cards are, not
      // where they were a moment ago.
      for (const motion of root.getAnimations?.({ subtree: true }) || []) motion.finish();
      const zone = target.closest(".ck-zone");
      const next = zone && nearest(reachable(zone), target, event.key);
      event.preventDefault();
      event.stopPropagation();
      if (next) next.focus();
    } else if (event.key === "Escape") {
      const scene = model.get("scene") || {};
      if ((scene.buttons || []).some((b) => b.id === "clear" && !b.disabled)) send({ kind: "command", name: "clear" });
    }
  };

  // The Tab stop of a zone follows the focus: Tab comes back to the card last visited there.
  const onFocus = (event) => {
    const card = event.target.closest?.(".ck-card[tabindex]");
    const zone = card && card.closest(".ck-zone");
    if (!zone) return;
    remembered.set(zone.dataset.id, card.dataset.id);
    for (const other of reachable(zone)) other.tabIndex = other === card ? 0 : -1;
  };
  const onClick = (event) => {
    if (swallow) { swallow = false; event.stopPropagation(); event.preventDefault(); }
  };
  // Every click and change on the board comes here: the element's own ``act``/``change`` (see el), or a
  // review's element that carries the message to send.
  const onAct = (event) => {
    for (let at = event.target; at && at !== root; at = at.parentElement) {
      if (event.type === "change") { if (at.ckChange) return at.ckChange(at); continue; }
      if (at.ckAct) return at.ckAct(event);
      if (at.hasAttribute("data-send") && at.closest(".ck-review")) return send(JSON.parse(at.getAttribute("data-send")));
    }
  };
  const stopDrag = dragging(root, {
    send,
    say,
    live: () => !!(model.get("scene") || {}).live,
    at: () => { const scene = model.get("scene") || {}; return { move: scene.move, seat: scene.seat }; },
    swallowClick: () => { swallow = true; setTimeout(() => { swallow = false; }, 0); },
  });

  root.addEventListener("keydown", onKey);
  root.addEventListener("focusin", onFocus);
  root.addEventListener("click", onClick, true);
  root.addEventListener("click", onAct);
  root.addEventListener("change", onAct);
  const dress = () => {
    const { theme, back, jupyter } = looks(model);
    root.setAttribute("data-theme", theme);
    root.setAttribute("data-back", back);
    root.toggleAttribute("data-jupyterlab", jupyter);
  };
  // A choice made while the board is shown is the browser's to remember (one this board knows: another
  // version's name is neither drawn nor kept).
  const chose = (name, known) => () => {
    const value = model.get(name);
    if (value === "auto" || known.includes(value)) remember(name, value);
    dress();
  };
  const choseTheme = chose("theme", THEMES);
  const choseBack = chose("card_back", BACKS);
  const scheme = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;
  scheme?.addEventListener?.("change", dress);
  const jupyterTheme = new MutationObserver(dress);  // JupyterLab's theme switched from its menu
  if (document.body) jupyterTheme.observe(document.body, { attributes: true, attributeFilter: ["data-jp-theme-light"] });
  dress();

  model.on("change:scene", draw);
  model.on("change:rules", draw);
  model.on("change:theme", choseTheme);
  model.on("change:card_back", choseBack);
  draw();
  return () => {
    model.off("change:scene", draw);
    model.off("change:rules", draw);
    model.off("change:theme", choseTheme);
    model.off("change:card_back", choseBack);
    scheme?.removeEventListener?.("change", dress);
    jupyterTheme.disconnect();
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusin", onFocus);
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("click", onAct);
    root.removeEventListener("change", onAct);
    stopDrag();
  };
}

export default { render };
