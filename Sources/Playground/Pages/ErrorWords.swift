import HTTPServer

/// What an error page says first, in a person's terms: what happened and what it means for
/// them, chosen by the error's code (where one code needs its own words) or its status. The
/// error's own message, field and code follow on the page as technical detail.
struct ErrorWords: Equatable {
    let headline: String
    let explanation: String

    init(for error: HTTPError) {
        switch (error.code, error.status) {
        case ("bad_token", _), ("token_too_large", _):
            self.init(
                "This link is broken or incomplete",
                "Part of the state this link carries is missing or was changed, so it cannot be shown.")
        case ("unsupported_token_version", _):
            self.init(
                "This link was made by another version of the playground",
                "The state it carries is written in a form this server does not read.")
        case ("too_much_work", _), ("page_too_large", _):
            self.init(
                "This state is too large to draw",
                "It has more boxes or text than one page may draw. The JSON API still lays it out.")
        case ("state_too_large", _):
            self.init(
                "That change would make the link too long",
                "The whole state travels in the page's link, and with this change it would no longer fit. "
                    + "Use fewer or shorter options.")
        case ("unknown_parameter", _):
            self.init(
                "This link has a part the playground does not use",
                "A demo's link carries its state and nothing else, so that each state has one link.")
        case ("unknown_link", _):
            self.init(
                "There is no short link here",
                "This short link was never made on this server, or was mistyped. Every menu is listed below.")
        case ("too_many_links", _):
            self.init(
                "Too many short links at once",
                "This address made more short links than the server allows in a minute. Wait a little and try again; "
                    + "the page's own link works meanwhile.")
        case ("links_full", _):
            self.init(
                "No new short links can be made",
                "The server holds as many short links as it may. Links made before still work, and the page's own "
                    + "link shares the same state.")
        case ("links_unavailable", _):
            self.init(
                "Short links are unavailable for now",
                "The server could not reach its store of links in time. Try again shortly; the page's own link "
                    + "shares the same state.")
        case (_, 404):
            self.init("There is no page here", "Nothing is served at this address. Every menu is listed below.")
        case (_, 422):
            self.init(
                "That change could not be made", "It does not apply to the state it was made on, which is unchanged.")
        case (_, 405):
            self.init(
                "This address does not take that kind of request",
                "Open it as a link, or use the page's own buttons.")
        case (_, 413):
            self.init("That was too much to send", "The form or request body is larger than the server accepts.")
        case (_, 414):
            self.init("That link is too long", "The address is longer than the server accepts.")
        case (_, 431):
            self.init("That request is too large", "Its headers are larger than the server accepts.")
        case (_, 500...):
            self.init("Something went wrong on the server", "This is the server's fault, not yours; nothing changed.")
        default:
            self.init(
                "That request could not be read", "Something in it was missing or malformed; nothing was changed.")
        }
    }

    private init(_ headline: String, _ explanation: String) {
        self.headline = headline
        self.explanation = explanation
    }
}
