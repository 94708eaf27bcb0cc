import JSON
import MenuCore

/// The fast path of decoding a token: every token this server wrote is canonical JSON, which
/// `CanonicalJSONDecoder` reads at a small part of JSONDecoder's cost.
///
/// A page is taken from it only when it validates and encodes back to exactly the token's
/// bytes, as the full decoding requires; for that JSON JSONDecoder reads the same page, so the
/// answer is the same. Anything else, nil here, is decoded again by the full path, whose errors
/// (messages, codes, paths) are the token's answer as before.
extension StateToken {
    static func canonicalPage<M: Menu>(_ json: [UInt8], as menu: M.Type) -> PageState<M>? {
        guard let page = try? CanonicalJSONDecoder().decode(PageState<M>.self, from: json) else { return nil }
        do {
            try page.validate()
            guard try CanonicalJSON.encode(page) == json else { return nil }
        } catch {
            return nil
        }
        return page
    }

    /// `canonicalPage(_:as:)` for the menu the token names.
    static func canonicalPage(_ json: [UInt8]) -> (any DecodedPage)? {
        guard let header = try? CanonicalJSONDecoder().decode(PageHeader.self, from: json),
            let menu = MenuRegistry.menu(header.menu)
        else { return nil }
        return canonicalAnyPage(json, as: menu)
    }

    private static func canonicalAnyPage<M: PlaygroundMenu>(_ json: [UInt8], as menu: M.Type) -> (any DecodedPage)? {
        canonicalPage(json, as: menu)
    }
}
