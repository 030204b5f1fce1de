// "Copy the link" (cardkit/widgets/copy.py: CopyButton): puts the widget's text on the clipboard and says so
// on the button for a moment. Where the browser refuses (a page served over plain http to another machine
// has no clipboard API), the older copy command is tried, then the button says how to copy by hand.
// Nothing is sent to the kernel.
const SHOWN = 2500;  // ms: how long the button says "Copied"

async function copy(text) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch (error) { /* refused: the older way below */ }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  let done = false;
  try { done = document.execCommand("copy"); } catch (error) { done = false; }
  area.remove();
  return done;
}

function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button ckd-copy-link";
  const said = document.createElement("span");
  said.className = "ckd-copy-said";
  said.setAttribute("role", "status");  // read out when it changes
  let timer = null;
  const dress = () => { button.textContent = model.get("label"); };
  button.addEventListener("click", async () => {
    const done = await copy(model.get("text"));
    said.textContent = done ? model.get("done") : model.get("failed");
    clearTimeout(timer);
    if (done) timer = setTimeout(() => { said.textContent = ""; }, SHOWN);
  });
  model.on("change:label", dress);
  dress();
  el.append(button, said);
  return () => {
    clearTimeout(timer);
    model.off("change:label", dress);
  };
}

export default { render };
