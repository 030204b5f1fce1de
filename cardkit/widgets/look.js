// The dashboard's page dressed like its boards (cardkit/widgets/look.py: PageLook): ``data-theme`` on the
// dashboard's root (.ckd), by the board's rules (cardkit/scene/renderer.js, "themes and card backs"): the
// ``theme`` trait when it names one, else the choice this browser remembers, else the system's.
const THEMES = ["light", "dark", "contrast"];

function recall() {
  try { return localStorage.getItem("cardkit.theme"); } catch (error) { return null; }  // storage may be refused
}

function pageTheme() {
  const light = document.body?.dataset.jpThemeLight;
  if (light === "false") return "dark";  // a page served dark (JupyterLab Dark, ``voila --theme=dark``)
  if (light === "true" && document.body.dataset.voila === undefined) return "light";  // JupyterLab Light
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function render({ model, el }) {
  el.style.display = "none";
  let tries = 0;
  const dress = () => {
    const page = el.closest(".ckd");
    if (!page) {  // not in the page yet: Voila shows a widget after drawing it
      if (tries++ < 100) setTimeout(dress, 50);
      return;
    }
    const chosen = model.get("theme");
    const kept = recall();
    const theme = THEMES.includes(chosen) ? chosen : THEMES.includes(kept) ? kept : pageTheme();
    page.setAttribute("data-theme", theme);
  };
  const scheme = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;
  scheme?.addEventListener?.("change", dress);
  model.on("change:theme", dress);
  dress();
  return () => {
    model.off("change:theme", dress);
    scheme?.removeEventListener?.("change", dress);
  };
}

export default { render };
