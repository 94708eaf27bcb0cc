/// A route's entity tag, computed from the request alone (`Router.get(_:entityTag:_:)`), and
/// what a `304 Not Modified` must repeat of the 200 it stands for (RFC 9110 §15.4.5): the
/// pipeline answers such a 304 without running the handler, so without the 200 to copy from.
public struct RouteEntityTag: Sendable, Equatable {
    /// A strong entity tag, quotes included (`"…"`), as `ETag.strong(for:)` makes them: the tag of
    /// the identity body. The pipeline derives the gzip body's tag from it, as for every tag.
    public var value: String
    /// The 200's `Cache-Control`, or nil when it has none.
    public var cacheControl: String?
    /// True when the 200 is sent gzip'd to a client that accepts gzip: a text body (HTML, CSS,
    /// JavaScript, JSON, SVG) of 1 KiB or more, without a `Content-Encoding` of its own. It picks
    /// the 304's tag (the gzip one for such a client) and its `Vary: Accept-Encoding`.
    public var isCompressible: Bool

    public init(_ value: String, cacheControl: String?, isCompressible: Bool) {
        self.value = value
        self.cacheControl = cacheControl
        self.isCompressible = isCompressible
    }
}

/// Computes a route's entity tag from the request (target, Host, path parameters), or nil to let
/// the handler answer as if the route had none. Called before the handler, so it must be cheap
/// and cannot fail. A request the handler would refuse may still get a tag (an error answer
/// never carries it), and so a 304 for `If-None-Match: *` or a tag a client made up; returning
/// nil for what it can cheaply tell has no page avoids that.
public typealias EntityTagFunction = @Sendable (Request) -> RouteEntityTag?
