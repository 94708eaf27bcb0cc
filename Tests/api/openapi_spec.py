"""Builds Public/openapi.json, the OpenAPI 3.1 description of the playground's JSON API.

The document is generated so that the five menus' schemas stay alike; the checked-in file must
equal this script's output (tests/test_openapi_file.py checks it). Run after changing it:

    python3 Tests/api/openapi_spec.py > Public/openapi.json

The limits below are MenuCore's `Limits` and the Playground's `StateTokenLimits`/`APILimits`.
"""

import json
import sys

MAX_OPTIONS = 1000
MAX_LABEL = 80
MAX_TITLE = 200
MAX_NAME = 40
MAX_SAMPLE_ITEMS = 100
MAX_TABS = 30
MAX_ACTIONS = 100
MAX_TOKEN = 3072
MAX_EVENTS = 20
MAX_FONT_TEXT = 300  # FontsEndpoint.maxScalars
MAX_SCENARIO_ACTIONS = 50  # ScenarioLimits.maxActions
MAX_COMPARE_SCREENS = 8  # CompareScreens.maxScreens
MENUS = ["accordion", "action-sheet", "dropdown", "context-menu", "tab-split"]
PRESETS = ["iphone-3.5in", "iphone-4in", "iphone-6.1in", "ipad-9.7in"]

# No control characters (Unicode Cc), as MenuCore's checks require.
NO_CONTROLS = "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"
# ...and at least one character that is not white space.
NOT_BLANK = "^[^\\u0000-\\u001f\\u007f-\\u009f]*[^\\s\\u0000-\\u001f\\u007f-\\u009f][^\\u0000-\\u001f\\u007f-\\u009f]*$"


def ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def obj(properties, required=(), description=None):
    schema = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    if description:
        schema["description"] = description
    return schema


# MenuCore counts characters as Swift does, in grapheme clusters ("🏻5" is one), which JSON
# Schema's maxLength (code points) cannot express: the limit is stated in the description, and
# a longer value is a 422 naming the field.
def label(max_length=MAX_LABEL, description=None):
    schema = {
        "type": "string",
        "minLength": 1,
        "pattern": NOT_BLANK,
        "description": f"Not blank, no control characters, at most {max_length} characters (grapheme clusters).",
    }
    if description:
        schema["description"] = f"{description} {schema['description']}"
    return schema


def text(max_length, description=None):
    schema = {
        "type": "string",
        "pattern": NO_CONTROLS,
        "description": f"No control characters, at most {max_length} characters (grapheme clusters).",
    }
    if description:
        schema["description"] = f"{description} {schema['description']}"
    return schema


def labels(min_items=1, max_items=MAX_OPTIONS):
    return {"type": "array", "items": ref("Label"), "minItems": min_items, "maxItems": max_items}


def index(description="A 0-based index."):
    return {"type": "integer", "description": description}


def action(type_name, fields=None, required=(), description=None):
    properties = {"type": {"const": type_name}}
    properties.update(fields or {})
    return obj(properties, ["type", *required], description)


def event(call, fields, description):
    properties = {"call": {"const": call}}
    properties.update(fields)
    properties["description"] = {
        "type": "string",
        "description": "The call as the seed's host sees it, e.g. `userSelectedOptionWithIndex: 2`.",
    }
    return obj(properties, ["call", *fields.keys(), "description"], description)


def pascal(menu):
    return "".join(part.capitalize() for part in menu.split("-"))


# TabSplit.iconSuffixes, in seed order.
TAB_ICONS = ["Down", "DownLeft", "DownRight", "Left", "Next", "Previous", "Right", "Up", "UpLeft", "UpRight"]

TABS = {
    "type": "array",
    "minItems": 1,
    "maxItems": MAX_TABS,
    "items": obj(
        {
            "title": ref("Label"),
            "icon": {"type": "string", "enum": TAB_ICONS, "description": "Drawn as on<icon> / off<icon>."},
        },
        ["title", "icon"],
    ),
    "description": "The tabs after Settings; missing means the seed's ten, One (Down) to Ten (UpRight).",
}

ORDER = {
    "type": "array",
    "items": {"type": "integer", "minimum": 0, "maximum": MAX_TABS - 1},
    "minItems": 1,
    "maxItems": MAX_TABS,
    "uniqueItems": True,
    "description": "A permutation of 0…n−1 for the configuration's n tabs (0…9 for the seed's ten): the tabs in strip order.",
}

