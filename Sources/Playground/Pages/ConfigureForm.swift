import HTTPServer
import MenuCore

/// The Options, Title and Colours forms' fields: `edit` (one of `ConfigurationEdit.names`),
/// `index`, `to`, `text`, `icon` (an icon name or `none`) and the colour fields.
enum ConfigureForm {
    static func edit(_ form: FormFields, icons: IconNames, colours: [String]) throws(HTTPError) -> ConfigurationEdit {
        let name = try form.required("edit")
        switch name {
        case "rename": return .rename(index: try form.requiredInteger("index"), text: try form.required("text"))
        case "move": return .move(index: try form.requiredInteger("index"), to: try form.requiredInteger("to"))
        case "remove": return .remove(index: try form.requiredInteger("index"))
        case "add": return .add(text: try form.required("text"))
        case "icon": return .icon(index: try form.requiredInteger("index"), name: try icon(form, icons))
        case "title": return .title(try form.required("text"))
        case "colours":
            var values: [String: String] = [:]
            for colour in colours { values[colour] = try form.required(colour) }
            return .colours(values)
        default:
            throw HTTPError(
                status: 422, code: "invalid_value",
                message: "The field “edit” must be one of \(ConfigurationEdit.names.joined(separator: ", ")), "
                    + "not “\(name)”.",
                path: "edit")
        }
    }

    private static func icon(_ form: FormFields, _ icons: IconNames) throws(HTTPError) -> String? {
        let name = try form.required("icon")
        if name == "none" { return nil }
        guard icons.contains(name) else {
            throw HTTPError(
                status: 422, code: "invalid_value",
                message: "The field “icon” must be none or an icon of Public/icons, not “\(name)”.", path: "icon")
        }
        return name
    }
}

extension PlaygroundMenu {
    /// Reads the edit from `form` and applies it to `page`. A menu the panel does not edit has no
    /// edits, so every edit posted to it is the same 422 as an edit another menu lacks.
    static func configured(_ page: PageState<Self>, form: FormFields, icons: IconNames) throws(HTTPError)
        -> PageState<Self>
    {
        let editing = self.editing ?? MenuEditing()
        let edit = try ConfigureForm.edit(form, icons: icons, colours: editing.colours.map(\.name))
        return try editing.configured(page, edit)
    }
}
