"""MkDocs hook (mkdocs.yml): the site's pages are the repository's own files under their repository paths, so
the links between them (docs/lite.md to ../SECURITY.md, docs/explorations.md to ../notebooks/...) work the
same on GitHub and in the site. The pages of docs/ are served from the site's root; the tutorials' and the
explorations' notebooks (rendered by mkdocs-jupyter, never run) and CONTRIBUTING, CHANGELOG and SECURITY
keep their paths."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE_DOCS = ["CONTRIBUTING.md", "CHANGELOG.md", "SECURITY.md", "tutorials/**/*.ipynb", "notebooks/*.ipynb"]
LEFT_OUT = {"notebooks/dashboard.ipynb"}  # the dashboard's page, which only Voila shows


@event_priority(100)  # before mkdocs-jupyter's on_files, which turns the notebooks into pages
def on_files(files: Files, config: MkDocsConfig) -> Files:
    site = []
    for file in files:
        if file.src_dir != config.docs_dir:  # the theme's own files
            site.append(file)
            continue
        if file.src_uri == "hooks.py":
            continue
        page = File(f"docs/{file.src_uri}", str(ROOT), config.site_dir, config.use_directory_urls)
        page.dest_uri = file.dest_uri  # docs/ is the site's root
        site.append(page)
    for pattern in OUTSIDE_DOCS:
        for path in sorted(ROOT.glob(pattern)):
            uri = path.relative_to(ROOT).as_posix()
            if uri not in LEFT_OUT:
                site.append(File(uri, str(ROOT), config.site_dir, config.use_directory_urls))
    return Files(site)