MENU_SCHEMAS = {
    "accordion": {
        "config": obj(
            {
                "options": {**labels(), "description": "The menu's options; the menu appends a Close row."},
                "items": {**labels(0, MAX_SAMPLE_ITEMS), "description": "The host demo's table rows."},
            },
            description="Missing keys take the seed's demo values.",
        ),
        "state": obj(
            {
                "isOpen": {"type": "boolean"},
                "items": {**labels(0, MAX_SAMPLE_ITEMS), "description": "The host's table, changed by Edit and Delete."},
                "selectedItem": index("The host row whose tap opened the menu."),
                "editor": obj(
                    {"item": index(), "text": text(MAX_LABEL, "Saved into items by saveEdit, so a label's length.")},
                    ["item", "text"],
                ),
            },
            ["isOpen", "items"],
        ),
        "actions": [
            action("open", {"item": index("The host row tapped to open the menu; omit for none.")}),
            action("tapRow", {"index": index("The menu row; the last one is Close.")}, ["index"]),
            action(
                "dismiss",
                description=(
                    "Escape, this project's addition (the seed's cover swallows taps, so there is no outside tap): "
                    "tapping Close while the menu is open, Cancel while the edit view shows."
                ),
            ),
            action(
                "typeText",
                {"text": {"type": "string"}},
                ["text"],
                f"Replaces the edit view's text: at most {MAX_LABEL} characters (it is saved as an item).",
            ),
            action(
                "saveEdit",
                {"text": {"type": "string"}},
                description=(
                    "Saves the edit view's text into the item: `text` when given (what the field shows), "
                    "else the text typed so far. Refused when blank."
                ),
            ),
            action("cancelEdit"),
        ],
        "events": [
            event("userSelectedOptionWithIndex", {"index": {"type": "integer"}}, "AccordionMenuViewControllerDelegate"),
        ],
    },
    "action-sheet": {
        "config": obj(
            {
                "title": label(MAX_TITLE),
                "buttons": labels(),
                "icons": {
                    "type": "array",
                    "items": {"anyOf": [label(MAX_NAME), {"type": "null"}]},
                    "description": "One icon name or null per button (same length as buttons); omit for no icons.",
                },
            },
            description="Missing keys take the seed's demo values.",
        ),
        "state": obj(
            {
                "isShowing": {"type": "boolean"},
                "background": {"enum": ["red", "green", "blue", "orange"], "description": "Omitted while white."},
            },
            ["isShowing"],
        ),
        "actions": [
            action("open"),
            action("tapButton", {"index": index()}, ["index"]),
            action("tapOutside", description="The delegate receives index -1."),
        ],
        "events": [event("clickedButtonAtIndex", {"index": {"type": "integer"}}, "CustomActionSheetDelegate")],
    },
    "dropdown": {
        "config": obj(
            {
                "title": label(MAX_TITLE, "The field's initial text."),
                "options": labels(),
                "style": obj(
                    {
                        "boldColor": ref("Color"),
                        "lightColor": ref("Color"),
                        "dropDownColor": ref("Color"),
                        "fontSize": {"type": "number", "minimum": 8, "maximum": 48},
                        "fontWeight": {"enum": ["regular", "semibold", "bold"]},
                    }
                ),
            },
            description="Missing keys take the seed's demo values.",
        ),
        "state": obj(
            {
                "isDroppedDown": {"type": "boolean"},
                "text": text(MAX_TITLE, "The field's text."),
                "isEditing": {"type": "boolean"},
            },
            ["isDroppedDown", "text", "isEditing"],
        ),
        "actions": [
            action("tapField"),
            action("tapRow", {"index": index("The list row; the last one is Other.")}, ["index"]),
            action(
                "typeText", {"text": {"type": "string"}}, ["text"], f"Replaces the field's text: at most {MAX_TITLE} characters."
            ),
            action(
                "endEditing",
                description=f"Capitalises the text; refused (invalid_text) if that makes it longer than {MAX_TITLE} characters.",
            ),
        ],
        "events": [
            event("menuDidAnimate", {"up": {"type": "boolean"}}, "DropDownTextFieldDelegate"),
            event("optionSelected", {"option": {"type": "string"}}, "DropDownTextFieldDelegate"),
        ],
    },
    "context-menu": {
        "config": obj(
            {
                "options": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": MAX_OPTIONS,
                    "items": obj(
                        {
                            "text": ref("Label"),
                            "icon": label(MAX_NAME),
                            "action": label(MAX_NAME, "Defaults to text."),
                        },
                        ["text"],
                    ),
                }
            },
            description="Missing keys take the seed's demo values.",
        ),
        "state": obj(
            {"isShown": {"type": "boolean"}, "lastAction": text(MAX_NAME, "The last item action the host ran.")},
            ["isShown"],
        ),
        "actions": [action("open"), action("tapItem", {"index": index()}, ["index"]), action("tapOutside")],
        "events": [
            event("dismiss", {}, "The menu's dismiss()."),
            event("optionAction", {"index": {"type": "integer"}, "action": {"type": "string"}}, "An item's action."),
        ],
    },
    "tab-split": {
        "config": obj(
            {"tabs": TABS, "order": {**ORDER, "description": f"{ORDER['description']} Missing means as listed."}},
            description="Missing keys take the seed's demo values.",
        ),
        "state": obj(
            {"order": ORDER, "selected": {"type": "integer", "minimum": 0, "maximum": MAX_TABS, "description": "0 is Settings."}},
            ["order", "selected"],
        ),
        "actions": [
            action("selectTab", {"index": index("The strip's tab; 0 is Settings.")}, ["index"]),
            action("moveTab", {"from": index(), "to": index()}, ["from", "to"], "Reorders in Settings."),
        ],
        "events": [
            event("pushToDetailController", {"title": {"type": "string"}}, "The split controller shows a tab."),
            event(
                "setNavigationOrder",
                {"order": {"type": "array", "items": {"type": "integer"}}},
                "The split controller saves the order.",
            ),
        ],
    },
}

