// A file the player chooses (cardkit/widgets/upload.py: FileImport), for the Import of "My games": its
// text goes to the kernel in parts, because the dashboard's server closes a websocket whose message passes
// 64 KiB and a file of kept games can be far larger.
// At most 6 bytes a character once written as JSON (a control character's \u00XX): 48,000 bytes a part.
const PART = 8000;

// The text cut into parts of at most PART characters, never between the two halves of a surrogate pair
// (each part must be valid text on its own: the kernel decodes it before joining them).
function cut(text) {
  const parts = [];
  let start = 0;
  while (start < text.length || parts.length === 0) {
    let end = Math.min(start + PART, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

function render({ model, el }) {
  // A label styled as the dashboard's buttons: the file input inside it takes the focus and the keys.
  const label = document.createElement("label");
  label.className = "ckd-import jupyter-button widget-button";
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.className = "ckd-import-file";
  const words = document.createElement("span");
  const draw = () => { words.textContent = model.get("label"); };
  draw();
  label.append(input, words);
  el.appendChild(label);
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = ""; // the same file chosen again is read again
    if (!file) return;
    if (file.size > model.get("limit")) {
      model.send({ kind: "too-large" });
      return;
    }
    let text;
    try {
      text = await file.text();
    } catch (e) {
      model.send({ kind: "unreadable" });
      return;
    }
    const id = Array.from(crypto.getRandomValues(new Uint32Array(2))).join("-");
    const parts = cut(text);
    parts.forEach((part, index) => model.send({ kind: "file", id, part: index, parts: parts.length, text: part }));
  });
  model.on("change:label", draw);
  return () => model.off("change:label", draw);
}

export default { render };
