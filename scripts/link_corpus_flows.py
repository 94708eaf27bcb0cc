"""The flows of scripts/make-link-corpus.py: what a person does on each menu's demo page to make
the links of the corpus. Each flow takes the corpus (`walk(menu)` starts a visit, `keep` and
`keep_scenario` add the page a visit is on) and skips what the server's build lacks."""

import json
import sys

LONG = "Rename this task to something far longer than its row, so that it truncates"
ARABIC = "إعادة تسمية"
HEBREW = "מחק את הפריט"
CJK = "共有する項目"
CHINESE = "删除这个项目"
MIXED = "Share 共有 مشاركة"


def accordion(corpus):
    walk = corpus.walk("accordion").tap("open", item=1)
    corpus.keep(walk, "accordion: item 2's menu open, iPhone 4-inch portrait", embed=True)
    walk.tap("tapRow", index=7)
    corpus.keep(walk, "accordion: opened on item 2 and closed with its Close row")
    walk = corpus.walk("accordion").device("iphone-3.5in", "landscape").tap("open", item=0)
    corpus.keep(walk, "accordion: item 1's menu open, iPhone 3.5-inch landscape", embed=True)
    walk = corpus.walk("accordion").device("ipad-9.7in").tap("open", item=3)
    corpus.keep(walk, "accordion: item 4's menu open, iPad portrait")
    walk = corpus.walk("accordion").tap("open", item=2).tap("tapRow", index=1)
    corpus.keep(walk, "accordion: item 3 deleted from its menu")
    walk = corpus.walk("accordion")
    walk.rename(2, LONG)
    walk.add(CJK)
    walk.rename(0, ARABIC)
    corpus.keep(walk, "accordion: options renamed (long, Arabic) and a Japanese one added, closed")
    walk.tap("open", item=1)
    corpus.keep(walk, "accordion: those options in item 2's open menu", embed=True)
    walk = corpus.walk("accordion").device("iphone-6.1in", "landscape").tap("open", item=0).tap("tapRow", index=0)
    corpus.keep(walk, "accordion: Edit tapped on item 1, iPhone 6.1-inch landscape")
    walk.type("Buy oat milk and 牛乳", then="saveEdit")
    corpus.keep(walk, "accordion: item 1 renamed in place (typed, Latin and CJK) and saved", embed=True)


def action_sheet(corpus):
    walk = corpus.walk("action-sheet").tap("open")
    corpus.keep(walk, "action sheet: shown, iPhone 4-inch portrait", embed=True)
    walk.tap("tapButton", index=2)
    corpus.keep(walk, "action sheet: Blue tapped, sheet gone")
    walk = corpus.walk("action-sheet").device("ipad-9.7in", "landscape").tap("open")
    corpus.keep(walk, "action sheet: shown, iPad landscape", embed=True)
    walk = corpus.walk("action-sheet").device("iphone-6.1in").tap("open").tap("tapOutside")
    corpus.keep(walk, "action sheet: shown and tapped outside, iPhone 6.1-inch portrait")
    walk = corpus.walk("action-sheet")
    walk.title(LONG)
    walk.rename(1, HEBREW)
    walk.icon(0, "star")
    walk.move_up(3)
    walk.tap("open")
    corpus.keep(walk, "action sheet: long title, Hebrew button, an icon, Orange moved up; shown", embed=True)
    walk = corpus.walk("action-sheet").device("iphone-3.5in").tap("open")
    corpus.keep(walk, "action sheet: shown, iPhone 3.5-inch portrait")


def dropdown(corpus):
    walk = corpus.walk("dropdown").tap("tapField")
    corpus.keep(walk, "dropdown: list dropped down, iPhone 4-inch portrait", embed=True)
    walk.tap("tapRow", index=3)
    corpus.keep(walk, "dropdown: Banana chosen")
    walk = corpus.walk("dropdown").tap("tapField").tap("tapRow", index=5)
    corpus.keep(walk, "dropdown: Other chosen, editing the text field")
    walk.type("mango lassi")
    corpus.keep(walk, "dropdown: Other typed in (capitalised)")
    walk = corpus.walk("dropdown").device("iphone-6.1in", "landscape")
    walk.colours(boldColor="#aa2200", lightColor="#fafad2", dropDownColor="#123456")
    walk.title(MIXED)
    walk.tap("tapField")
    corpus.keep(walk, "dropdown: colours and a mixed-script title, dropped down, iPhone 6.1-inch landscape", embed=True)
    walk = corpus.walk("dropdown")
    walk.rename(1, CHINESE)
    walk.remove(4)
    walk.add(HEBREW)
    walk.move_up(1)
    walk.device("ipad-9.7in", "landscape").tap("tapField")
    corpus.keep(walk, "dropdown: options renamed (Chinese), removed, added (Hebrew), moved; iPad landscape")
    walk = corpus.walk("dropdown").device("iphone-3.5in", "landscape").tap("tapField")
    corpus.keep(walk, "dropdown: dropped down, iPhone 3.5-inch landscape")