ERROR_CODES = {
    400: [
        "malformed_json",
        "bad_token",
        "token_too_large",
        "unsupported_token_version",
        "malformed_escape",
        "unknown_parameter",
        "duplicate_field",
        "missing_field",
        "text_too_long",
    ],
    404: ["unknown_menu", "not_found"],
    405: ["method_not_allowed"],
    413: ["body_too_large"],
    414: ["uri_too_long"],
    415: ["unsupported_media_type"],
    422: [
        "invalid_value",
        "missing_field",
        "unknown_field",
        "index_out_of_range",
        "action_not_applicable",
        "invalid_text",
        "state_too_large",
        "too_much_work",
        "invalid_url",
        "too_many_screens",
        "duplicate_screen",
        "unknown_device",
    ],
    429: ["too_many_links"],
    503: ["overloaded", "shutting_down", "links_unavailable"],
    507: ["links_full"],
}

DESCRIPTIONS = {
    400: "Malformed JSON, or a bad token (the path names the token or the field inside it).",
    404: "No such menu or path, or a path segment the router refuses (an encoded slash or backslash, NUL, "
    "a dot segment).",
    413: "The body is over the server's limit; it is refused before it is read.",
    414: "The URL is over the server's limit (maxURLBytes); it is refused before it is routed.",
    415: "The body is not application/json.",
    422: "A value, field or action that cannot be used; the path names it (actions[i] for actions). "
    "too_much_work: the request needs more layout and text shaping than one request may do. "
    "too_many_screens, duplicate_screen, unknown_device: a compare request's devices.",
    503: "The server is busy with other costly requests (pages, snapshots, layouts) and did not queue this one, "
    "or it is shutting down. Retry-After says when to try again.",
    429: "Too many short links from this address (links.createsPerMinute after a burst of links.createBurst). "
    "Retry-After says when the next one may be made.",
    507: "The link store holds its maximum of links (links.maxLinks): no new URL gets one. Links made before "
    "still resolve, and their URLs still get their ids.",
}


def retry_after(response):
    response["headers"] = {
        "Retry-After": {
            "description": "Seconds to wait before trying again.",
            "schema": {"type": "integer", "minimum": 1},
        }
    }
    return response


def busy_response():
    """The 503 of a costly route: its work is queued for the server's work threads (README, *Overload*)."""
    response = error_response(503)
    response["headers"] = {
        "Retry-After": {
            "description": "Seconds to wait before trying again.",
            "schema": {"type": "integer", "minimum": 1},
        }
    }
    return response


def error_response(status, description=None):
    content = {"application/json": {"schema": ref(f"Error{status}")}}
    return {"description": description or DESCRIPTIONS[status], "content": content}


def error_schema(status):
    return obj(
        {
            "error": obj(
                {
                    "code": {"enum": ERROR_CODES[status], "description": "Stable: match on it."},
                    "message": {"type": "string", "description": "For people."},
                    "status": {"const": status},
                    "path": {"type": "string", "description": "The offending field as a JSON path, e.g. config.options[3]."},
                },
                ["code", "message", "status"],
            )
        },
        ["error"],
    )


def json_body(schema, example=None):
    content = {"schema": schema}
    if example is not None:
        content["example"] = example
    return {"required": True, "content": {"application/json": content}}


def ok(schema, description):
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def menu_paths(menu):
    name = pascal(menu)
    layout_example = {"device": "iphone-4in", "orientation": "portrait"}
    actions_example = {
        "accordion": [{"type": "open", "item": 1}, {"type": "tapRow", "index": 2}],
        "action-sheet": [{"type": "open"}, {"type": "tapButton", "index": 1}],
        "dropdown": [{"type": "tapField"}, {"type": "tapRow", "index": 3}],
        "context-menu": [{"type": "open"}, {"type": "tapItem", "index": 1}],
        "tab-split": [{"type": "selectTab", "index": 3}, {"type": "selectTab", "index": 0}, {"type": "moveTab", "from": 0, "to": 4}],
    }[menu]
    errors = {str(status): error_response(status) for status in (400, 413, 415, 422)}
    errors["503"] = busy_response()
    return {
        f"/api/v1/menus/{menu}/layout": {
            "post": {
                "operationId": f"layout{name}",
                "summary": f"Lays out one state of the {menu} menu.",
                "tags": [menu],
                "requestBody": json_body(ref(f"{name}LayoutRequest"), layout_example),
                "responses": {"200": ok(ref("LayoutResponse"), "Every frame, the opening animation, the token and the page URL."), **errors},
            }
        },
        f"/api/v1/menus/{menu}/actions": {
            "post": {
                "operationId": f"actions{name}",
                "summary": f"Applies actions to the {menu} menu in order; the first that fails stops them (422).",
                "tags": [menu],
                "requestBody": json_body(ref(f"{name}ActionsRequest"), {**layout_example, "actions": actions_example}),
                "responses": {"200": ok(ref(f"{name}ActionsResponse"), "Each action's events, then the final state, frames, token and URL."), **errors},
            }
        },
        f"/api/v1/menus/{menu}/compare": {
            "post": {
                "operationId": f"compare{name}",
                "summary": f"Applies actions to the {menu} menu, then lays the state out on several device screens "
                "at once, as the compare page shows it.",
                "tags": [menu],
                "requestBody": json_body(
                    ref(f"{name}CompareRequest"),
                    {"actions": actions_example, "devices": ["iphone-4in", "iphone-6.1in:landscape"], "longText": True},
                ),
                "responses": {
                    "200": ok(
                        ref(f"{name}CompareResponse"),
                        "Each screen's frames, snapshot and page, each action's events, and the compare page.",
                    ),
                    **errors,
                },
            }
        },
    }


