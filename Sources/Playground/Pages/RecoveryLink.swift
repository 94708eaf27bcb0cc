import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// Where an error page sends its reader: the nearest good state that can be known, saying which.
enum RecoveryLink {
    /// The menu's default state: all that a broken link leaves to go back to.
    static func menuDefault(_ menu: any PlaygroundMenu.Type) -> HTTPError.Link {
        HTTPError.Link(href: SitePaths.menuPage(menu.id), text: "Open “\(menu.title)” in its default state")
    }

    /// The state a form post was made on, when the post's token decodes (whatever else in the
    /// form is wrong); the menu's default otherwise. A post from an embedded screen leads back
    /// to the embed route, as its answer would have.
    static func beforePost<M: PlaygroundMenu>(_ posted: PostedForm<M>) -> HTTPError.Link {
        guard case .success(let (page, token)) = posted.stateBefore else { return menuDefault(M.self) }
        let embedded = (try? posted.fields.single(TapForm.Field.returnTo)) == TapForm.embedded
        return HTTPError.Link(
            href: embedded
                ? SitePaths.embed(token: token) + SitePaths.fragment(of: page)
                : SitePaths.menuPage(of: page, token: token),
            text: "Back to the state before this change")
    }

    /// A link's own state, when it decodes, for a link whose only fault is elsewhere (an extra
    /// query parameter); the menu's default otherwise.
    static func linkState<M: PlaygroundMenu>(_ menu: M.Type, token: String?) -> HTTPError.Link {
        guard let token, let page = try? StateToken.decode(token, as: M.self) else { return menuDefault(M.self) }
        return HTTPError.Link(
            href: SitePaths.menuPage(of: page, token: token), text: "Open the state this link carries")
    }
}

/// Runs `body`; an error it throws links to `link`, made only then.
func recovering<Value>(
    to link: @autoclosure () -> HTTPError.Link, _ body: () throws(HTTPError) -> Value
) throws(HTTPError) -> Value {
    do {
        return try body()
    } catch {
        var error = error
        error.recovery = link()
        throw error
    }
}
