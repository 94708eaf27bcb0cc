import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// The demo pages and their form posts. Every post is answered with `303 See Other` to the GET
/// URL of the new state, so reload, back and forward behave; a bad post gets a 4xx page that
/// says what was wrong and links to the nearest good state (`RecoveryLink`), and changes nothing.
struct MenuPageRoutes<Measurer: TextMeasurer> {
    let layouts: LayoutService<Measurer>
    /// The icons the Options panel offers and accepts: the SVG files of `Public/icons`.
    let icons: IconNames
    /// The configured public URL of link previews (else the request's Host).
    var publicURL: String?
    /// The pages' entity tags, derived from the build and the URL.
    let entityTags: PageEntityTags
    /// The panels' templates, shared by every page of this server.
    var templates = TokenTemplates()

    func register(in router: inout Router) {
        // A page is a pure function of its URL and the build: its tag is known before it is
        // drawn (a matching If-None-Match is a 304 without drawing it), and the pipeline keeps
        // the finished page.
        router.get(
            SitePaths.menuPage,
            entityTag: { request in
                let origin = SnapshotLink.origin(of: request, publicURL: publicURL)
                return RouteEntityTag(
                    entityTags.tag(target: request.target, origin: origin), cacheControl: MenuPageCaching.cacheControl,
                    isCompressible: true)
            }
        ) { [pages = pageHandlers()] request throws(HTTPError) in
            let id = request.pathParameters["id"] ?? ""
            guard let page = pages[id] else { throw HTTPError(MenuRegistry.unknownMenu(id)) }
            var response = try page(request)
            response.isPureFunctionOfURL = true
            return response
        }
        router.post(SitePaths.tap) { request throws(HTTPError) in
            try self.tap(try MenuRegistry.menu(of: request), request, dismissing: false)
        }
        router.post(SitePaths.dismiss) { request throws(HTTPError) in
            try self.tap(try MenuRegistry.menu(of: request), request, dismissing: true)
        }
        router.post(SitePaths.device) { request throws(HTTPError) in
            try self.device(try MenuRegistry.menu(of: request), request)
        }
        router.post(SitePaths.rotate) { request throws(HTTPError) in
            try self.rotate(try MenuRegistry.menu(of: request), request)
        }
        router.post(SitePaths.configure) { request throws(HTTPError) in
            try self.configure(try MenuRegistry.menu(of: request), request)
        }
        router.post(SitePaths.clear) { request throws(HTTPError) in
            try self.clear(try MenuRegistry.menu(of: request), request)
        }
        // Links, not forms: each answers a state's URL with a redirect computed from it alone.
        router.get(SitePaths.undo) { request throws(HTTPError) in
            try self.undo(try MenuRegistry.menu(of: request), request)
        }
        router.get(SitePaths.scenarioOfTrail) { request throws(HTTPError) in
            try self.scenario(try MenuRegistry.menu(of: request), request)
        }
    }

    /// Each menu's page, by id, compiled for that menu (`MenuRegistry.visitEach`).
    private func pageHandlers() -> [String: MenuPageHandlers<Measurer>.Handler] {
        var pages = MenuPageHandlers(routes: self)
        MenuRegistry.visitEach(&pages)
        return pages.handlers
    }

