import FuzzSupport
import HTTPServer

/// Request targets through the playground's real router (percent-decoding, traversal checks,
/// query parsing) and every GET handler behind it, then the same target as a POST.
///
/// An input is the target as libmicrohttpd would hand it over: `/static/css/%2e%2e/x?a=b`.
enum RouterTarget {
    static func run(_ input: [UInt8]) {
        let target = FuzzHarness.target(input)
        let get = FuzzHarness.get(target)
        FuzzHarness.require(get.status != 405 || get.headers["Allow"] != nil, "a 405 without Allow for \(target)")
        FuzzHarness.respond(Request(method: "POST", target: target))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data, size, RouterTarget.run)
    return 0
}
