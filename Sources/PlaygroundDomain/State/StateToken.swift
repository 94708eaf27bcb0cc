import Compression
import Foundation
import JSON
import MenuCore

/// The state token: a `PageState` as JSON with sorted keys (so the same state always gives the
/// same token), deflated with zlib at level 9, in base64url without padding.
///
/// Decoding is the reverse under the hard limits of `StateTokenLimits`, and every decoded value
/// is validated as a request's would be. Failures are malformed `DomainError`s (400s at the
/// edge) whose `path` names the token (`token`) or the field inside it (`config.options[3]`).
public enum StateToken {
    private static let compressor = Compressor(level: 9, format: .zlib)

    /// The canonical JSON of a state: sorted keys, no escaped slashes. Only a number that is not
    /// finite can fail to encode, and `PageState.validate()` lets none through.
    public static func json<M: Menu>(_ page: PageState<M>) throws(DomainError) -> [UInt8] {
        try CanonicalJSON.encode(page)
    }

    /// The token of `page`. Throws a 422 `state_too_large` when the token would pass
    /// `StateTokenLimits.maxTokenLength`, since no URL could carry it back, or inflate past
    /// `StateTokenLimits.maxInflatedBytes`, since decoding would refuse it. A trail is a
    /// convenience: it sheds its oldest entries before a state is refused for its size.
    public static func encode<M: Menu>(_ page: PageState<M>) throws(DomainError) -> String {
        var page = page
        var json = try Self.json(page)
        var token = pack(json)
        while sizeProblem(json: json, token: token) != nil, !page.trail.isEmpty {
            page.dropOldestTap()
            json = try Self.json(page)
            token = pack(json)
        }
        if let problem = sizeProblem(json: json, token: token) {
            throw DomainError(
                .invalid, code: "state_too_large", message: "This state's \(problem). Use fewer or shorter options.",
                path: "config")
        }
        return token
    }

    /// Which of the two limits decoding applies a token of `json` passes, in words, or nil. Both
    /// are checked: repeated text deflates to little (a trail of edits repeats configurations),
    /// so a token short enough for a URL may still inflate past the limit.
    static func sizeProblem(json: [UInt8], token: String) -> String? {
        if token.utf8.count > StateTokenLimits.maxTokenLength {
            return "token would be \(token.utf8.count) characters; tokens are limited to "
                + "\(StateTokenLimits.maxTokenLength) so that a URL can carry them"
        }
        if json.count > StateTokenLimits.maxInflatedBytes {
            return "JSON would be \(json.count) bytes; a token may hold at most \(StateTokenLimits.maxInflatedBytes)"
        }
        return nil
    }

    /// Canonical JSON deflated and in base64url: a token of any kind (states, scenarios).
    static func pack(_ json: [UInt8]) -> String {
        Base64URL.encode(compressor.compress(json))
    }

    /// Decodes a token for menu `M`. A token of another menu is a 400 naming `menu`.
    public static func decode<M: Menu>(_ token: some StringProtocol, as menu: M.Type) throws(DomainError)
        -> PageState<M>
    {
        try decode(inflate(token), as: menu)
    }

    /// Decodes a token of any menu, with its menu's type, so callers stay generic
    /// (`StateToken.open(_:_:)` in Playground).
    public static func decodeAnyMenu(_ token: some StringProtocol) throws(DomainError) -> any DecodedPage {
        let json = try inflate(token)
        if let page = canonicalPage(json) { return page }
        let name: String
        do {
            name = try JSONDecoder().decode(PageHeader.self, from: Data(json)).menu
        } catch let error as PageHeaderError {
            throw problem(error, expected: nil)
        } catch let error as DecodingError {
            throw problem(DecodingProblem(error))
        } catch {
            throw .malformed("The token does not hold JSON.", code: "bad_token", path: "token")
        }
        guard let menu = MenuRegistry.menu(name) else {
            throw .malformed(
                "The token's menu \(name.debugDescription) is not one of \(MenuRegistry.idList).", code: "bad_token",
                path: "menu")
        }
        return try decodeAny(json, as: menu)
    }

    private static func decodeAny<M: PlaygroundMenu>(_ json: [UInt8], as menu: M.Type) throws(DomainError)
        -> any DecodedPage
    {
        try decode(json, as: menu)
    }

