/// Routes with an entity tag known before their handler runs (`Router.get(_:entityTag:_:)`): a
/// conditional GET is answered without any work (the route's handler is not called, and a costly
/// route's request is not queued), and a 200 is tagged without hashing its body. The tag is
/// computed when first needed: for a conditional request, or for a 200 the handler did not tag.
extension ResponsePipeline {
    /// What a conditional request found out from its route's entity tag: the 304, or the tag
    /// that did not match (worked out once per request).
    struct EntityTagCheck: Sendable {
        var response: Response?
        var tag: RouteEntityTag?
    }

    /// The route's 304 for a conditional request whose `If-None-Match` names its entity tag, made
    /// without its handler; or the tag it worked out; nil when the request is not conditional or
    /// the route has no tag.
    func notModifiedByEntityTag(_ request: Request, _ route: Router.Route) -> EntityTagCheck? {
        guard let entityTag = route.entityTag, request.headers["If-None-Match"] != nil else { return nil }
        let tag = entityTag(request)
        return EntityTagCheck(response: tag.flatMap { notModified($0, request) }, tag: tag)
    }

    /// The handler's answer, given the route's tag (`check`'s, if it was worked out already).
    func handlerAnswer(_ request: Request, with route: Router.Route, tag check: EntityTagCheck?) throws(HTTPError)
        -> Response
    {
        var response = try route.handler(request)
        guard let entityTag = route.entityTag, response.status == .ok, response.headers["ETag"] == nil else {
            return response
        }
        if let known = check.map({ $0.tag }) ?? entityTag(request) {
            giveEntityTag(known, to: &response, routeName: route.name)
        }
        return response
    }

    /// The `304 Not Modified` for a request whose `If-None-Match` names the tag, with what the 200
    /// would have carried of the fields RFC 9110 §15.4.5 lists (ETag, Vary, Cache-Control); nil
    /// when it names another tag, or the request has none.
    private func notModified(_ tag: RouteEntityTag, _ request: Request) -> Response? {
        let etag = tag.isCompressible && request.acceptsGzip ? Self.gzipTag(tag.value) : tag.value
        let matches = request.withIfNoneMatch { ifNoneMatch in
            ifNoneMatch.map { ETag.matchesEitherEncoding($0, etag) } ?? false
        }
        guard matches else { return nil }
        var response = Response(status: .notModified)
        response.headers.add("ETag", etag)
        if tag.isCompressible { response.headers.add("Vary", "Accept-Encoding") }
        if let cacheControl = tag.cacheControl { response.headers.add("Cache-Control", cacheControl) }
        return response
    }

    /// Gives a handler's 200 the route's tag. A 200 that does not match what the tag tells a 304
    /// to repeat goes untagged, and the mismatch is logged: the route's tag function is wrong, and
    /// its 304s would contradict its 200s.
    private func giveEntityTag(_ tag: RouteEntityTag, to response: inout Response, routeName: String) {
        let compressible = isCompressible(response)
        let cacheControl = response.headers["Cache-Control"]
        guard compressible == tag.isCompressible, cacheControl == tag.cacheControl else {
            ErrorLog.write(
                "route \(routeName): its entity tag says Cache-Control \(tag.cacheControl ?? "none") and "
                    + "\(tag.isCompressible ? "compressible" : "not compressible"), but its 200 has "
                    + "Cache-Control \(cacheControl ?? "none") and is \(compressible ? "" : "not ")compressible; "
                    + "the 200 goes untagged")
            return
        }
        response.headers.set("ETag", tag.value)
    }
}
