import JSON
import MenuCore

/// The fast path of decoding a token: every token this server wrote is canonical JSON, which
/// `CanonicalJSONDecoder` reads at a small part of JSONDecoder's cost.
///
/// A page is taken from it only when it validates and encodes back to exactly the token's
/// bytes, as the full decoding requires (checked against the scanned document, without writing
/// the encoding); for that JSON JSONDecoder reads the same page, so the answer is the same. Anything else, nil here, is decoded again by the full path, whose errors
/// (messages, codes, paths) are the token's answer as before.
extension StateToken {
    static func canonicalPage<M: Menu>(_ json: [UInt8], as menu: M.Type) -> PageState<M>? {
        guard let document = try? CanonicalJSONDecoder.Document(json) else { return nil }
        return canonicalPage(document, as: menu)
    }

    /// The page of the token scanned into `document`.
    private static func canonicalPage<M: Menu>(_ document: CanonicalJSONDecoder.Document, as menu: M.Type)
        -> PageState<M>?
    {
        guard let page = try? document.decode(PageState<M>.self), (try? page.validate()) != nil,
            document.isCanonicalEncoding(of: page)
        else { return nil }
        return page
    }

    /// `canonicalPage(_:as:)` for the menu the token names. The token is scanned once for both
    /// its header and its page.
    static func canonicalPage(_ json: [UInt8]) -> (any DecodedPage)? {
        guard let document = try? CanonicalJSONDecoder.Document(json),
            let header = try? document.decode(PageHeader.self),
            let menu = MenuRegistry.menu(header.menu)
        else { return nil }
        return canonicalAnyPage(document, as: menu)
    }

    private static func canonicalAnyPage<M: PlaygroundMenu>(
        _ document: CanonicalJSONDecoder.Document, as menu: M.Type
    ) -> (any DecodedPage)? {
        canonicalPage(document, as: menu)
    }
}
