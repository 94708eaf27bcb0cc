import FuzzSupport
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// State tokens (`StateToken.decodeAnyMenu` and `decode`), then the three routes that take one.
///
/// An input is a token as text; one that starts with `{` is JSON made into a token first, so that
/// mutations reach the decoder's validation instead of dying in the deflate stream. A token that
/// decodes must encode and decode again to the same state.
enum TokenTarget {
    static func run(_ input: [UInt8]) {
        let token =
            input.first == UInt8(ascii: "{")
            ? FuzzHarness.token(ofJSON: input) : String(decoding: input, as: UTF8.self)
        do throws(DomainError) {
            roundTrip(try StateToken.decodeAnyMenu(token))
        } catch {
            FuzzHarness.requireClientError(error, from: "StateToken.decodeAnyMenu")
        }
        let escaped = FuzzHarness.percentEncoded(token)
        for menu in MenuRegistry.ids {
            FuzzHarness.get("/menus/\(menu.rawValue)?state=\(escaped)")
        }
        FuzzHarness.get("/embed/\(escaped)")
        FuzzHarness.get("/api/v1/state/\(escaped)")
    }

    private static func roundTrip<Page: DecodedPage>(_ decoded: Page) {
        do throws(DomainError) {
            let again = try StateToken.decode(try StateToken.encode(decoded.page), as: Page.M.self)
            FuzzHarness.require(again == decoded.page, "a decoded token re-encodes to another state")
        } catch {
            // A token deflated better than level 9 can re-encode past the length limit.
            FuzzHarness.require(
                error.code == "state_too_large",
                "a decoded token does not decode again: \(error.code): \(error.message)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data, size, TokenTarget.run)
    return 0
}
