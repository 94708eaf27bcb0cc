import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// A post's form, read once per request: its fields, and the state its token carries, decoded
/// once for the route and for the error page's way back alike (`RecoveryLink.beforePost`).
struct PostedForm<M: PlaygroundMenu> {
    let fields: FormFields
    /// The state the post was made on and its token, or why there is none (a missing or bad token).
    let stateBefore: Result<(page: PageState<M>, token: String), HTTPError>

    init(_ fields: FormFields) {
        self.fields = fields
        stateBefore = Result { () throws(HTTPError) in
            let token = try fields.required(TapForm.Field.token)
            return (try answering(StateToken.decode(token, as: M.self)), token)
        }
    }
}

/// A tap or dismiss form, decoded: the state it was made on and the action it sends.
struct PostedAction<M: PlaygroundMenu> {
    var page: PageState<M>
    var token: String
    var payload: ActionPayload?
    /// True when the form came from an embedded screen, whose answers lead back to `/embed/…`.
    var isEmbedded = false

    /// Reads `token` and the action fields of `TapForm`. A missing or bad token is a 400; a
    /// malformed number a 422 naming its field.
    init(_ posted: PostedForm<M>) throws(HTTPError) {
        let form = posted.fields
        (page, token) = try posted.stateBefore.get()
        isEmbedded = try form.single(TapForm.Field.returnTo) == TapForm.embedded
        guard let type = try form.single(TapForm.Field.type), !type.isEmpty else {
            payload = nil
            return
        }
        var payload = ActionPayload(type)
        payload.index = try form.integer(TapForm.Field.index)
        payload.item = try form.integer(TapForm.Field.item)
        payload.from = try form.integer(TapForm.Field.from)
        payload.to = try form.integer(TapForm.Field.to)
        payload.text = try form.single(TapForm.Field.text)
        self.payload = payload
    }

    /// Where the answer to this post leads: the new state's demo page, or its embedded screen.
    func location(of next: PageState<M>) throws(HTTPError) -> String {
        isEmbedded
            ? SitePaths.embed(token: try answering(StateToken.encode(next))) + SitePaths.fragment(of: next)
            : try SitePaths.menuPage(of: next)
    }

    /// Applies the action: the new page state, with its delegate events recorded and the tap
    /// added to the trail.
    func applied(_ payload: ActionPayload) throws(HTTPError) -> PageState<M> {
        let action: M.Action
        do {
            action = try M.Action(payload: payload)
        } catch {
            throw HTTPError(
                status: .unprocessableContent, code: "invalid_action", message: error.message, path: error.field)
        }
        var next = page
        // A text field's form is submitted by Return, and Return ends the edit (the dropdown
        // seed's textFieldShouldReturn): one tap of two actions. Menus without an end-of-editing
        // action just keep the text.
        if payload.type == "typeText", let end = try? M.Action(payload: ActionPayload("endEditing")),
            (try? next.tap([action, end])) != nil
        {
            return next
        }
        do {
            _ = try next.tap([action])
        } catch {
            throw HTTPError(
                status: .unprocessableContent, code: error.error.code, message: "\(error.error).",
                path: error.error.field)
        }
        return next
    }
}
