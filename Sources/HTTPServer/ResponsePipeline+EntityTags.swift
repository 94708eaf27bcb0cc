/// Routes with an entity tag known before their handler runs (`Router.get(_:entityTag:_:)`): a
/// conditional GET is answered without any work, and a 200 is tagged without hashing its body.
extension ResponsePipeline {
    /// The route's answer: its handler's, unless the route has an entity tag that the request's
    /// `If-None-Match` names, which is a 304 made without calling the handler. The tag is computed
    /// when first needed: for a conditional request, or for a 200 the handler did not tag.
    func answer(_ request: Request, with route: Router.Route) throws(HTTPError) -> Response {
        guard let entityTag = route.entityTag else { return try route.handler(request) }
        var tag: RouteEntityTag?? = nil
        if request.headers["If-None-Match"] != nil {
            tag = entityTag(request)
            if let known = tag ?? nil, let notModified = notModified(known, request) { return notModified }
        }
        var response = try route.handler(request)
        if response.status == 200, response.headers["ETag"] == nil, let known = tag ?? entityTag(request) {
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
        var response = Response(status: 304)
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