def context_menu(corpus):
    walk = corpus.walk("context-menu").tap("open")
    corpus.keep(walk, "context menu: shown, iPhone 4-inch portrait", embed=True)
    walk.tap("tapItem", index=2)
    corpus.keep(walk, "context menu: Rename tapped")
    walk = corpus.walk("context-menu").device("ipad-9.7in", "landscape").tap("open")
    corpus.keep(walk, "context menu: shown, iPad landscape")
    walk = corpus.walk("context-menu").device("custom", "portrait", width=400, height=700, statusBar=24).tap("open")
    corpus.keep(walk, "context menu: shown on a custom 400×700 screen", embed=True)
    walk = corpus.walk("context-menu")
    walk.rename(0, LONG)
    walk.icon(1, "star")
    walk.remove(3)
    walk.add(ARABIC)
    walk.tap("open")
    corpus.keep(walk, "context menu: long label, an icon changed, Delete removed, Arabic added; shown")
    walk = corpus.walk("context-menu").device("iphone-6.1in").tap("open").dismiss()
    corpus.keep(walk, "context menu: shown and dismissed, iPhone 6.1-inch portrait")


def tab_split(corpus):
    walk = corpus.walk("tab-split").tap("selectTab", index=3)
    corpus.keep(walk, "tab split: tab Three selected, iPhone 4-inch portrait", embed=True)
    walk = corpus.walk("tab-split").tap("moveTab", **{"from": 0, "to": 1}).tap("moveTab", **{"from": 1, "to": 2})
    walk.tap("selectTab", index=5)
    corpus.keep(walk, "tab split: One moved down twice, Five selected")
    walk = corpus.walk("tab-split").rotate().tap("selectTab", index=9)
    corpus.keep(walk, "tab split: rotated to landscape, Nine selected", embed=True)
    walk = corpus.walk("tab-split").device("ipad-9.7in").tap("selectTab", index=10)
    corpus.keep(walk, "tab split: Ten selected, iPad portrait")
    walk = corpus.walk("tab-split").device("iphone-6.1in", "landscape").tap("selectTab", index=7)
    corpus.keep(walk, "tab split: Seven selected, iPhone 6.1-inch landscape")
    walk = corpus.walk("tab-split").device("iphone-3.5in").tap("selectTab", index=8)
    corpus.keep(walk, "tab split: Eight selected, iPhone 3.5-inch portrait (the strip scrolled)")


def edits_on_the_trail(walk):
    """Fails unless the page's trail holds an Options edit (an object among the taps' arrays)."""
    _, data = walk.server.get(f"/api/v1/state/{walk.token()}")
    entries = json.loads(data).get("trail", {}).get("taps", [])
    if not any(isinstance(entry, dict) for entry in entries):
        sys.exit(f"{walk.url[:80]}…: no Options edit on the trail {entries}")
    return walk


def trails(corpus):
    """Trails of taps and Options edits, Undo, and the scenarios they open: builds that have
    scenarios (and, with them, the trail)."""
    if not corpus.has_scenarios:
        return
    walk = corpus.walk("accordion").tap("open", item=1).tap("tapRow", index=3).tap("open", item=2)
    corpus.keep(walk, "accordion: a trail of three taps, item 3's menu open", embed=True)
    corpus.keep_scenario(walk, "accordion: the scenario of those three taps")
    corpus.keep(walk.undo(), "accordion: Undo of the last tap")
    walk = corpus.walk("accordion").tap("open", item=0).rename(3, "Zweite Option").rename(4, ARABIC)
    corpus.keep(edits_on_the_trail(walk), "accordion: two Options edits with item 1's menu open (it stays open)")
    walk.tap("tapRow", index=4).tap("open", item=3)
    corpus.keep(walk, "accordion: taps after the edits: the Arabic row, then item 4 opened", embed=True)
    corpus.keep_scenario(walk, "accordion: the scenario of the taps since the last edit")
    corpus.keep(walk.undo().undo().undo(), "accordion: Undo three times, back through a tap and into the edits")
    walk = corpus.walk("dropdown").tap("tapField").add(CJK).rename(0, "Dark chocolate").title("Choose a flavour")
    walk.tap("tapRow", index=5)
    corpus.keep(edits_on_the_trail(walk), "dropdown: edits while dropped down (added, renamed, title), the new row chosen")
    walk.device("ipad-9.7in", "landscape").tap("tapField")
    corpus.keep(walk, "dropdown: then on an iPad in landscape, dropped down again")
    walk = corpus.walk("context-menu").tap("open").tap("tapItem", index=1).tap("open").icon(0, "star")
    corpus.keep(edits_on_the_trail(walk), "context menu: shown, Share, shown again, Copy's icon changed while shown")
    walk = corpus.walk("context-menu").device("iphone-6.1in", "landscape").tap("open").tap("tapItem", index=3)
    walk.tap("open")
    corpus.keep_scenario(walk, "context menu: the scenario of show, Delete, show on an iPhone 6.1-inch in landscape")
    walk = corpus.walk("action-sheet").tap("open").tap("tapButton", index=0).tap("open").tap("tapButton", index=3)
    corpus.keep_scenario(walk, "action sheet: the scenario of Red then Orange")
    walk = corpus.walk("tab-split").device("iphone-6.1in").tap("moveTab", **{"from": 2, "to": 3})
    walk.tap("selectTab", index=4).tap("selectTab", index=9)
    corpus.keep(walk, "tab split: move, select, select on an iPhone 6.1-inch", embed=True)
    corpus.keep_scenario(walk, "tab split: the scenario of move, select, select")
    corpus.keep(walk.rotate(), "tab split: those taps, then rotated to landscape")


FLOWS = [accordion, action_sheet, dropdown, context_menu, tab_split, trails]
