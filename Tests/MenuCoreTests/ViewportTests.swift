import MenuCore
import Testing

@Suite struct ViewportTests {
    static let expected: [ViewportKey: (width: Double, height: Double, statusBar: Double, idiom: Idiom)] = [
        ViewportKey(.iPhone35, .portrait): (320, 480, 20, .phone),
        ViewportKey(.iPhone35, .landscape): (480, 320, 20, .phone),
        ViewportKey(.iPhone4, .portrait): (320, 568, 20, .phone),
        ViewportKey(.iPhone4, .landscape): (568, 320, 20, .phone),
        ViewportKey(.iPhone61, .portrait): (390, 844, 47, .phone),
        ViewportKey(.iPhone61, .landscape): (844, 390, 0, .phone),
        ViewportKey(.iPad97, .portrait): (768, 1024, 20, .pad),
        ViewportKey(.iPad97, .landscape): (1024, 768, 20, .pad),
    ]

    @Test(arguments: ViewportKey.all)
    func presetSizes(_ key: ViewportKey) throws {
        let want = try #require(Self.expected[key])
        let viewport = key.viewport
        #expect(viewport == (try Viewport(width: want.width, height: want.height, statusBar: want.statusBar)))
        #expect(viewport.idiom == want.idiom)
        #expect(viewport.orientation == key.orientation)
        #expect(viewport.statusBarFrame == rect(0, 0, want.width, want.statusBar))
        #expect(viewport.content == rect(0, want.statusBar, want.width, want.height - want.statusBar))
    }

    @Test func presetIDsAreTheIssueNames() {
        #expect(DevicePreset.allCases.map(\.rawValue) == ["iphone-3.5in", "iphone-4in", "iphone-6.1in", "ipad-9.7in"])
    }

    @Test func customSizeInLandscapeSwapsSides() throws {
        let viewport = try Viewport(width: 300, height: 700, statusBar: 24, orientation: .landscape)
        #expect(viewport.width == 700)
        #expect(viewport.height == 300)
        #expect(viewport.statusBar == 24)
        #expect(viewport.idiom == .phone)
        #expect(try Viewport(width: 800, height: 1200, statusBar: 0).idiom == .pad)
    }

    @Test func customSizesAtTheLimitsAreAccepted() throws {
        #expect(try Viewport(width: 200, height: 2048, statusBar: 100).content == rect(0, 100, 200, 1948))
    }

    @Test(arguments: [
        (199.0, 480.0, 20.0, "width"), (320, 2049, 20, "height"), (320, 480, -1, "statusBar"),
        (320, 480, 101, "statusBar"), (Double.nan, 480, 20, "width"),
    ])
    func customSizesOutsideTheLimitsAreRejected(width: Double, height: Double, statusBar: Double, field: String) {
        #expect {
            _ = try Viewport(width: width, height: height, statusBar: statusBar)
        } throws: { error in
            (error as? ValidationError)?.field == field && !((error as? ValidationError)?.message.isEmpty ?? true)
        }
    }

    @Test func rejectionMessageGivesTheRange() {
        #expect(throws: ValidationError(field: "width", message: "must be between 200 and 2048 points, got 100.0")) {
            _ = try Viewport(width: 100, height: 480, statusBar: 20)
        }
    }
}
