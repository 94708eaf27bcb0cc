import FuzzSupport
import HTTPServer

/// Urlencoded form bodies (`Request.form()`, `FormFields`), then the post routes that read them.
///
/// An input is `<target>\n<body>`: `/menus/dropdown/tap\ntoken=…&type=tapRow&index=2`, or
/// `<target>\n<state JSON>\n<fields>`, where the JSON is made into the form's first field,
/// `token=…`, so that mutations of the state reach the routes' actions and edits instead of
/// breaking the token's deflate stream. Without a newline it is all body, posted to the
/// accordion's tap route.
enum FormTarget {
    static let formType = Headers([("Content-Type", "application/x-www-form-urlencoded")])

    static func run(_ input: [UInt8]) {
        let (target, rest) = FuzzHarness.targetAndBody(input, defaultTarget: "/menus/accordion/tap")
        var body = rest
        if rest.first == UInt8(ascii: "{"), let newline = rest.firstIndex(of: 0x0A) {
            let token = FuzzHarness.token(ofJSON: Array(rest[..<newline]))
            let fields = rest[(newline + 1)...]
            body = Array("token=\(token)".utf8) + (fields.isEmpty ? [] : [UInt8(ascii: "&")] + fields)
        }
        let request = Request(method: "POST", target: target, headers: formType, body: body)
        do throws(HTTPError) {
            let form = try request.form()
            for (name, _) in form.pairs {
                readEveryWay(form, name)
            }
        } catch {
            FuzzHarness.requireClientError(error, from: "Request.form")
        }
        FuzzHarness.respond(request)
    }

    /// The accessors the routes use; each may refuse, but only with a 4xx.
    private static func readEveryWay(_ form: FormFields, _ name: String) {
        _ = form[name]
        _ = form.values(name)
        do throws(HTTPError) {
            _ = try form.single(name)
            _ = try form.integer(name)
            _ = try form.required(name)
        } catch {
            FuzzHarness.requireClientError(error, from: "FormFields")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data, size, FormTarget.run)
    return 0
}
