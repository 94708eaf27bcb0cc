import Foundation
import HTML
import MenuCore
import PageRendering
import Testing
import TextShaping

/// Writes each demo's open screen on iphone-4in portrait, measured with the real fonts, as an
/// HTML fragment (`<id>.html`), with its frames (`<id>.frames.json`), into `$PAGE_RENDERING_PREVIEW_DIR`, for looking at in a browser.
/// Runs only when that variable is set.
@Suite struct PreviewPages {
    static let directory = ProcessInfo.processInfo.environment["PAGE_RENDERING_PREVIEW_DIR"]

    @Test(.enabled(if: directory != nil), arguments: DemoScreens.ids)
    func writesOpenScreen(_ id: MenuID) throws {
        let measurer = try HarfBuzzTextMeasurer()
        let layout = try DemoScreens.layout(
            id, after: DemoScreens.openingActions(id), on: Viewport(.iPhone4, .portrait), measurer: measurer)
        let rendered = ScreenRenderer(form: testForm, selectedFrames: ["tab-0"]).render(layout)
        let html = Renderer.fragment(rendered.screen)
        let path = try #require(Self.directory) + "/\(id.rawValue).html"
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        let frames = try JSONEncoder().encode(layout.frames)
        try frames.write(to: URL(fileURLWithPath: path.replacing(".html", with: ".frames.json")))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == html)
    }
}
