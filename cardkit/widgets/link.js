// The room link (cardkit/widgets/rooms.py: RoomLink): keeps this browser's seat token for a room in
// localStorage (never in the address), and sets the page's address to the room's (#room=CODE).
const KEY = (code) => `cardkit.room.${code}`;

function roomCode() {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  const query = new URLSearchParams(location.search);
  return (hash.get("room") || query.get("room") || "").slice(0, 64);
}

// This browser's player id (cardkit/records: "My games"): drawn once, kept in localStorage like the seat
// tokens, never put in the address. Clearing the browser's data forgets it, and with it the games' key.
function playerId() {
  try {
    let id = localStorage.getItem("cardkit.player");
    if (!id) {
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
      localStorage.setItem("cardkit.player", id);
    }
    return id;
  } catch (e) {
    return ""; // storage refused: no records for this page
  }
}

function render({ model, el }) {
  el.style.display = "none";
  const room = roomCode();
  let token = "";
  try { token = room ? (localStorage.getItem(KEY(room)) || "") : ""; } catch (e) { /* storage refused */ }
  // The page's own address without its fragment: the kernel builds the room's link from it.
  // The room's link is the page's origin and path only: its query may hold the server's login token
  // (Binder's ?token=, `cardkit dashboard --token`), which must never reach the people the link is sent to.
  const base = location.origin + location.pathname;
  model.send({ kind: "hello", room, token, base, player: playerId() });
  const onMessage = (msg) => {
    if (!msg || typeof msg !== "object") return;
    try {
      if (msg.kind === "keep" && typeof msg.room === "string" && typeof msg.token === "string") {
        localStorage.setItem(KEY(msg.room), msg.token);
      }
      if (msg.kind === "forget" && typeof msg.room === "string") localStorage.removeItem(KEY(msg.room));
    } catch (e) { /* storage refused: a reload will ask for a seat again */ }
    if (msg.kind === "download" && typeof msg.text === "string" && typeof msg.name === "string") {
      // A file the player asked for (a kept game, all of them): saved by the browser, never put in the page.
      const url = URL.createObjectURL(new Blob([msg.text], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = msg.name;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    }
    if (msg.kind === "address" && typeof msg.room === "string") {
      const hash = msg.room ? `#room=${encodeURIComponent(msg.room)}` : "";
      history.replaceState(null, "", location.pathname + location.search + hash);
    }
  };
  model.on("msg:custom", onMessage);
  return () => model.off("msg:custom", onMessage);
}

export default { render };
