// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import XCTest

/// The XCTest way to the same isolation: `Headless.withWorld`.
final class HeadlessWithWorldTests: XCTestCase {
    @MainActor func testWorldIsFreshAndHeldForTheBody() async throws {
        try await Headless.withWorld(profile: .iOS17) {
            XCTAssertEqual(Headless.screen(), "(no window on screen)\n")
            XCTAssertEqual(Headless.profile, .iOS17)
            Headless.host(Counter(name: "XCTest"))
            await Task.yield()
            try Headless.tap("Add")
            XCTAssertEqual(Headless.screen(), "Text \"XCTest: 1\"\nButton \"Add\"\n")
        }
    }

    @MainActor func testReturnsTheBodysValueAndFreesTheWorld() async {
        let first = await Headless.withWorld { Headless.host(Counter(name: "One")).rootView.name }
        let second = await Headless.withWorld { Headless.screen() }
        XCTAssertEqual(first, "One")
        XCTAssertEqual(second, "(no window on screen)\n")
    }
}