    private static func decode<M: Menu>(_ json: [UInt8], as menu: M.Type) throws(DomainError) -> PageState<M> {
        if let page = canonicalPage(json, as: menu) { return page }
        // Not a token this server wrote: decoded again the way that explains what is wrong.
        let page: PageState<M>
        do {
            // JSONDecoder straight from the bytes: the strict document is parsed only to explain
            // a token that is not canonical (below); parsing it first and decoding that was
            // slower (BENCHMARKS.md).
            page = try JSONDecoder().decode(PageState<M>.self, from: Data(json))
        } catch let error as PageHeaderError {
            throw problem(error, expected: M.id)
        } catch let error as DecodingError {
            throw problem(DecodingProblem(error))
        } catch {
            throw .malformed("The token does not hold JSON.", code: "bad_token", path: "token")
        }
        do {
            try page.validate()
        } catch {
            throw .malformed("The token's \(error.field) \(error.message).", code: "bad_token", path: error.field)
        }
        // Tokens are canonical: a field this server would drop must not make a second URL for the
        // same state (the share link promises the same state, the same URL).
        let canonical = try CanonicalJSON.encode(page)
        if canonical != json {
            let sent: JSONValue
            do {
                sent = try JSONValue.parse(json)
            } catch {
                throw .malformed("The token is not valid JSON: \(error.message).", code: "bad_token", path: "token")
            }
            let understood = try CanonicalJSON.document(of: page)
            // A field it would drop first, then a value it reads as another (−0, written 0).
            let problem =
                StrictKeys.firstProblem(in: sent, canonical: understood)
                ?? StrictKeys.firstDifference(in: sent, canonical: understood)
            throw .malformed(
                "The token's \(problem?.path ?? "JSON") \(problem?.message ?? "is not in canonical form (sorted keys, no extra fields)").",
                code: "bad_token", path: problem?.path ?? "token")
        }
        return page
    }

    /// Checks the length, decodes base64url and inflates under the size limit.
    static func inflate(_ token: some StringProtocol) throws(DomainError) -> [UInt8] {
        let length = token.utf8.count
        guard length <= StateTokenLimits.maxTokenLength else {
            throw DomainError(
                .malformed, code: "token_too_large",
                message: "The token is \(length) characters; the limit is \(StateTokenLimits.maxTokenLength).",
                path: "token")
        }
        let deflated: [UInt8]
        do {
            deflated = try Base64URL.decode(token)
        } catch {
            let reason =
                switch error {
                case .invalidCharacter(let offset): "it has a character outside base64url at offset \(offset)"
                case .invalidLength: "its length is not that of any base64url text"
                case .trailingBits: "its last character has bits set past the data"
                }
            throw .malformed("The token is not base64url: \(reason).", code: "bad_token", path: "token")
        }
        do {
            return try Decompressor.inflate(deflated, limit: StateTokenLimits.maxInflatedBytes)
        } catch .tooLarge(let limit) {
            throw DomainError(
                .malformed, code: "token_too_large",
                message: "The token inflates to more than \(limit) bytes, the limit.", path: "token")
        } catch {
            throw .malformed("The token is not zlib-deflated data.", code: "bad_token", path: "token")
        }
    }

    private static func problem(_ problem: DecodingProblem) -> DomainError {
        guard !problem.path.isEmpty else {
            return .malformed("The token \(problem.message).", code: "bad_token", path: "token")
        }
        return .malformed(
            "The token's \(problem.path) \(problem.message).", code: "bad_token", path: problem.path)
    }

    /// Another version is refused with its own code, so a client can tell an old link from a
    /// broken one.
    private static func problem(_ error: PageHeaderError, expected: MenuID?) -> DomainError {
        switch error {
        case .unsupportedVersion(let version):
            .malformed(
                "The token's version \(version) is not supported; this server reads version "
                    + "\(StateTokenLimits.version).", code: "unsupported_token_version", path: "v")
        case .otherMenu(let name):
            .malformed(
                "The token is for the menu \(name.debugDescription), not "
                    + "\((expected?.rawValue ?? "").debugDescription).", code: "bad_token", path: "menu")
        }
    }
}

/// A decoded token whose menu is known only at run time.
public protocol DecodedPage: Sendable {
    associatedtype M: PlaygroundMenu
    var page: PageState<M> { get }
}

extension PageState: DecodedPage where M: PlaygroundMenu {
    public var page: PageState<M> { self }
}

extension PageState {
    /// The screen of a page read from a token, whose device decoding already validated: a
    /// failure is the token's fault, a 400 naming `device`.
    package func tokenViewport() throws(DomainError) -> Viewport {
        do {
            return try viewport()
        } catch {
            throw .malformed("The token's device \(error.field) \(error.message).", code: "bad_token", path: "device")
        }
    }
}
