import HTTPServer
import MenuCore
import PlaygroundDomain

extension MenuRequest {
    /// Reads `request`'s body. `acceptsActions` is false for the layout route, where an
    /// `actions` key is as unknown as any other.
    init(_ request: Request, acceptsActions: Bool) throws(HTTPError) {
        let body = try request.json()
        self = try answering(MenuRequest(body, acceptsActions: acceptsActions))
    }
}
