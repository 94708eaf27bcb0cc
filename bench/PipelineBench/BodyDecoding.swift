import Foundation
import HTTPServer
import JSON
import MenuCore
import Playground

/// The fields of an API body, as `MenuRequest` decodes them for the accordion.
private struct ActionsBody: Codable {
    var device: DeviceChoice
    var orientation: Orientation?
    var config: Accordion.Configuration?
    var state: Accordion.State?
    var actions: [ActionPayload]?
}

/// Decoding an actions body once from the strictly parsed `JSONValue` (`JSONValueDecoder`)
/// against what `MenuRequest` does today: the strict parse, `JSONDecoder` on the same bytes, and
/// the understood value encoded and parsed again to find unknown keys. Both in the same run, so
/// the ratio is the figure.
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
    let today = timePerCall(20_000) {
        guard let sent = try? JSONValue.parse(body),
            let decoded = try? JSONDecoder().decode(ActionsBody.self, from: Data(body)),
            let understood = try? JSONValue.parse([UInt8](encoder.encode(decoded)))
        else { fatalError("the benchmark's body does not decode") }
        sink &+= sent == understood ? 1 : 2
    }
    let once = timePerCall(20_000) {
        guard let sent = try? JSONValue.parse(body),
            let decoded = try? JSONValueDecoder().decode(ActionsBody.self, from: sent)
        else { fatalError("the benchmark's body does not decode") }
        sink &+= decoded.actions?.count ?? 0
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
    print("| today: parse, JSONDecoder, encode and parse again | \(String(format: "%.2f", today)) |")
    print("| once: parse, JSONValueDecoder | \(String(format: "%.2f", once)) |")
    print("(once / today: \(String(format: "%.2f", once / today)))")
    if sink == 0 { print("") }
}
