#!/usr/bin/env python3
"""Checks the module table of docs/design.md against Package.swift and the code, and that MenuCore stays pure (`make lint`).

    scripts/check-docs.py [--root DIR]   check the repository (default: this script's parent's
                                         parent); exit 1 with one line per failure
    scripts/check-docs.py --self-test    run the checks on small broken copies made in temporary
                                         directories and prove each failure is found

What is checked:

1. The table. The first table under "## Architecture" in docs/design.md (header `| module | job
   |`) has one row per module; the first cell names the row's modules in backticks.
   - Every target of Package.swift whose sources are under Sources/ has a row. A target is named
     in the table by its folder under Sources/ (`menu-playground` for the executable target
     `MenuPlaygroundMain`, whose path is Sources/menu-playground). Every folder of Sources/ must
     be such a target.
   - No row names a module that is not such a target, and no module has two rows.
2. The C libraries. A C module is a `.systemLibrary` target of Package.swift.
   - The table states, for each C module, the one file that imports it, in these words:
     "`File.swift`, the only file that imports `CModule`" (or "`File.swift` is the only file that
     imports `CModule`"). The file may be given by its name or by a path under Sources/ (a path
     suffix: `menu-playground/Allocator.swift`).
   - The rule "one file imports each C library": exactly one Swift file under Sources/ imports
     each C module, and it is the file the table names. Every form of import counts: `import`,
     `@_implementationOnly import`, `@preconcurrency import`, `internal import`, `package
     import`, `public import`, and the scoped `import struct CModule.name`.
   - A statement about a module that is not a C module is refused too.

3. The pure core. No Swift file under Sources/MenuCore imports Foundation (or
   FoundationEssentials), Synchronization, Dispatch, Glibc, Musl or Darwin, or names `Mutex`,
   `Atomic` or `DispatchQueue` in its code (comments and string literals do not count): MenuCore
   is reducers and layout, with no I/O and no concurrency primitives. What must be shared and
   locked lives in a module above it (a request's `WorkMeter` in WorkMetering). When this check
   was added MenuCore imported none of these but Synchronization, which left with the meter.

Tests/ and bench/ are exempt from the one-importer rule, by decision: they are not the product,
and a test may need to reach a C library beside the file that wraps it, to check that file's
output against the library itself (today `Tests/TextShapingTests/SubsetShapingTests.swift` imports
`CHarfBuzz` to take the face out of a `Face` for the subsetter; bench/ imports no C module). The
rule is about where the product's own code talks to a library, so only Sources/ is scanned.

Standard library only: this is test tooling, run before anything is built.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

TARGET_CALL = re.compile(r"\.(target|systemLibrary|executableTarget|testTarget|binaryTarget|plugin|macro)\s*\(")
NAME_ARGUMENT = re.compile(r'\bname:\s*"([^"\\]+)"')
PATH_ARGUMENT = re.compile(r'\bpath:\s*"([^"\\]+)"')
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"  # @_implementationOnly, @preconcurrency, @testable, @_spi(…)
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?"
    r"([A-Za-z_][A-Za-z0-9_]*)"
)
IMPORTER_STATEMENT = re.compile(
    r"`([A-Za-z0-9_+./-]+)`:?(?:,| is)? the only (?:file|one) that imports `([A-Za-z_][A-Za-z0-9_]*)`"
)
BACKTICKED = re.compile(r"`([^`]+)`")
PURE_MODULE = "MenuCore"
IMPURE_IMPORTS = ("Foundation", "FoundationEssentials", "Synchronization", "Dispatch", "Glibc", "Musl", "Darwin")
IMPURE_NAMES = re.compile(r"\b(Mutex|Atomic|DispatchQueue)\b")


@dataclass
class Target:
    name: str
    kind: str
    folder: str  # the folder under Sources/, or "" for a target outside it


@dataclass
class Row:
    line: int
    modules: list[str]
    text: str


def read_targets(package: Path) -> list[Target]:
    """The targets Package.swift declares, with where their sources are."""
    text = package.read_text(encoding="utf-8")
    calls = list(TARGET_CALL.finditer(text))
    targets = []
    for index, call in enumerate(calls):
        end = calls[index + 1].start() if index + 1 < len(calls) else len(text)
        chunk = text[call.end() : end]
        name = NAME_ARGUMENT.search(chunk)
        if not name:
            continue
        path = PATH_ARGUMENT.search(chunk)
        kind = call.group(1)
        if path:
            relative = path.group(1).strip("/")
            folder = relative[len("Sources/") :] if relative.startswith("Sources/") else ""
        elif kind == "testTarget":
            folder = ""
        else:
            folder = name.group(1)
        targets.append(Target(name.group(1), kind, folder.split("/")[0] if folder else ""))
    return targets


def read_table(design: Path) -> tuple[list[Row], str | None]:
    """The module table's rows, or an error saying why there is none."""
    lines = design.read_text(encoding="utf-8").splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == "## Architecture")
    except StopIteration:
        return [], f"{design}: no '## Architecture' section"
    header = None
    for i in range(start + 1, len(lines)):
        if lines[i].startswith("## "):
            break
        cells = [cell.strip() for cell in lines[i].strip().strip("|").split("|")]
        if lines[i].lstrip().startswith("|") and cells[:2] == ["module", "job"]:
            header = i
            break
    if header is None:
        return [], f"{design}: no table with the header '| module | job |' under '## Architecture'"
    rows = []
    for i in range(header + 2, len(lines)):
        line = lines[i]
        if not line.lstrip().startswith("|"):
            break
        first = line.strip().strip("|").split("|")[0]
        rows.append(Row(i + 1, BACKTICKED.findall(first), line))
    return rows, None