def menu_components(menu):
    name = pascal(menu)
    spec = MENU_SCHEMAS[menu]
    request_fields = {
        "device": ref("Device"),
        "orientation": ref("Orientation"),
        "config": ref(f"{name}Config"),
        "state": ref(f"{name}State"),
    }
    return {
        f"{name}Config": spec["config"],
        f"{name}State": spec["state"],
        f"{name}Action": {"oneOf": spec["actions"]},
        f"{name}Event": {"oneOf": spec["events"]} if len(spec["events"]) > 1 else spec["events"][0],
        f"{name}LayoutRequest": obj(request_fields, ["device"], "Everything but device defaults to the seed's demo."),
        f"{name}ActionsRequest": obj(
            {**request_fields, "actions": {"type": "array", "maxItems": MAX_ACTIONS, "items": ref(f"{name}Action")}},
            ["device"],
        ),
        f"{name}ActionsResponse": obj(
            {
                "steps": {
                    "type": "array",
                    "items": obj(
                        {
                            "action": ref(f"{name}Action"),
                            "events": {"type": "array", "items": ref(f"{name}Event")},
                            "animation": {"anyOf": [ref("Animation"), {"type": "null"}]},
                        },
                        ["action", "events", "animation"],
                    ),
                },
                "state": ref(f"{name}State"),
                "frames": ref("Frames"),
                "scrollable": ref("Scrollable"),
                "scrollOffsets": ref("ScrollOffsets"),
                "token": ref("Token"),
                "url": ref("PageURL"),
                "snapshot": ref("SnapshotURL"),
            },
            ["steps", "state", "frames", "scrollable", "scrollOffsets", "token", "url", "snapshot"],
        ),
        f"{name}CompareRequest": obj(
            {
                "config": ref(f"{name}Config"),
                "state": ref(f"{name}State"),
                "actions": {"type": "array", "maxItems": MAX_ACTIONS, "items": ref(f"{name}Action")},
                "devices": ref("CompareDevices"),
                "longText": {
                    "type": "boolean",
                    "description": "Also lay out each screen with every label in the pseudo-locale "
                    "(“Option 1” reads “[Ŏƥţīŏñ 1 ·····]”): longTextFrames. Defaults to false.",
                },
            },
            description="One state shared by every screen, so no device or orientation (422 unknown_field). "
            "Everything defaults to the seed's demo, closed, on the default screens.",
        ),
        f"{name}CompareResponse": obj(
            {
                "screens": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": MAX_COMPARE_SCREENS,
                    "items": ref("CompareScreen"),
                    "description": "In the order of devices.",
                },
                "token": {**ref("Token"), "description": "The shared state after the actions, on the default device."},
                "url": ref("CompareURL"),
                "steps": {
                    "type": "array",
                    "items": obj(
                        {"action": ref(f"{name}Action"), "events": {"type": "array", "items": ref(f"{name}Event")}},
                        ["action", "events"],
                    ),
                },
            },
            ["screens", "token", "url", "steps"],
        ),
        f"{name}ScenarioRequest": obj(
            {
                "menu": {"const": menu},
                **request_fields,
                "actions": {"type": "array", "maxItems": MAX_SCENARIO_ACTIONS, "items": ref(f"{name}Action")},
            },
            ["menu", "device"],
            "An actions request plus its menu: where the scenario starts, and its actions.",
        ),
        f"{name}ScenarioResponse": obj(
            {
                "token": ref("Token"),
                "url": {"type": "string", "pattern": "^/scenarios/[A-Za-z0-9_-]+$"},
                "steps": {
                    "type": "array",
                    "items": obj(
                        {
                            "action": ref(f"{name}Action"),
                            "events": {"type": "array", "items": ref(f"{name}Event")},
                            "frames": ref("Frames"),
                            "state": ref(f"{name}State"),
                        },
                        ["action", "events", "frames", "state"],
                    ),
                },
            },
            ["token", "url", "steps"],
        ),
        f"{name}Page": obj(
            {
                "v": {"const": 1},
                "menu": {"const": menu},
                "config": ref(f"{name}Config"),
                "device": ref("Device"),
                "orientation": ref("Orientation"),
                "state": ref(f"{name}State"),
                "events": {"type": "array", "maxItems": MAX_EVENTS, "items": ref(f"{name}Event")},
            },
            ["v", "menu", "config", "device", "orientation", "state", "events"],
            f"A decoded {menu} state token.",
        ),
        f"{name}Summary": obj(
            {
                "id": {"const": menu},
                "title": {"type": "string"},
                "summary": {"type": "string"},
                "config": ref(f"{name}Config"),
                "state": ref(f"{name}State"),
                "actionTypes": {"type": "array", "items": {"enum": [a["properties"]["type"]["const"] for a in spec["actions"]]}},
            },
            ["id", "title", "summary", "config", "state", "actionTypes"],
        ),
    }


