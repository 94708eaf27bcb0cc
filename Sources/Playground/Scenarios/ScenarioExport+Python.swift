import JSON

extension ScenarioExport {
    /// A pytest file, Python's standard library only: it posts the scenario's actions to the JSON
    /// API and checks each step's delegate events, then the final state and the changed frames,
    /// failing with the step, its action and both values. It runs on its own too.
    ///
    /// The expected values are the API's JSON pasted as Python literals (`true`, `false` and
    /// `null` are defined as names), so they read exactly as the answers they are compared with.
    var python: String {
        let steps = steps.map { step in
            "    {\"label\": \(JSONText.quoted(step.label)), \"events\": \(step.events)},"
        }
        let frames = finalFrames.map { "    \(JSONText.quoted($0.name)): \($0.frame ?? "null")," }
        return """
            \"\"\"Menu Playground scenario: \(title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "'")).

            Generated from \(scenarioPath). It posts the scenario's actions to the playground's JSON
            API and checks the delegate events of every step, then the final state and the frames
            the scenario changed. Python's standard library only; run it with pytest or on its own.
            It calls \(serverURL), the server it came from; PLAYGROUND_URL names another:

                python3 -m pytest \(fileStem).py
                PLAYGROUND_URL=http://127.0.0.1:8080 python3 \(fileStem).py
            \"\"\"

            import json
            import os
            import sys
            import urllib.error
            import urllib.request

            # JSON's literals, so that the expected values below read exactly as the API writes them.
            true, false, null = True, False, None

            BASE_URL = os.environ.get("PLAYGROUND_URL", \(JSONText.quoted(serverURL))).rstrip("/")
            SCENARIO = BASE_URL + \(JSONText.quoted(scenarioPath))
            MENU = \(JSONText.quoted(menu))

            # Where the scenario starts (device, orientation, configuration, state) and its actions.
            REQUEST = \(request)

            # Each step: its action, and the delegate calls the host app receives, in order.
            STEPS = [
            \(steps.joined(separator: "\n"))
            ]

            # After the last step: the state, and the frames the scenario changed (null: the box is gone).
            FINAL_STATE = \(finalState)
            FINAL_FRAMES = {
            \(frames.joined(separator: "\n"))
            }


            def post_actions():
                request = urllib.request.Request(
                    f"{BASE_URL}/api/v1/menus/{MENU}/actions",
                    data=json.dumps(REQUEST).encode(),
                    headers={"Content-Type": "application/json", "Accept": "application/json"},
                    method="POST",
                )
                try:
                    with urllib.request.urlopen(request, timeout=30) as response:
                        return json.load(response)
                except urllib.error.HTTPError as error:
                    raise AssertionError(f"the playground refused the scenario ({error.code}): {error.read().decode()}")


            def differs(what, expected, actual):
                return f"{what}\\n  expected: {json.dumps(expected)}\\n  actual:   {json.dumps(actual)}"


            def test_scenario():
                answer = post_actions()
                steps = answer["steps"]
                assert len(steps) == len(STEPS), differs("the number of steps", len(STEPS), len(steps))
                for number, (expected, step) in enumerate(zip(STEPS, steps), start=1):
                    label = f"step {number} ({expected['label']}): the delegate events"
                    assert step["events"] == expected["events"], differs(label, expected["events"], step["events"])
                assert answer["state"] == FINAL_STATE, differs("the state after the last step", FINAL_STATE, answer["state"])
                for name, frame in FINAL_FRAMES.items():
                    actual = answer["frames"].get(name)
                    assert actual == frame, differs(f"the frame {name!r} after the last step", frame, actual)


            if __name__ == "__main__":
                try:
                    test_scenario()
                except AssertionError as failure:
                    print(f"FAIL: {failure}", file=sys.stderr)
                    sys.exit(1)
                print(f"ok: {len(STEPS)} steps of {SCENARIO}")

            """
    }
}
