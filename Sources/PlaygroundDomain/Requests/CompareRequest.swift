import JSON
import MenuCore

/// The body of `POST /api/v1/menus/{id}/compare`, decoded and validated for menu `M`.
///
/// `{"config": {…}, "state": {…}, "actions": [{"type": …}], "devices": ["iphone-4in",
/// "iphone-6.1in:landscape"], "longText": true}`; every field is optional. The state is shared
/// by the screens, so there is no `device` or `orientation`: `devices` lists the screens
/// (`CompareScreens.defaults` when missing). Config, state and actions are checked as
/// `MenuRequest` checks them; every problem is a 422 naming its path in the body.
package struct CompareRequest<M: Menu> {
    /// The shared state before the actions, on the page's default device (what a compare page
    /// without a state starts from); each screen shows it as `page.on(screen)`.
    package var page: PageState<M>
    package var actions: [M.Action]
    package var view: CompareView

    /// Reads a body already parsed.
    package init(_ sent: JSONValue) throws(DomainError) {
        let body = try MenuBodyChecks<M>.decode(Body.self, from: sent)
        // Checked before the other unknown keys: the fields of the other routes most likely sent
        // here by mistake, answered with what to send instead.
        if case .object(let fields) = sent, let field = Self.singleScreenFields.first(where: { fields[$0] != nil }) {
            throw RequestBodyErrors.invalid(
                field,
                "is not a field of a compare request; list the screens in devices, such as "
                    + "[\"iphone-4in\", \"iphone-6.1in:landscape\"]", code: "unknown_field")
        }
        try MenuBodyChecks<M>.rejectUnknownKeys(sent, understood: body)
        let (configuration, state) = try MenuBodyChecks<M>.configurationAndState(body.config, body.state)
        page = PageState(configuration: configuration, state: state, device: .preset(PageDefaults.device))
        view = CompareView(
            screens: try body.devices.map { (spellings) throws(DomainError) in try Self.screens(spellings) }
                ?? .defaults,
            showsLongText: body.longText ?? false)
        actions = try MenuBodyChecks<M>.actions(body.actions ?? [])
    }

    /// The fields of a layout or actions request that name one screen.
    private static var singleScreenFields: [String] { ["device", "orientation"] }

    /// The list read as a compare page's `devices`, with the same checks and messages. The list
    /// is a value of a well-formed body, so its problems are the body's: 422, not the page's 400.
    private static func screens(_ spellings: [String]) throws(DomainError) -> CompareScreens {
        do {
            return try CompareScreens(spellings: spellings, field: "devices")
        } catch {
            throw DomainError(.invalid, code: error.code, message: error.message, path: error.path)
        }
    }

    /// The body's fields, as decoded before validation.
    package struct Body: Codable {
        var config: M.Configuration?
        var state: M.State?
        var devices: [String]?
        var longText: Bool?
        var actions: [ActionPayload]?
    }
}