def swift_files(root: Path) -> list[Path]:
    return sorted(path for path in root.rglob("*.swift") if path.is_file())


def importers(sources: Path) -> dict[str, list[str]]:
    """For each module, the files under Sources/ that import it (paths relative to Sources/)."""
    found: dict[str, list[str]] = {}
    for path in swift_files(sources):
        relative = path.relative_to(sources).as_posix()
        in_block_comment = False
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            stripped = line.strip()
            if in_block_comment:
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith("/*"):
                in_block_comment = "*/" not in stripped
                continue
            match = IMPORT.match(line)
            if match:
                files = found.setdefault(match.group(1), [])
                if relative not in files:
                    files.append(relative)
    return found


def code_only(text: str) -> str:
    """`text` with its comments and string literals blanked (line breaks kept), so that a name
    found in what is left is in code."""
    out: list[str] = []
    blank = lambda piece: "".join("\n" if c == "\n" else " " for c in piece)  # noqa: E731
    i, n = 0, len(text)
    while i < n:
        if text.startswith("/*", i):  # block comments nest in Swift
            j, depth = i + 2, 1
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(blank(text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(text[i:j]))
            i = j
        elif re.match(r'#*"', text[i:i + 64]):
            hashes = len(text[i:]) - len(text[i:].lstrip("#"))
            opening = '"""' if text.startswith('"""', i + hashes) else '"'
            closing = opening + "#" * hashes
            j = i + hashes + len(opening)
            while j < n and not text.startswith(closing, j):
                j += 2 if text[j] == "\\" and not hashes else 1
            j = min(n, j + len(closing))
            out.append(blank(text[i:j]))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def impurities(sources: Path, module: str) -> list[str]:
    """What makes the pure module `module` impure: imports of Foundation, the system libraries
    and Synchronization, and the names of locks, atomics and queues in its code."""
    folder = sources / module
    if not folder.is_dir():
        return [f"Sources/{module} is missing: it is the pure core this check reads"]
    found = []
    why = (
        f"{module} is the pure core (reducers and layout: no I/O, no concurrency primitives); move what "
        f"needs it to a module that depends on {module}"
    )
    for path in swift_files(folder):
        relative = "Sources/" + path.relative_to(sources).as_posix()
        code = code_only(path.read_text(encoding="utf-8", errors="replace"))
        for number, line in enumerate(code.splitlines(), start=1):
            match = IMPORT.match(line)
            if match and match.group(1) in IMPURE_IMPORTS:
                found.append(f"{relative}:{number}: imports `{match.group(1)}`: {why}")
                continue
            for name in sorted(set(IMPURE_NAMES.findall(line))):
                found.append(f"{relative}:{number}: uses `{name}`: {why}")
    return found


def check(root: Path, pure_module: str = PURE_MODULE) -> list[str]:
    """Every failure found under `root`, one message each; empty when all holds. `pure_module`
    is the folder of Sources/ held to the purity rule (MenuCore; the self-test's sample names
    its own)."""
    failures: list[str] = []
    package, design, sources = root / "Package.swift", root / "docs" / "design.md", root / "Sources"
    for path in (package, design, sources):
        if not path.exists():
            return [f"{path} is missing"]
    targets = [target for target in read_targets(package) if target.folder]
    by_folder = {target.folder: target for target in targets}
    c_modules = {target.folder for target in targets if target.kind == "systemLibrary"}
    for folder in sorted(entry.name for entry in sources.iterdir() if entry.is_dir()):
        if folder not in by_folder:
            failures.append(f"Sources/{folder} is no target of Package.swift (no target has that name or path)")

    failures += impurities(sources, pure_module)

    rows, error = read_table(design)
    if error:
        return failures + [error]
    where = "docs/design.md"
    seen: dict[str, int] = {}
    for row in rows:
        if not row.modules:
            failures.append(f"{where}:{row.line}: the row names no module in backticks in its first cell")
        for module in row.modules:
            if module not in by_folder:
                failures.append(
                    f"{where}:{row.line}: the row for `{module}` names a module that does not exist "
                    f"(no target of Package.swift has its sources in Sources/{module})"
                )
            elif module in seen:
                failures.append(f"{where}:{row.line}: `{module}` has a second row (the first is line {seen[module]})")
            else:
                seen[module] = row.line
    for folder, target in sorted(by_folder.items()):
        if folder not in seen:
            failures.append(
                f"{where}: no row for `{folder}` (Package.swift target {target.name}, Sources/{folder}): "
                f"add a row to the module table"
            )

    imported = importers(sources)
    stated: dict[str, tuple[int, str]] = {}
    for row in rows:
        for path, module in IMPORTER_STATEMENT.findall(row.text):
            if not path.endswith(".swift"):
                failures.append(
                    f"{where}:{row.line}: says `{path}` is the only one that imports `{module}`: name the "
                    f"file (`{path}.swift` or whichever file it is), so that it can be checked"
                )
            elif module not in c_modules:
                failures.append(
                    f"{where}:{row.line}: says `{path}` is the only file that imports `{module}`, "
                    f"but `{module}` is not a C module (a .systemLibrary target of Package.swift)"
                )
            elif module in stated:
                failures.append(
                    f"{where}:{row.line}: states a second importer of `{module}` (`{path}`; line "
                    f"{stated[module][0]} states `{stated[module][1]}`)"
                )
            else:
                stated[module] = (row.line, path)
    for module in sorted(c_modules):
        files = imported.get(module, [])
        if len(files) > 1:
            failures.append(
                f"C module `{module}` is imported by {len(files)} files under Sources/ "
                f"({', '.join('Sources/' + f for f in files)}): one file must import each C library"
            )
        elif not files:
            failures.append(f"C module `{module}` is imported by no Swift file under Sources/")
        if module not in stated:
            failures.append(
                f"{where}: the table states no importer for C module `{module}`: write "
                f"\"`File.swift`, the only file that imports `{module}`\" in its row"
            )
            continue
        line, path = stated[module]
        matching = [f for f in files if f == path or f.endswith("/" + path)]
        if not any((sources / f).exists() for f in matching) and not any(
            p.as_posix().endswith("/" + path) for p in swift_files(sources)
        ):
            failures.append(f"{where}:{line}: names `{path}` as the importer of `{module}`, but no such file is under Sources/")
        elif not matching:
            actual = ", ".join("Sources/" + f for f in files) or "no file"
            failures.append(
                f"{where}:{line}: says `{path}` is the only file that imports `{module}`, "
                f"but it is imported by {actual}"
            )
    return failures


# Self-test ----------------------------------------------------------------------------------

GOOD_PACKAGE = """// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "Sample",
    targets: [
        .systemLibrary(name: "CFoo", pkgConfig: "foo"),
        .systemLibrary(
            name: "CBar", pkgConfig: "bar"),
        .target(name: "Core"),
        .target(name: "Wrapper", dependencies: ["CFoo", "CBar", "Core"]),
        .executableTarget(name: "SampleMain", dependencies: ["Wrapper"], path: "Sources/sample-main"),
        .testTarget(name: "WrapperTests", dependencies: ["Wrapper", "CFoo"]),
    ]
)
"""

GOOD_DESIGN = """# Sample

## Architecture

| module | job |
|---|---|
| `CFoo`, `CBar` | system libraries |
| `Core` | the pure core |
| `Wrapper` | `Foo.swift`, the only file that imports `CFoo`; `Bar/Bar.swift` is the only file that imports `CBar` |
| `sample-main` | the executable |

## Later

| module | job |
|---|---|
| `Ignored` | a second table is not the module table |
"""

GOOD_FILES = {
    "Sources/CFoo/module.modulemap": "module CFoo [system] {}\n",
    "Sources/CBar/module.modulemap": "module CBar [system] {}\n",
    # The pure core may name a lock in a comment or a string, never in code.
    "Sources/Core/Core.swift": (
        "/* import Foundation /* nested */ Mutex */\n"
        "public struct Core {\n"
        "    // no Mutex, no Atomic, no DispatchQueue\n"
        '    public let note = "import Synchronization; a Mutex<Int> or an Atomic<Int>"\n'
        '    public let raw = #"an "Atomic" \\ a DispatchQueue"#\n'
        '    public let lines = """\n        Mutex\n        """\n'
        "    public let mutexFree = true\n"
        "}\n"
    ),
    "Sources/Wrapper/Foo.swift": "@_implementationOnly import CFoo\nimport Core\n",
    "Sources/Wrapper/Bar/Bar.swift": "internal import CBar\n",
    "Sources/Wrapper/Plain.swift": "// import CFoo in a comment is no import\n/*\nimport CBar\n*/\nimport Core\n",
    "Sources/sample-main/main.swift": "import Wrapper\n",
    # Tests are exempt from the one-importer rule.
    "Tests/WrapperTests/FooTests.swift": "import CFoo\n@testable import Wrapper\n",
}


def _replace(text: str, old: str, new: str) -> str:
    assert old in text, f"self-test fixture lacks {old!r}"
    return text.replace(old, new)


# Each broken case: what it changes (files to write, or None to delete) and a piece of the
# failure message it must produce.
BROKEN_CASES: list[tuple[str, dict[str, str | None], str]] = [
    (
        "a target without a row",
        {"docs/design.md": _replace(GOOD_DESIGN, "| `Core` | the pure core |\n", "")},
        "no row for `Core`",
    ),
    (
        "the executable's folder without a row",
        {"docs/design.md": _replace(GOOD_DESIGN, "| `sample-main` | the executable |\n", "")},
        "no row for `sample-main`",
    ),
    (
        "a row for a module that does not exist",
        {"docs/design.md": _replace(GOOD_DESIGN, "| `Core` |", "| `Core`, `Gone` |")},
        "the row for `Gone` names a module that does not exist",
    ),
    (
        "a module with two rows",
        {"docs/design.md": _replace(GOOD_DESIGN, "| `sample-main` |", "| `sample-main`, `Core` |")},
        "`Core` has a second row",
    ),
    (
        "a folder of Sources/ that is no target",
        {"Sources/Stray/Stray.swift": "struct Stray {}\n"},
        "Sources/Stray is no target of Package.swift",
    ),
    (
        "a C module imported by a second file (`package import`)",
        {"Sources/Core/Leak.swift": "package import CFoo\n"},
        "C module `CFoo` is imported by 2 files",
    ),
    (
        "a C module imported by a second file (`@preconcurrency import`, scoped import)",
        {"Sources/Wrapper/Other.swift": "@preconcurrency import struct CBar.bar_t\n"},
        "C module `CBar` is imported by 2 files",
    ),
    (
        "the table names the wrong importer",
        {"docs/design.md": _replace(GOOD_DESIGN, "`Foo.swift`, the only", "`Plain.swift`, the only")},
        "says `Plain.swift` is the only file that imports `CFoo`, but it is imported by Sources/Wrapper/Foo.swift",
    ),
    (
        "the table names a type, not a file, as the importer",
        {"docs/design.md": _replace(GOOD_DESIGN, "`Foo.swift`, the only file", "`FooWrapper`, the only one")},
        "says `FooWrapper` is the only one that imports `CFoo`: name the file",
    ),
    (
        "the table names an importer that does not exist",
        {"docs/design.md": _replace(GOOD_DESIGN, "`Foo.swift`, the only", "`Missing.swift`, the only")},
        "names `Missing.swift` as the importer of `CFoo`, but no such file",
    ),
    (
        "the table states no importer for a C module",
        {"docs/design.md": _replace(GOOD_DESIGN, "; `Bar/Bar.swift` is the only file that imports `CBar`", "")},
        "the table states no importer for C module `CBar`",
    ),
    (
        "a C module that no file imports",
        {"Sources/Wrapper/Bar/Bar.swift": "import Core\n"},
        "C module `CBar` is imported by no Swift file",
    ),
    (
        "an importer stated for a module that is not a C module",
        {"docs/design.md": _replace(GOOD_DESIGN, "| `Core` | the pure core |", "| `Core` | `Foo.swift`, the only file that imports `Core` |")},
        "but `Core` is not a C module",
    ),
    (
        "the pure core imports Synchronization",
        {"Sources/Core/Meter.swift": "import Synchronization\n"},
        "Sources/Core/Meter.swift:1: imports `Synchronization`: Core is the pure core",
    ),
    (
        "the pure core imports Foundation (`@preconcurrency import`)",
        {"Sources/Core/Dates.swift": "// dates\n@preconcurrency import Foundation\n"},
        "Sources/Core/Dates.swift:2: imports `Foundation`",
    ),
    (
        "the pure core imports Glibc",
        {"Sources/Core/Clock.swift": "#if canImport(Glibc)\n    import Glibc\n#endif\n"},
        "Sources/Core/Clock.swift:2: imports `Glibc`",
    ),
    (
        "the pure core imports Darwin (scoped import)",
        {"Sources/Core/Clock.swift": "import func Darwin.mach_absolute_time\n"},
        "Sources/Core/Clock.swift:1: imports `Darwin`",
    ),
    (
        "the pure core uses a Mutex (after a string on the same line)",
        {"Sources/Core/Meter.swift": 'let name = "n"; let lock = Mutex(0)\n'},
        "Sources/Core/Meter.swift:1: uses `Mutex`",
    ),
    (
        "the pure core uses an Atomic",
        {"Sources/Core/Meter.swift": "struct Meter {\n    let spent = Atomic<Int>(0)\n}\n"},
        "Sources/Core/Meter.swift:2: uses `Atomic`",
    ),
    (
        "the pure core uses a DispatchQueue",
        {"Sources/Core/Queue.swift": '/* a comment */ let queue = DispatchQueue(label: "q")\n'},
        "Sources/Core/Queue.swift:1: uses `DispatchQueue`",
    ),
    (
        "no module table",
        {"docs/design.md": _replace(GOOD_DESIGN, "| module | job |\n|---|---|\n| `CFoo`", "| name | what |\n|---|---|\n| `CFoo`")},
        "no table with the header '| module | job |'",
    ),
]


def write_tree(root: Path, files: dict[str, str | None]) -> None:
    for relative, text in files.items():
        path = root / relative
        if text is None:
            path.unlink()
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def self_test() -> int:
    problems = []
    base = {"Package.swift": GOOD_PACKAGE, "docs/design.md": GOOD_DESIGN, **GOOD_FILES}
    with tempfile.TemporaryDirectory(prefix="check-docs-") as temporary:
        good = Path(temporary) / "good"
        write_tree(good, base)
        failures = check(good, pure_module="Core")
        if failures:
            problems.append("the good sample fails:\n    " + "\n    ".join(failures))
        for index, (title, changes, expected) in enumerate(BROKEN_CASES):
            root = Path(temporary) / f"case-{index}"
            write_tree(root, base)
            write_tree(root, changes)
            failures = check(root, pure_module="Core")
            if not any(expected in failure for failure in failures):
                found = "\n    ".join(failures) or "(no failure)"
                problems.append(f"{title}: expected a failure containing {expected!r}, got:\n    {found}")
    for problem in problems:
        print(f"check-docs self-test: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"check-docs self-test: the good sample passes and all {len(BROKEN_CASES)} broken samples are caught")
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
        print(f"check-docs: {failure}", file=sys.stderr)
    if failures:
        return 1
    print(
        "check-docs: the module table matches Package.swift and the code; one file imports each C library; "
        f"{PURE_MODULE} imports no Foundation, system library or Synchronization and names no lock, atomic or queue"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
