import HTTPServer
import MenuCore
import PlaygroundDomain

extension SitePaths {
    /// The compare page: one state on several screens, and its forms.
    static let compare: RoutePath = "/compare/{id}"
    static let compareTap: RoutePath = "/compare/{id}/tap"
    static let compareDismiss: RoutePath = "/compare/{id}/dismiss"
    static let compareUndo: RoutePath = "/compare/{id}/undo"
    /// The compare page's screens alone, for iframes.
    static let embeddedCompare: RoutePath = "/embed/compare/{id}"
    /// `/cards/compare/{id}.png?…`: the contact sheet of the compare page's screens.
    static let compareCard: RoutePath = "/cards/compare/{file}"
    static let apiCompare = RoutePath(apiPrefix + "/menus/{id}/compare")

    /// `?state=…&devices=…&text=long`, each field only when it is not the default, in that order.
    static func compareQuery(token: String?, view: CompareView) -> String {
        var fields: [String] = []
        if let token { fields.append("state=" + token) }
        // The list's characters (letters, digits, `-`, `.`, `,` and `:`) need no escaping in a query.
        if !view.screens.isDefault { fields.append("devices=" + view.screens.spelling) }
        if view.showsLongText { fields.append("text=" + CompareView.longTextValue) }
        return fields.isEmpty ? "" : "?" + fields.joined(separator: "&")
    }

    /// `/compare/{id}?…`.
    static func compare(_ menu: MenuID, token: String?, view: CompareView = CompareView()) -> String {
        compare.path(menu.rawValue) + compareQuery(token: token, view: view)
    }

    /// `/embed/compare/{id}?…`.
    static func embeddedCompare(_ menu: MenuID, token: String?, view: CompareView) -> String {
        embeddedCompare.path(menu.rawValue) + compareQuery(token: token, view: view)
    }

    /// `/compare/{id}/undo?…`: answered with 303 to the compare page of the state before the last step.
    static func compareUndo(_ menu: MenuID, token: String, view: CompareView) -> String {
        compareUndo.path(menu.rawValue) + compareQuery(token: token, view: view)
    }

    /// `/cards/compare/{id}.png?…`.
    static func compareCard(_ menu: MenuID, token: String?, view: CompareView) -> String {
        compareCard.path(menu.rawValue + ".png") + compareQuery(token: token, view: view)
    }

    /// `/api/v1/menus/{id}/compare`.
    static func apiCompare(_ menu: MenuID) -> String { apiCompare.path(menu.rawValue) }
}
