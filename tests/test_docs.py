"""The docs site (mkdocs.yml, `make docs`): it builds with warnings as errors, renders every committed
tutorial, and loads nothing from another site."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the same parser, from PyPI (the test extra)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
MKDOCS = [sys.executable, "-m", "mkdocs", "build", "--strict"]  # not --quiet: mkdocs would not count its warnings
QUIET = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
PROJECT_URLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("docs") / "site"
    result = subprocess.run(
        [*MKDOCS, "--site-dir", str(out)], cwd=ROOT, env=QUIET, capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stderr
    return out


class Loads(HTMLParser):
    """The addresses a page makes the browser fetch by itself: scripts, styles, images, frames, media."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.styles: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "link" and a.get("rel") not in ("canonical", "alternate"):  # canonical: a name, not a fetch
            self.urls.append(a.get("href") or "")
        for name in ("src", "srcset", "data", "poster"):
            if a.get(name) and tag != "a":
                self.urls.append(a[name] or "")
        self._in_style = tag == "style"
        self.styles.append(a.get("style") or "")

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.styles.append(data)


def external(url: str) -> bool:
    return bool(re.match(r"(https?:)?//", url.strip()))


def css_urls(css: str) -> list[str]:
    return re.findall(r"""url\(\s*['"]?([^'")\s]+)""", css) + re.findall(r"""@import\s+['"]([^'"]+)""", css)


def test_the_site_builds_strict_with_every_tutorial_and_the_api_reference(site):
    for notebook in sorted((ROOT / "tutorials").glob("**/*.ipynb")):
        page = site / notebook.relative_to(ROOT).with_suffix("") / "index.html"
        assert page.exists(), f"{notebook.relative_to(ROOT)} has no page in the site"
        assert "jupyter-wrapper" in page.read_text(encoding="utf-8")  # rendered by mkdocs-jupyter
    play = (site / "api" / "play" / "index.html").read_text(encoding="utf-8")
    assert "cardkit.ipso.play" in play and "one entry per player" in play  # read from the docstring
    for page in sorted((ROOT / "docs").glob("**/*.md")):  # every page of docs/ is in the site
        assert (
            site / page.relative_to(ROOT / "docs").with_suffix("") / "index.html"
        ).exists() or page.name == "index.md"


def test_the_readme_s_links_into_the_site_name_its_pages(site):
    documentation = PROJECT_URLS["Documentation"]
    links = re.findall(rf"\]\(({re.escape(documentation)}[^)#\s]*)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(links) > 10
    for link in links:
        assert (site / link.removeprefix(documentation) / "index.html").exists(), f"README.md: {link} is no page"


def test_no_page_loads_anything_from_another_site(site):
    fetched = []
    for page in sorted(site.glob("**/*.html")):
        parser = Loads()
        parser.feed(page.read_text(encoding="utf-8"))
        urls = parser.urls + [u for style in parser.styles for u in css_urls(style)]
        fetched += [f"{page.relative_to(site)}: {u}" for u in urls if external(u)]
    for sheet in sorted(site.glob("**/*.css")):
        fetched += [
            f"{sheet.relative_to(site)}: {u}" for u in css_urls(sheet.read_text(encoding="utf-8")) if external(u)
        ]
    assert fetched == []


def test_a_broken_link_fails_the_build_naming_the_page_and_the_link(tmp_path):
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# Home\n\nSee [the rules](rules/ipso.md).\n", encoding="utf-8")
    config.update(docs_dir=str(tmp_path / "docs"), nav=["index.md"], plugins=["search"])
    del config["hooks"]  # the repository's own pages: not needed to check mkdocs' settings
    (tmp_path / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")
    result = subprocess.run(
        [*MKDOCS, "--config-file", str(tmp_path / "mkdocs.yml"), "--site-dir", str(tmp_path / "site")],
        cwd=tmp_path,
        env=QUIET,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 1
    assert "Doc file 'index.md' contains a link 'rules/ipso.md', but the target is not found" in result.stderr
