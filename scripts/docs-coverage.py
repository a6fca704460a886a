#!/usr/bin/env python3
# ViewLifecycle · scripts
"""Lists every public symbol without a doc comment in the symbol graphs under the given folders.

A symbol counts as documented when its graph entry carries a doc comment: its own `///` lines, or,
for a member that implements a protocol's requirement, the requirement's (the graph inherits it,
and `docc convert --enable-inherited-docs` shows it). Extension blocks are containers, not
declarations, so they need none. Exits 1 and lists `module: path (file:line)` when any lacks one.
"""

import json
import pathlib
import sys


def undocumented(graph_dir: pathlib.Path) -> list[str]:
    """The undocumented public symbols of every `*.symbols.json` in `graph_dir`."""
    found = []
    for path in sorted(graph_dir.glob("*.symbols.json")):
        graph = json.loads(path.read_text(encoding="utf-8"))
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol.get("docComment", {}).get("lines"):
                continue
            location = symbol.get("location", {})
            file = location.get("uri", "").removeprefix("file://")
            line = location.get("position", {}).get("line", -1) + 1
            found.append(f"{module}: {'.'.join(symbol['pathComponents'])} ({file}:{line})")
    return found


def main() -> int:
    missing = [entry for folder in sys.argv[1:] for entry in undocumented(pathlib.Path(folder))]
    for entry in missing:
        print(f"undocumented: {entry}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