RECT = obj(
    {"x": {"type": "number"}, "y": {"type": "number"}, "width": {"type": "number"}, "height": {"type": "number"}},
    ["x", "y", "width", "height"],
    "Points, in screen coordinates.",
)

SHARED = {
    "Label": label(),
    "Color": obj(
        {c: {"type": "number", "minimum": 0, "maximum": 1} for c in ("red", "green", "blue", "alpha")},
        ["red", "green", "blue", "alpha"],
    ),
    "Orientation": {"enum": ["portrait", "landscape"], "description": "Defaults to portrait."},
    "Device": {
        "oneOf": [
            {"enum": PRESETS, "description": "A preset id (GET /api/v1/devices)."},
            obj(
                {
                    "width": {"type": "number", "minimum": 200, "maximum": 2048},
                    "height": {"type": "number", "minimum": 200, "maximum": 2048},
                    "statusBar": {"type": "number", "minimum": 0, "maximum": 100},
                },
                ["width", "height", "statusBar"],
                "A custom screen in portrait points; landscape swaps width and height.",
            ),
        ]
    },
    "Rect": RECT,
    "AccessibleElement": obj(
        {
            "role": {"enum": ["dialog", "tablist", "tab", "button", "textbox", "text"]},
            "name": {"type": "string", "description": "The accessible name; empty when the element has none."},
            "selected": {"type": "boolean", "description": "aria-selected; only for tabs."},
            "disabled": {"const": True, "description": "Only when the control is disabled."},
            "box": {"type": "string", "description": "The box that draws the element."},
            "frame": ref("Rect"),
        },
        ["role", "name", "box", "frame"],
        "One element a screen reader meets, as the screen markup writes it.",
    ),
    "AccessibilityFlag": obj(
        {
            "kind": {"enum": ["unnamed_control", "small_target"]},
            "box": {"type": "string"},
            "element": {"type": "integer", "minimum": 0, "description": "The flagged element's index in elements."},
            "message": {"type": "string"},
        },
        ["kind", "box", "element", "message"],
    ),
    "AccessibilityResponse": obj(
        {
            "menu": {"enum": MENUS},
            "url": {"type": "string", "description": "The state's demo page."},
            "elements": {"type": "array", "items": ref("AccessibleElement")},
            "flags": {"type": "array", "items": ref("AccessibilityFlag")},
        },
        ["menu", "url", "elements", "flags"],
    ),
    "Frames": {"type": "object", "additionalProperties": ref("Rect"), "description": "Every box's frame by name."},
    "FramesResponse": obj(
        {
            "menu": {"enum": MENUS},
            "url": {"type": "string", "description": "The state's demo page."},
            "frames": ref("Frames"),
            "parents": {
                "type": "object",
                "additionalProperties": {"type": ["string", "null"]},
                "description": "Every box's parent by name; null for the screen, the root.",
            },
        },
        ["menu", "url", "frames", "parents"],
    ),
    "Scrollable": {"type": "object", "additionalProperties": {"type": "boolean"}, "description": "Whether each box scrolls."},
    "ScrollOffsets": {
        "type": "object",
        "additionalProperties": obj(
            {"x": {"type": "number", "minimum": 0}, "y": {"type": "number", "minimum": 0}}, ["x", "y"]
        ),
        "description": "The content offset (UIKit's contentOffset; the page's scrollLeft and scrollTop) of each box "
        "whose offset the seed sets: the tab strip, scrolled so the selected tab is at UIKit's Bottom position. "
        "Frames are unscrolled; subtract the offset to get a scrolled box's child on screen.",
    },
    "Animation": obj(
        {
            "duration": {"type": "number", "description": "Seconds."},
            "curve": {"enum": ["linear", "ease-in-out"]},
            "from": ref("Frames"),
            "to": ref("Frames"),
            "fromAlpha": {"type": "object", "additionalProperties": {"type": "number"}},
            "toAlpha": {"type": "object", "additionalProperties": {"type": "number"}},
            "removeAfter": {
                "type": "object",
                "additionalProperties": {"type": "number"},
                "description": (
                    "Boxes the seed takes off the screen after the animation, with the time in seconds from its "
                    "start; until then they stay as `to` and `toAlpha` leave them."
                ),
            },
        },
        ["duration", "curve", "from", "to", "fromAlpha", "toAlpha", "removeAfter"],
        "The seed's animation: the boxes whose frame or alpha change.",
    ),
    "Token": {
        "type": "string",
        "pattern": "^[A-Za-z0-9_-]+$",
        "maxLength": MAX_TOKEN,
        "description": "The state as sorted-key JSON, zlib-deflated, base64url without padding.",
    },
    "PageURL": {
        "type": "string",
        "pattern": "^/menus/[a-z-]+\\?state=[A-Za-z0-9_-]+(#[a-z0-9-]+)?$",
        "description": "Opens this exact state. A fragment names the anchor that shows a scrolled box (the tab strip) "
        "at its offset without script.",
    },
    "LayoutResponse": obj(
        {
            "frames": ref("Frames"),
            "scrollable": ref("Scrollable"),
            "scrollOffsets": ref("ScrollOffsets"),
            "animation": {"anyOf": [ref("Animation"), {"type": "null"}], "description": "From the closed menu to this state."},
            "token": ref("Token"),
            "url": ref("PageURL"),
            "snapshot": ref("SnapshotURL"),
        },
        ["frames", "scrollable", "scrollOffsets", "animation", "token", "url", "snapshot"],
    ),
    "SnapshotURL": {
        "type": "string",
        "pattern": "^/snapshots/[A-Za-z0-9_-]+[.]png$",
        "description": "The state drawn as a PNG by the server (GET it, with ?scale=2 or 3 for more pixels).",
    },
    "CompareDevices": {
        "type": "array",
        "minItems": 1,
        "maxItems": MAX_COMPARE_SCREENS,
        "uniqueItems": True,
        "items": {
            "type": "string",
            "pattern": "^(iphone-3[.]5in|iphone-4in|iphone-6[.]1in|ipad-9[.]7in)(:(portrait|landscape))?$",
            "description": "A preset id, in portrait unless it ends in :landscape.",
        },
        "description": "The screens, in order, each at most once: iphone-4in, iphone-6.1in:landscape, …. Missing means "
        "every preset in portrait, then iphone-6.1in:landscape.",
    },
    "CompareScreen": obj(
        {
            "device": {"enum": PRESETS},
            "orientation": ref("Orientation"),
            "frames": ref("Frames"),
            "scrollOffsets": ref("ScrollOffsets"),
            "snapshot": ref("SnapshotURL"),
            "url": {**ref("PageURL"), "description": "The single page of the state on this screen."},
            "longTextFrames": {**ref("Frames"), "description": "The long-text copy's frames; only with longText."},
        },
        ["device", "orientation", "frames", "scrollOffsets", "snapshot", "url"],
        "The shared state laid out on one screen; snapshot and url carry the state on this screen's device.",
    ),
    "CompareURL": {
        "type": "string",
        "pattern": "^/compare/[a-z-]+\\?state=[A-Za-z0-9_-]+(&devices=[a-z0-9.:,-]+)?(&text=long)?$",
        "description": "The compare page of the shared state with these screens (devices only when not the default, "
        "text=long only with longText).",
    },
    "DeviceScreen": obj(
        {"width": {"type": "number"}, "height": {"type": "number"}, "statusBar": {"type": "number"}},
        ["width", "height", "statusBar"],
    ),
}

