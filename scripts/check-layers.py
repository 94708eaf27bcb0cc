#!/usr/bin/env python3
"""Checks that the Playground module's folders point one way (`make lint`).

    scripts/check-layers.py [--root DIR]   check the repository; exit 1 with one line per use
                                           of a type from a folder at the same layer or above
    scripts/check-layers.py --self-test    prove on small made-up modules that each kind of
                                           wrong use is found and that allowed ones are not

The compiler keeps the domain (PlaygroundDomain) apart from HTTP; inside the Playground module,
which holds routes, pages and wiring, nothing does, so this does. Its folders are layers, lowest
first, and a file may use the types of its own folder and of folders on lower layers only:

    Wiring                        paths (SitePaths), the domain's errors as HTTP, configuration,
                                  the layout service, fonts, entity tags, snapshot links
    Pages, Snapshots, API         the HTML pages and their forms; the snapshot route; the JSON API
    Scenarios                     the scenario pages and exports, drawn in the pages' shell
    App                           the route table and the server's assembly

A "use" is the name of a type declared at the top level of another folder's file, as a whole
word, outside comments and string literals. Extensions are not declarations: a folder may extend
a lower folder's type. Standard library only: this runs before anything is built.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

MODULE = Path("Sources/Playground")
LAYERS: list[set[str]] = [{"Wiring"}, {"Pages", "Snapshots", "API"}, {"Scenarios"}, {"App"}]

DECLARATION = re.compile(
    r"^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?(?:final\s+)?"
    r"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE,
)
MULTILINE_STRING = re.compile(r'#*"""[\s\S]*?"""#*')
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
LINE_COMMENT = re.compile(r"//[^\n]*")
BLOCK_COMMENT = re.compile(r"/\*[\s\S]*?\*/")


def code_only(text: str) -> str:
    """The text without comments and string literals, which may name anything."""
    for pattern in (BLOCK_COMMENT, MULTILINE_STRING, LINE_COMMENT, STRING):
        text = pattern.sub(" ", text)
    return text


def layer_of(folder: str) -> int | None:
    for index, folders in enumerate(LAYERS):
        if folder in folders:
            return index
    return None


def check(root: Path) -> list[str]:
    module = root / MODULE
    files = sorted(module.rglob("*.swift"))
    failures: list[str] = []
    declared: dict[str, str] = {}
    for path in files:
        relative = path.relative_to(module)
        if len(relative.parts) < 2:
            failures.append(f"{MODULE / relative}: a file at the module's root belongs to no layer; move it into one")
            continue
        folder = relative.parts[0]
        if layer_of(folder) is None:
            failures.append(f"{MODULE / relative}: the folder {folder} is not in the layer table of {Path(__file__).name}")
            continue
        for match in DECLARATION.finditer(code_only(path.read_text())):
            declared[match.group(1)] = folder
    for path in files:
        relative = path.relative_to(module)
        if len(relative.parts) < 2 or layer_of(relative.parts[0]) is None:
            continue
        folder = relative.parts[0]
        text = code_only(path.read_text())
        for name, owner in sorted(declared.items()):
            if owner == folder or layer_of(owner) < layer_of(folder):
                continue
            if re.search(rf"\b{re.escape(name)}\b", text):
                where = "above" if layer_of(owner) > layer_of(folder) else "beside"
                failures.append(
                    f"{MODULE / relative}: uses {name} from {owner}/, a layer {where} {folder}/ "
                    f"(layers, lowest first: {' < '.join('/'.join(sorted(layer)) for layer in LAYERS)})"
                )
    return failures


def self_test() -> int:
    cases = {
        "allowed: a page uses a path, the app uses a page": (
            {"Wiring/Paths.swift": "enum SitePaths {}", "Pages/Home.swift": "enum Home { let p = SitePaths.self }",
             "App/Routes.swift": "enum Routes { let h = Home.self }"}, 0),
        "allowed: names in comments and strings, and extensions": (
            {"Wiring/Paths.swift": '// Routes\nenum SitePaths { let s = "Routes"\nlet t = """\nHome\n""" }',
             "Pages/Home.swift": "struct Home {}\nextension SitePaths {}", "App/Routes.swift": "enum Routes {}"}, 0),
        "upward use is refused": (
            {"Wiring/Paths.swift": "enum SitePaths { let r = Routes.self }", "App/Routes.swift": "enum Routes {}"}, 1),
        "sideways use is refused": (
            {"Pages/Home.swift": "struct Home { let e = APIRoutes.self }", "API/APIRoutes.swift": "enum APIRoutes {}"},
            1),
        "a root file is refused": ({"Loose.swift": "enum Loose {}"}, 1),
        "an unknown folder is refused": ({"Misc/Thing.swift": "enum Thing {}"}, 1),
    }
    failed = 0
    for title, (sources, expected) in cases.items():
        with tempfile.TemporaryDirectory() as directory:
            root = Path(directory)
            for name, text in sources.items():
                path = root / MODULE / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text + "\n")
            found = check(root)
            if len(found) != expected:
                failed += 1
                print(f"check-layers self-test: {title}: expected {expected} failures, got {found}", file=sys.stderr)
    if failed:
        return 1
    print(f"check-layers self-test: {len(cases)} cases")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument("--self-test", action="store_true", help="prove each failure is detected")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    failures = check(arguments.root)
    for failure in failures:
        print(f"check-layers: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(f"check-layers: {MODULE}'s folders point one way")
    return 0


if __name__ == "__main__":
    sys.exit(main())
