import HTTPServer
import MenuCore
import PlaygroundDomain

extension LayoutWork {
    /// A bare token's state laid out on the viewport the token names, on this request's meter:
    /// what every route that takes a token alone (the inspector's documents, the frames and
    /// accessibility answers) starts from.
    func layout<Decoded: DecodedPage>(ofToken decoded: Decoded) throws(HTTPError) -> (
        viewport: Viewport, layout: Layout
    ) {
        let page = decoded.page
        let viewport = try answering(page.tokenViewport())
        return (viewport, try layout(Decoded.M.self, page.configuration, page.state, on: viewport))
    }
}
