import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The compare page, its embed and its posts. A tap or a dismissal from any screen applies to the
/// shared state and is answered with `303 See Other` to the compare page of the new state with
/// the same screens, as the demo page's posts are; Undo is a link answered the same way.
struct CompareRoutes<Measurer: TextMeasurer> {
    let layouts: LayoutService<Measurer>
    /// The configured public URL of link previews (else the request's Host).
    var publicURL: String?

    func register(in router: inout Router) {
        router.get(SitePaths.compare) { request throws(HTTPError) in
            try page(try MenuRegistry.menu(of: request), request, embedded: false)
        }
        router.get(SitePaths.embeddedCompare) { request throws(HTTPError) in
            try page(try MenuRegistry.menu(of: request), request, embedded: true)
        }
        router.post(SitePaths.compareTap) { request throws(HTTPError) in
            try tap(try MenuRegistry.menu(of: request), request, dismissing: false)
        }
        router.post(SitePaths.compareDismiss) { request throws(HTTPError) in
            try tap(try MenuRegistry.menu(of: request), request, dismissing: true)
        }
        router.get(SitePaths.compareUndo) { request throws(HTTPError) in
            try undo(try MenuRegistry.menu(of: request), request)
        }
    }

    private func page<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request, embedded: Bool) throws(HTTPError)
        -> Response
    {
        let query = try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            try CompareQuery<M>(request)
        }
        return try recovering(to: RecoveryLink.linkState(M.self, token: query.token)) { () throws(HTTPError) in
            // The screens form sends a field a box: one page, one URL.
            guard query.isCanonical else {
                let url = SitePaths.compareQuery(token: query.token, view: query.view)
                return .seeOther((embedded ? SitePaths.embeddedCompare : SitePaths.compare).path(M.id.rawValue) + url)
            }
            let origin = SnapshotLink.origin(of: request, publicURL: publicURL)
            let work = layouts.startCompareRequest()
            var response =
                embedded
                ? try CompareEmbed(query: query, work: work, origin: origin).response()
                : try ComparePage(query: query, work: work, origin: origin).response()
            response.isPureFunctionOfURL = true
            return response
        }
    }

    /// A tap or dismissal: the shared state's next step, with the view the form carried.
    private func tap<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request, dismissing: Bool) throws(HTTPError)
        -> Response
    {
        let fields = try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            try request.form()
        }
        let posted = PostedForm<M>(fields)
        return try recovering(to: RecoveryLink.beforePost(posted)) { () throws(HTTPError) in
            let view = try CompareQuery<M>(postedView: fields).view
            let action = try PostedAction<M>(posted)
            guard let payload = dismissing ? M.dismissal(of: action.page.state) : action.payload else {
                throw HTTPError(
                    status: .unprocessableContent, code: dismissing ? "nothing_to_dismiss" : "missing_field",
                    message: dismissing ? "Nothing is open to dismiss." : "The field “type” is missing.",
                    path: dismissing ? nil : "type")
            }
            let next = try action.applied(payload)
            let token = try answering(StateToken.encode(next))
            return .seeOther(
                action.isEmbedded
                    ? SitePaths.embeddedCompare(M.id, token: token, view: view)
                    : SitePaths.compare(M.id, token: token, view: view))
        }
    }

    /// `GET /compare/{id}/undo?…`: 303 to the compare page of the state before the last step.
    private func undo<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let query = try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            try CompareQuery<M>(request)
        }
        return try recovering(to: RecoveryLink.linkState(M.self, token: query.token)) { () throws(HTTPError) in
            guard query.token != nil else { return .seeOther(query.url) }
            let token = try answering(StateToken.encode(query.page.undoingLastStep()))
            return .seeOther(SitePaths.compare(M.id, token: token, view: query.view))
        }
    }
}
