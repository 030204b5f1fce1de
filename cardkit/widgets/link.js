// The room link (cardkit/widgets/rooms.py: RoomLink): keeps this browser's seat token for a room in
// localStorage (never in the address), and sets the page's address to the room's (#room=CODE).
const KEY = (code) => `cardkit.room.${code}`;

function roomCode() {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  const query = new URLSearchParams(location.search);
  return (hash.get("room") || query.get("room") || "").slice(0, 64);
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
  model.send({ kind: "hello", room, token, base });
  const onMessage = (msg) => {
    if (!msg || typeof msg !== "object" || typeof msg.room !== "string") return;
    try {
      if (msg.kind === "keep" && typeof msg.token === "string") localStorage.setItem(KEY(msg.room), msg.token);
      if (msg.kind === "forget") localStorage.removeItem(KEY(msg.room));
    } catch (e) { /* storage refused: a reload will ask for a seat again */ }
    if (msg.kind === "address") {
      const hash = msg.room ? `#room=${encodeURIComponent(msg.room)}` : "";
      history.replaceState(null, "", location.pathname + location.search + hash);
    }
  };
  model.on("msg:custom", onMessage);
  return () => model.off("msg:custom", onMessage);
}

export default { render };
