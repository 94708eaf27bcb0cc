import HTTPServer
import MenuCore

/// The menus the playground serves, in the order the pages list them. Adding a menu is one line
/// here, one adapter file in this folder and its MenuCore folder.
public enum MenuRegistry {
    public static var menus: [any PlaygroundMenu.Type] {
        [
            Accordion.self,
            ActionSheet.self,
            Dropdown.self,
            ContextMenu.self,
            TabSplit.self,
        ]
    }

    public static var ids: [MenuID] { menus.map { $0.id } }

    /// The menu whose id is `id`, or nil.
    public static func menu(_ id: some StringProtocol) -> (any PlaygroundMenu.Type)? {
        menus.first { $0.id.rawValue == id }
    }

    /// The menu whose id is `id`, or nil.
    public static func menu(_ id: MenuID) -> (any PlaygroundMenu.Type)? {
        menus.first { $0.id == id }
    }

    /// The menu a route's `{id}` names; an unknown id is a 404 that lists the menus.
    static func menu(of request: Request) throws(HTTPError) -> any PlaygroundMenu.Type {
        let id = request.pathParameters["id"] ?? ""
        guard let menu = menu(id) else { throw unknownMenu(id) }
        return menu
    }

    /// The menus' ids for a message: "accordion, action-sheet, …".
    static var idList: String { ids.map(\.rawValue).joined(separator: ", ") }

    static func unknownMenu(_ id: String) -> HTTPError {
        HTTPError(
            status: 404, code: "unknown_menu",
            message: "There is no menu \(id.debugDescription); the menus are \(idList).", path: "id")
    }
}