EXAMPLE_TOKEN = None  # filled in by build() from the server-independent example below


def build(example_token):
    paths = {
        "/api/v1/menus": {
            "get": {
                "operationId": "listMenus",
                "summary": "The menus with their default configurations, initial states and action types.",
                "responses": {
                    "200": ok(
                        obj(
                            {"menus": {"type": "array", "items": {"oneOf": [ref(f"{pascal(m)}Summary") for m in MENUS]}}},
                            ["menus"],
                        ),
                        "The five menus.",
                    )
                },
            }
        },
        "/api/v1/devices": {
            "get": {
                "operationId": "listDevices",
                "summary": "The device presets in both orientations.",
                "responses": {
                    "200": ok(
                        obj(
                            {
                                "devices": {
                                    "type": "array",
                                    "items": obj(
                                        {
                                            "id": {"enum": PRESETS},
                                            "idiom": {"enum": ["phone", "pad"]},
                                            "portrait": ref("DeviceScreen"),
                                            "landscape": ref("DeviceScreen"),
                                        },
                                        ["id", "idiom", "portrait", "landscape"],
                                    ),
                                }
                            },
                            ["devices"],
                        ),
                        "The presets.",
                    )
                },
            }
        },
    }
    for menu in MENUS:
        paths.update(menu_paths(menu))
    for route in ("layout", "actions", "compare"):
        paths[f"/api/v1/menus/{{id}}/{route}"] = {
            "post": {
                "operationId": f"{route}UnknownMenu",
                "summary": "An id that is not one of the five menus is a 404, whatever the body; the five have their own paths.",
                "parameters": [
                    {
                        "name": "id",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "string", "pattern": "^[a-z0-9]+$", "not": {"enum": MENUS}},
                    }
                ],
                "requestBody": {"content": {"application/json": {"schema": {}}}},
                "responses": {
                    "200": ok(
                        ref("LayoutResponse")
                        if route == "layout"
                        # anyOf for compare: without steps, the five menus' answers are alike.
                        else {
                            ("oneOf" if route == "actions" else "anyOf"): [
                                ref(f"{pascal(m)}{route.capitalize()}Response") for m in MENUS
                            ]
                        },
                        "When id is one of the five menus after all: see that menu's own path.",
                    ),
                    **{str(status): error_response(status) for status in (400, 404, 413, 415, 422)},
                    "503": busy_response(),
                },
            }
        }
    paths["/api/v1/state/{token}"] = {
        "get": {
            "operationId": "decodeState",
            "summary": "Decodes a state token into its JSON (sorted keys), after checking every limit and value.",
            "parameters": [
                {"name": "token", "in": "path", "required": True, "schema": ref("Token"), "example": example_token}
            ],
            "responses": {
                "200": ok({"oneOf": [ref(f"{pascal(m)}Page") for m in MENUS]}, "The state."),
                "400": error_response(400),
                "404": error_response(
                    404,
                    "A token with a character the router refuses to decode (an encoded slash or backslash, NUL). "
                    "Refused before routing: JSON when Accept prefers application/json, an HTML page otherwise.",
                ),
                "503": busy_response(),
            },
        }
    }
    paths["/api/v1/state/{token}/accessibility"] = {
        "get": {
            "operationId": "readAccessibility",
            "summary": "What a screen reader reads on the token's screen, in reading order (role, name, states, box "
            "and frame), and what a reviewer would flag: a control named only by its frame name, a tap target under "
            "44 x 44 pt.",
            "parameters": [
                {"name": "token", "in": "path", "required": True, "schema": ref("Token"), "example": example_token}
            ],
            "responses": {
                "200": ok(ref("AccessibilityResponse"), "The elements and the flags."),
                "400": error_response(400),
                "404": error_response(
                    404,
                    "A token with a character the router refuses to decode (an encoded slash or backslash, NUL). "
                    "Refused before routing: JSON when Accept prefers application/json, an HTML page otherwise.",
                ),
                "422": error_response(422, "Laying out the state needs more work than one request may do (too_much_work)."),
                "503": busy_response(),
            },
        }
    }
    paths["/api/v1/state/{token}/frames"] = {
        "get": {
            "operationId": "readFrames",
            "summary": "The token's layout frames, as POST /api/v1/menus/{id}/layout writes them, and each box's parent "
            "(what the demo page's hover inspector draws).",
            "parameters": [
                {"name": "token", "in": "path", "required": True, "schema": ref("Token"), "example": example_token}
            ],
            "responses": {
                "200": ok(ref("FramesResponse"), "The frames and the parents."),
                "400": error_response(400),
                "404": error_response(
                    404,
                    "A token with a character the router refuses to decode (an encoded slash or backslash, NUL). "
                    "Refused before routing: JSON when Accept prefers application/json, an HTML page otherwise.",
                ),
                "422": error_response(422, "Laying out the state needs more work than one request may do (too_much_work)."),
                "503": busy_response(),
            },
        }
    }
    paths["/api/v1/scenarios"] = {
        "post": {
            "operationId": "createScenario",
            "summary": "Records a scenario: a start and at most 50 actions. Answers its token, its page's URL and, "
            "for every step, the action, its delegate events, and the frames and state after it.",
            "requestBody": json_body(
                {"oneOf": [ref(f"{pascal(m)}ScenarioRequest") for m in MENUS]},
                {"menu": "accordion", "device": "iphone-4in", "actions": [{"type": "open", "item": 0}, {"type": "tapRow", "index": 3}]},
            ),
            "responses": {
                "201": ok({"anyOf": [ref(f"{pascal(m)}ScenarioResponse") for m in MENUS]}, "The scenario, replayed."),
                **{str(status): error_response(status) for status in (400, 413, 415, 422)},
                "503": busy_response(),
            },
        }
    }
    paths["/api/v1/fonts"] = {
        "get": {
            "operationId": "fontFaces",
            "summary": "The @font-face rules of the served faces that draw the characters of text: for text typed "
            "after a page was drawn, so that it is drawn with the faces the server measures with.",
            "parameters": [
                {
                    "name": "text",
                    "in": "query",
                    "required": True,
                    "schema": {"type": "string", "minLength": 1, "maxLength": MAX_FONT_TEXT},
                    "example": "牛乳を買う",
                }
            ],
            "responses": {
                "200": ok(
                    obj(
                        {
                            "faces": {
                                "type": "array",
                                "items": obj(
                                    {
                                        "family": {"enum": ["Playground Sans", "Playground Serif"]},
                                        "weight": {"enum": [400, 700]},
                                        "url": {"type": "string", "pattern": "^/fonts/s/[A-Za-z0-9_.-]+$"},
                                        "unicodeRange": {"type": "string", "pattern": "^U\\+[0-9A-F]"},
                                    },
                                    ["family", "weight", "url", "unicodeRange"],
                                ),
                            }
                        },
                        ["faces"],
                    ),
                    "One rule per style and face that draws some of the characters (none for characters no face draws).",
                ),
                "400": error_response(
                    400, "text missing, empty, sent twice or over its length, another parameter, or a bad escape."
                ),
                "414": error_response(414),
                "503": busy_response(),
            },
        }
    }
    paths["/api/v1/links"] = {
        "post": {
            "operationId": "createLink",
            "summary": "Makes the short link of a page of this server (a path: /, /grid, /scenarios, /menus/{id}, "
            "/scenarios/{token}, /embed/…, with its query). The same URL always gets the same id, so the call is "
            "idempotent: 201 whether or not the link existed. GET /s/{id} redirects (302) to the URL.",
            "requestBody": json_body(
                obj(
                    {"url": {"type": "string", "minLength": 1, "maxLength": 4096, "pattern": "^/"}},
                    ["url"],
                ),
                {"url": "/menus/accordion"},
            ),
            "responses": {
                "201": {
                    "description": "The link: its id (8 to 10 characters without look-alikes), its path and the URL.",
                    "headers": {"Location": {"description": "/s/{id}", "schema": {"type": "string"}}},
                    "content": {
                        "application/json": {
                            "schema": obj(
                                {
                                    "id": {"type": "string", "pattern": "^[2-9a-km-np-zA-HJ-NP-Z]{8,10}$"},
                                    "short": {"type": "string", "pattern": "^/s/[2-9a-km-np-zA-HJ-NP-Z]{8,10}$"},
                                    "url": {"type": "string", "pattern": "^/"},
                                },
                                ["id", "short", "url"],
                            )
                        }
                    },
                },
                **{str(status): error_response(status) for status in (400, 413, 415)},
                "422": error_response(
                    422,
                    "invalid_url: not a page of this server (another host, //host, the API, a file, a short link, "
                    "control characters or over maxURLBytes); missing_field, unknown_field, invalid_value: the body.",
                ),
                "429": retry_after(error_response(429)),
                "503": retry_after(
                    error_response(
                        503,
                        "The server is busy (overloaded), or the link store did not answer within its deadline "
                        "(links_unavailable). Retry-After says when to try again.",
                    )
                ),
                "507": error_response(507),
            },
        }
    }
    paths["/api/v1/openapi.json"] = {
        "get": {
            "operationId": "openAPI",
            "summary": "This document.",
            "responses": {"200": ok({"type": "object"}, "The OpenAPI description.")},
        }
    }
    schemas = dict(SHARED)
    for menu in MENUS:
        schemas.update(menu_components(menu))
    for status in ERROR_CODES:
        if status in DESCRIPTIONS:
            schemas[f"Error{status}"] = error_schema(status)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Menu Playground API",
            "version": "1.0.0",
            "description": (
                "Lays out and drives the five seed menus. Every error is JSON "
                "{\"error\": {\"code\", \"message\", \"status\", \"path\"?}}. Unknown fields are rejected (422). "
                "The few requests the server refuses before routing (a body or URL over its limits, a path it will not "
                "decode) are answered in JSON when Accept prefers application/json: send that header. A costly "
                "request (a layout, actions, a comparison, a scenario, a token's state, font rules) may be answered 503 with "
                "Retry-After when the server is busy. A request whose HTTP/1.1 framing is ambiguous (two "
                "Content-Lengths, Content-Length with Transfer-Encoding, a NUL or control byte in the target, a missing "
                "or repeated Host) is a 400, and its connection is closed."
            ),
        },
        "paths": paths,
        "components": {"schemas": schemas},
    }


# The demo accordion, opened on the 4-inch iPhone: a token the server produced
# (POST /api/v1/menus/accordion/actions with [{"type": "open"}]); test_examples.py checks it decodes.
EXAMPLE = "eNqtkL8OgjAQxl-luRkHFJeOqLOjA2GocMLF0mvKQWKM7-5BTHgBt---33d_2jc0HB7UgX0DCQ4j2ArK6WUG8k_I4OS8N9KjiX4a7pjUKpmf5uGp62XU8uYE0y_iglp1BhyFOKyzLi2Jps7oUVDFdUUm3-R-k4dNFps8Qv3JoMWZGgQLFHsOuCsoaARnXHbaSrcOGCblrmk4tdqomBMpd8sYJZGTJLfeM6qJ66PHa0SFkibM_vYFeu8MNv98ARX5c4o"

if __name__ == "__main__":
    json.dump(build(EXAMPLE), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