    /// `GET /menus/{id}[?state=token]`: the seed's demo, or the state the token holds.
    func page<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let linked = try linkedState(M.self, request)
        return try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            let origin = SnapshotLink.origin(of: request, publicURL: publicURL)
            let page: PageState<M>
            let token: String
            if let linked {
                (page, token) = linked
            } else {
                (page, token) = (M.defaultPage, try answering(M.defaultToken()))
            }
            return try MenuPage(
                page: page, token: token, work: layouts.startRequest(), icons: icons, templates: templates,
                origin: origin
            ).response()
        }
    }

    /// `GET /menus/{id}/undo?state=token`: 303 to the state before the trail's last tap or edit.
    private func undo<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let linked = try linkedState(M.self, request)
        return try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            guard let (page, _) = linked else { return .seeOther(try SitePaths.menuPage(of: M.defaultPage)) }
            return .seeOther(try SitePaths.menuPage(of: page.undoingLastStep()))
        }
    }

    /// `GET /menus/{id}/scenario?state=token`: 303 to the scenario of the taps since the trail's
    /// last edit, from where they started, on the device the state is shown on.
    private func scenario<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        let linked = try linkedState(M.self, request)
        let page = linked?.page ?? M.defaultPage
        return try recovering(to: RecoveryLink.linkState(M.self, token: linked?.token)) { () throws(HTTPError) in
            let run = page.trail.tapsSinceLastEdit(configuration: page.configuration)
            let start = PageState<M>(
                configuration: run.configuration, state: run.start, device: page.device, orientation: page.orientation)
            let scenario = try answering(Scenario(start: start, actions: run.actions))
            return .seeOther(SitePaths.scenario(token: try answering(ScenarioToken.encode(scenario))))
        }
    }

    /// The state a demo link carries in its one query field, `state`, or nil for none (the
    /// menu's demo). A link that cannot be read leaves only the default to go back to.
    private func linkedState<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> (
        page: PageState<M>, token: String
    )? {
        let query = try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            try request.query()
        }
        // Only `state` is read: another key would make a second URL (and a second cache entry)
        // for the same page.
        if let unknown = query.pairs.first(where: { $0.name != "state" }) {
            throw HTTPError(
                status: .badRequest, code: "unknown_parameter",
                message: "The query parameter “\(unknown.name)” is not used here; a demo URL has only “state”.",
                path: unknown.name, recovery: RecoveryLink.linkState(M.self, token: query["state"]))
        }
        return try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in
            guard query.values("state").count <= 1 else {
                throw HTTPError(
                    status: .badRequest, code: "duplicate_field", message: "The query has “state” more than once.",
                    path: "state")
            }
            guard let token = query["state"] else { return nil }
            return (try answering(StateToken.decode(token, as: M.self)), token)
        }
    }

    private func tap<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request, dismissing: Bool) throws(HTTPError)
        -> Response
    {
        try posting(M.self, request) { form throws(HTTPError) in
            let posted = try PostedAction<M>(form)
            // A dismissal is whatever the menu's outside tap is: a posted action is not obeyed
            // there, so /dismiss can never open or choose anything.
            guard let payload = dismissing ? M.dismissal(of: posted.page.state) : posted.payload else {
                throw HTTPError(
                    status: .unprocessableContent, code: dismissing ? "nothing_to_dismiss" : "missing_field",
                    message: dismissing ? "Nothing is open to dismiss." : "The field “type” is missing.",
                    path: dismissing ? nil : "type")
            }
            return .seeOther(try posted.location(of: try posted.applied(payload)))
        }
    }

    private func device<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        try posting(M.self, request) { form throws(HTTPError) in
            var page = try PostedAction<M>(form).page
            (page.device, page.orientation) = try DeviceForm.choice(form.fields, current: page)
            return .seeOther(try SitePaths.menuPage(of: page))
        }
    }

    private func rotate<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        try posting(M.self, request) { form throws(HTTPError) in
            var page = try PostedAction<M>(form).page
            page.orientation = page.orientation == .portrait ? .landscape : .portrait
            return .seeOther(try SitePaths.menuPage(of: page))
        }
    }

    /// `POST /menus/{id}/clear`: the event log emptied, and a trail that starts here.
    private func clear<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        try posting(M.self, request) { form throws(HTTPError) in
            .seeOther(try SitePaths.menuPage(of: try PostedAction<M>(form).page.clearingLog()))
        }
    }

    /// `POST /menus/{id}/configure`: the Options panel's fields (see `ConfigureForm`).
    private func configure<M: PlaygroundMenu>(_ menu: M.Type, _ request: Request) throws(HTTPError) -> Response {
        try posting(M.self, request) { form throws(HTTPError) in
            let next = try M.configured(try form.stateBefore.get().page, form: form.fields, icons: icons)
            return .seeOther(try SitePaths.menuPage(of: next))
        }
    }

    /// Runs `body` on a post's form, read once; an error it throws links to the state the post
    /// was made on, when its token decodes, whichever step failed (`RecoveryLink.beforePost`).
    private func posting<M: PlaygroundMenu>(
        _ menu: M.Type, _ request: Request, _ body: (PostedForm<M>) throws(HTTPError) -> Response
    ) throws(HTTPError) -> Response {
        let form = PostedForm<M>(
            try recovering(to: RecoveryLink.menuDefault(M.self)) { () throws(HTTPError) in try request.form() })
        do {
            return try body(form)
        } catch {
            var error = error
            error.recovery = RecoveryLink.beforePost(form)
            throw error
        }
    }
}

/// The demo page route's handler of each menu, each made where the menu's type is known.
private struct MenuPageHandlers<Measurer: TextMeasurer>: MenuVisitor {
    typealias Handler = @Sendable (Request) throws(HTTPError) -> Response
    let routes: MenuPageRoutes<Measurer>
    var handlers: [String: Handler] = [:]

    mutating func visit<M: PlaygroundMenu>(_ menu: M.Type) {
        handlers[M.id.rawValue] = Self.handler(M.self, routes: routes)
    }

    private static func handler<M: PlaygroundMenu>(_ menu: M.Type, routes: MenuPageRoutes<Measurer>) -> Handler {
        { request throws(HTTPError) in try routes.page(M.self, request) }
    }
}
