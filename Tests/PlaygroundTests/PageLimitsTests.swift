import HTTPServer
import Testing

@testable import Playground

/// The 422 of a page too large to draw, whole: it names the sizes and the limits.
@Suite struct PageLimitsTests {
    @Test func aPageOverALimitIsRefusedWithItsSizes() throws {
        #expect(throws: Never.self) { try PageLimits.check(styles: 300, bytes: 1 << 20) }
        let error = try #require(throws: HTTPError.self) { try PageLimits.check(styles: 412, bytes: 2_000_000) }
        #expect(
            error
                == HTTPError(
                    status: 422, code: "page_too_large",
                    message: "This state has too many boxes to draw as a page (412 distinct frames, 2000000 bytes; "
                        + "the limits are 300 distinct frames and 1048576 bytes). Use fewer options, or lay it out "
                        + "with POST /api/v1/menus/{id}/layout.",
                    path: "config.options"))
    }

    @Test func aPageSureToBeTooLargeIsRefusedBeforeDrawing() throws {
        let error = try #require(throws: HTTPError.self) {
            try PageLimits.checkBeforeDrawing(formsOnScreen: 400, tokenBytes: 3000, otherBytes: 5)
        }
        #expect(
            error.message
                == "This state has too many boxes to draw as a page (at least 1200005 bytes; the limits are 300 "
                + "distinct frames and 1048576 bytes). Use fewer options, or lay it out with "
                + "POST /api/v1/menus/{id}/layout.")
    }
}
