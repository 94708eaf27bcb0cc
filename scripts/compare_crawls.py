#!/usr/bin/env python3
"""Compare two crawl manifests (scripts/crawl.py) of two builds, answer by answer.

Two crawls of byte-identical builds still differ in what no build controls:
- short links (`POST /s`, `/s/{id}/…`, and a redirect to one): their ids are random, and a refused
  `POST /s` carries a `Retry-After` counted from the clock;
- which requests a crawl stopped at: the crawl goes breadth first up to `--limit` answers, and the
  random ids above sort differently in its queue, so the last few hundred requests of the two
  crawls are not the same ones.

So a request both crawls made must have the same answer; short-link answers are counted apart;
a request only one crawl made is listed, and fails the comparison when it is not near the limit
(more than `--edge` of them, default 1 % of the answers). Exits 1 on any difference.

Usage: scripts/compare_crawls.py BEFORE.txt AFTER.txt [--edge N]
       scripts/compare_crawls.py --self-test
"""

import argparse
import sys


def is_short_link(key, answer):
    rest = key.partition(" ")[2]
    target = rest.split(" ", 1)[0]
    return target == "/s" or target.startswith("/s/") or "('location', '/s/" in answer


def parse(lines, name):
    answers = {}
    for line in lines:
        key, separator, answer = line.rstrip("\n").partition(" -> ")
        if not separator:
            sys.exit(f"{name}: not a crawl manifest line: {line[:120]!r}")
        answers[key] = answer
    return answers


def load(path):
    with open(path, encoding="utf-8") as manifest:
        return parse(manifest, path)


def compare(before, after, edge):
    """(requests in both, lines to print, failed)."""
    report = []
    short_links = differing = 0
    for key in sorted(before.keys() & after.keys()):
        if is_short_link(key, before[key]) or is_short_link(key, after[key]):
            short_links += 1
        elif before[key] != after[key]:
            differing += 1
            if differing <= 20:
                report.append(f"differs: {key}\n  before: {before[key][:300]}\n  after:  {after[key][:300]}")
    only = [(key, "before") for key in before.keys() - after.keys() if not is_short_link(key, before[key])]
    only += [(key, "after") for key in after.keys() - before.keys() if not is_short_link(key, after[key])]
    report += [f"only in the {crawl} crawl: {key[:200]}" for key, crawl in sorted(only)[:20]]
    common = len(before.keys() & after.keys())
    report.append(
        f"crawls: {common} requests in both, {differing} answered differently, {short_links} short-link "
        f"answers not compared, {len(only)} requests in one crawl only (allowed: {edge})"
    )
    return report, bool(differing or len(only) > edge)


def self_test():
    page = "GET /menus/accordion?state=a -> 200 [('etag', '\"1\"')] abc"
    link = "POST /s 00aa -> 303 [('location', '/s/4KzT39kH/share')] e3b0"
    cases = [
        ("equal", [page, link], [page, link], 0, False),
        ("a short link's id differs", [page, link], [page, link.replace("4KzT39kH", "59rKH9rP")], 0, False),
        ("a page's body differs", [page], [page.replace("abc", "abd")], 0, True),
        ("a page's header differs", [page], [page.replace('"1"', '"2"')], 0, True),
        ("one request only in one crawl, at the limit", [page], [page, "GET /grid -> 200 [] ff"], 1, False),
        ("more requests in one crawl than the limit explains", [page], [page, "GET /grid -> 200 [] ff"], 0, True),
    ]
    for name, before, after, edge, fails in cases:
        _, failed = compare(parse(before, "before"), parse(after, "after"), edge)
        if failed != fails:
            sys.exit(f"compare_crawls self-test: {name}: {'failed' if failed else 'passed'}, expected otherwise")
    print(f"compare_crawls self-test: {len(cases)} cases")


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("before")
    arguments.add_argument("after")
    arguments.add_argument("--edge", type=int, default=None)
    options = arguments.parse_args()
    before, after = load(options.before), load(options.after)
    edge = options.edge if options.edge is not None else max(len(before), len(after)) // 100
    report, failed = compare(before, after, edge)
    print("\n".join(report))
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
