import HTTPServer
import PlaygroundDomain

/// JSON answers of the API.
enum APIJSON {
    /// A `200` (or `status`) JSON response of `value`, in canonical form.
    static func response(_ value: some Encodable, status: HTTPStatus = .ok) throws(HTTPError) -> Response {
        var response = Response(
            status: status, headers: .contentType("application/json"), body: try answering(CanonicalJSON.encode(value)))
        response.body.append(0x0A)
        return response
    }
}

/// Any encodable value, for lists that mix the five menus' types.
struct AnyEncodable: Encodable {
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}
