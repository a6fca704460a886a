// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Source: the iOS 17.4 interface of `Font`: `width(_:)`, `lowercaseSmallCaps()` and
    // `uppercaseSmallCaps()` return a modified font; `Font.Width` keeps its value. Headlessly a
    // font is its description, so a screen can show what was asked for.
    @Suite struct FontVariantsTests {
        @Test("a font keeps its size, width and small-caps variant in its description")
        func description() {
            let font = Font.system(size: 12).width(.condensed).uppercaseSmallCaps()
            #expect(
                font.description
                    == "system(size: 12.0, weight: nil, design: nil).width(-0.2).uppercaseSmallCaps")
            #expect(Font.body.lowercaseSmallCaps().description == "body.lowercaseSmallCaps")
            #expect(Font.Width(0.1).value == 0.1)
        }
    }
}
