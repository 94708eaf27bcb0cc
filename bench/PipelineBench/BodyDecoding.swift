import Foundation
import HTTPServer
import JSON
import MenuCore
import Playground
import PlaygroundDomain

/// The fields of an API body, as `MenuRequest` decodes them for the accordion.
private struct ActionsBody: Codable {
    var device: DeviceChoice
    var orientation: Orientation?
    var config: Accordion.Configuration?
    var state: Accordion.State?
    var actions: [ActionPayload]?
}

/// Decoding an actions body as `MenuRequest` does since issue 11 (the strict parse, then
/// `JSONValueDecoder` from the parsed value) against before (the strict parse, then `JSONDecoder`
/// on the same bytes). Both then find unknown keys the same way (the understood value encoded,
/// parsed and compared with `StrictKeys`), so the two rows do the same work but the decode. Both
/// in the same run, so the ratio is the figure.
func benchmarkBodyDecoding() throws {
    let body = Array(
        #"""
        {"device": "iphone-4in", "orientation": "portrait", "config": {"options": ["Edit", "Delete", "Share",
        "Archive"], "items": ["Buy milk", "Call the plumber", "Book flights", "Water the plants"]},
        "actions": [{"type": "open", "item": 0}, {"type": "tapRow", "index": 0}, {"type": "typeText", "text": "Milk"},
        {"type": "saveEdit"}, {"type": "dismiss"}]}
        """#.utf8)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var sink = 0
    func unknownKeys(_ sent: JSONValue, _ decoded: ActionsBody) -> Int {
        guard let understood = try? JSONValue.parse([UInt8](encoder.encode(decoded))) else {
            fatalError("the benchmark's body does not encode")
        }
        return StrictKeys.firstProblem(in: sent, canonical: understood) == nil ? 1 : 2
    }
    let before = timePerCall(20_000) {
        guard let sent = try? JSONValue.parse(body),
            let decoded = try? JSONDecoder().decode(ActionsBody.self, from: Data(body))
        else { fatalError("the benchmark's body does not decode") }
        sink &+= unknownKeys(sent, decoded)
    }
    let once = timePerCall(20_000) {
        guard let sent = try? JSONValue.parse(body),
            let decoded = try? JSONValueDecoder().decode(ActionsBody.self, from: sent)
        else { fatalError("the benchmark's body does not decode") }
        sink &+= unknownKeys(sent, decoded)
    }
    let parse = timePerCall(20_000) { sink &+= (try? JSONValue.parse(body)) == nil ? 1 : 2 }
    let foundation = timePerCall(20_000) {
        sink &+= (try? JSONDecoder().decode(ActionsBody.self, from: Data(body)))?.actions?.count ?? 0
    }
    let fromValue = try JSONValue.parse(body)
    let decodeOnly = timePerCall(20_000) {
        sink &+= (try? JSONValueDecoder().decode(ActionsBody.self, from: fromValue))?.actions?.count ?? 0
    }
    print("")
    print("| decoding an actions body (\(body.count) bytes) | µs/body |")
    print("|---|---:|")
    print("| strict parse (`JSONParser`) | \(String(format: "%.2f", parse)) |")
    print("| `JSONDecoder` from the bytes | \(String(format: "%.2f", foundation)) |")
    print("| `JSONValueDecoder` from the parsed value | \(String(format: "%.2f", decodeOnly)) |")
    print("| before: parse, JSONDecoder, unknown keys | \(String(format: "%.2f", before)) |")
    print("| since issue 11: parse, JSONValueDecoder, unknown keys | \(String(format: "%.2f", once)) |")
    print("(since / before: \(String(format: "%.2f", once / before)))")
    if sink == 0 { print("") }
}
