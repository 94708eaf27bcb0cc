import JSON

extension ScenarioExport {
    /// A bash script: it posts the scenario's actions with curl and checks each step's delegate
    /// events, then the final state and the changed frames, exiting 1 on any mismatch with the
    /// step, its action and both values. With jq it compares parsed JSON; without, the API's
    /// canonical text (sorted keys, no spaces), in which each expected value appears verbatim.
    var shell: String {
        let eventChecks = steps.enumerated().map { number, step in
            (label: Self.quoted("step \(number + 1) (\(step.label)): the delegate events"), events: step.events)
        }
        let frameChecks = finalFrames.map { frame in
            (
                label: Self.quoted("the frame \"\(frame.name)\" after the last step"), name: frame.name,
                json: Self.quoted(frame.frame ?? "null"), fragment: frame.frame.map { "\"\(frame.name)\":\($0)" }
            )
        }
        let withJQ =
            eventChecks.enumerated().map { index, check in
                "  expect \(check.label) '.steps[\(index)].events' \(Self.quoted(check.events))"
            }
            + ["  expect 'the state after the last step' '.state' \(Self.quoted(finalState))"]
            + frameChecks.map { check in
                "  expect \(check.label) \(Self.quoted(".frames[\(JSONText.quoted(check.name))]")) \(check.json)"
            }
        let withoutJQ =
            eventChecks.map { check in
                "  expect_next_step \(check.label) \(Self.quoted("\"events\":" + check.events))"
            }
            + ["  expect_in 'the state after the last step' \(Self.quoted("\"state\":" + finalState)) \"$answer\""]
            + frameChecks.map { check in
                check.fragment.map { "  expect_in \(check.label) \(Self.quoted($0)) \"$frames\"" }
                    ?? "  expect_absent \(check.label) \(Self.quoted("\"\(check.name)\":")) \"$frames\""
            }
        return """
            #!/usr/bin/env bash
            # Menu Playground scenario: \(title)
            #
            # Generated from \(scenarioPath). It posts the scenario's actions to the playground's JSON
            # API with curl and checks the delegate events of every step, then the final state and the
            # frames the scenario changed; it exits 1 on any mismatch. It uses jq when it is installed.
            # It calls \(serverURL), the server it came from; PLAYGROUND_URL names another:
            #
            #   bash \(fileStem).sh
            #   PLAYGROUND_URL=http://127.0.0.1:8080 bash \(fileStem).sh
            set -uo pipefail

            base_url=${PLAYGROUND_URL:-\(Self.quoted(serverURL))}
            base_url="${base_url%/}"
            request=\(Self.quoted(request))

            if ! answer=$(curl -sS -X POST -H 'Content-Type: application/json' -H 'Accept: application/json' \\
              --data-binary "$request" -w '\\n%{http_code}' "$base_url\(SitePaths.apiActions.path(menu))"); then
              echo "FAIL: could not reach the playground at $base_url" >&2
              exit 1
            fi
            status=${answer##*$'\\n'}
            answer=${answer%$'\\n'*}
            if [ "$status" != 200 ]; then
              echo "FAIL: the playground refused the scenario ($status): $answer" >&2
              exit 1
            fi

            failures=0
            fail() {
              printf 'FAIL: %s\\n  expected: %s\\n  actual:   %s\\n' "$1" "$2" "$3" >&2
              failures=$((failures + 1))
            }

            if command -v jq >/dev/null 2>&1; then
              # label, jq path into the answer, expected JSON: both sides normalised by jq.
              expect() {
                local actual expected
                actual=$(jq -cS "$2" <<<"$answer")
                expected=$(jq -cS . <<<"$3")
                [ "$actual" = "$expected" ] || fail "$1" "$expected" "$actual"
              }
            \(withJQ.joined(separator: "\n"))
            else
              # The answer is canonical JSON: its frames come first, its steps last, in order.
              frames=${answer%%,\\"scrollOffsets\\":*}
              steps=${answer#*\\"steps\\":}
              expect_next_step() {
                if [[ "$steps" == *"$2"* ]]; then steps=${steps#*"$2"}; else fail "$1" "$2" "not found after the step before"; fi
              }
              expect_in() { [[ "$3" == *"$2"* ]] || fail "$1" "$2" "not in the answer"; }
              expect_absent() { [[ "$3" != *"$2"* ]] || fail "$1" "no such box" "the box is there"; }
            \(withoutJQ.joined(separator: "\n"))
            fi

            if [ "$failures" -gt 0 ]; then
              echo "$failures check(s) failed" >&2
              exit 1
            fi
            echo "ok: \(steps.count) steps of $base_url\(scenarioPath)"

            """
    }

    /// `text` as one single-quoted bash word: nothing inside is expanded.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
