import HTML
import HTTPServer

/// `GET /s/{id}/share`, where the no-script "Create short link" form lands: the short link, its
/// QR code and the page it opens. The demo page itself stays a pure function of its URL, so the
/// link is shown here rather than spliced into it.
enum ShortLinkPage {
    static func response(id: String, url: String, origin: String?, fonts: PageFonts?) -> Response {
        let panel = SharePanel(url: url, origin: origin, shortLinkID: id)
        let (html, styleHashes) = PageShell.document(
            title: "Short link — Menu Playground", bodyClass: "short-link", fonts: fonts
        ) {
            (html: inout HTMLWriter) in
            html.startTag("h1")
            html.text("Short link")
            html.endTag("h1")
            html.startTag("p", class: "lead")
            html.text("It opens the page below, exactly as it was shared, and never expires.")
            html.endTag("p")
            html.startTag("section", class: "share")
            panel.writeShortLinkFields(id: id, into: &html)
            html.endTag("section")
            html.startTag("p")
            html.beginStartTag("a")
            html.attribute("href", url)
            html.attribute("id", "short-link-page")
            html.endStartTag()
            html.text("Back to the page")
            html.endTag("a")
            html.endTag("p")
        }
        var response = Response.html(html)
        if !styleHashes.isEmpty {
            response.headers.add(
                "Content-Security-Policy", ContentSecurityPolicy.policy(framing: .denied, styleHashes: styleHashes))
        }
        response.headers.add("Cache-Control", "no-store")
        return response
    }
}
