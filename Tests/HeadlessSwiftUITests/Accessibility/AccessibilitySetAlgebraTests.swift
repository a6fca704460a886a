// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: accessibility traits are a set algebra, direct-touch options and key-press
    // phases option sets, with the same answers under either SwiftUI.
    @Suite @MainActor struct AccessibilitySetAlgebraTests {
        @Test("traits combine, intersect, insert and remove as sets")
        func traits() {
            var traits = AccessibilityTraits()
            #expect(traits.isEmpty)
            #expect(traits.insert(.isButton) == (true, .isButton))
            #expect(traits.insert(.isButton) == (false, .isButton))
            traits.formUnion([.isHeader, .isSelected])
            #expect(traits.contains(.isHeader))
            #expect(traits.intersection([.isHeader, .isLink]) == .isHeader)
            #expect(traits.symmetricDifference([.isHeader, .isLink]) == [.isButton, .isSelected, .isLink])
            #expect(traits.remove(.isSelected) == .isSelected)
            #expect(traits.remove(.isSelected) == nil)
            #expect(traits.update(with: .isHeader) == .isHeader)
            #expect(traits.update(with: .isImage) == nil)
            #expect(traits == [.isButton, .isHeader, .isImage])
            traits.formIntersection(.isImage)
            #expect(traits == .isImage)
            traits.formSymmetricDifference([.isImage, .isLink])
            #expect(traits == .isLink)
            #expect(traits.union(.isButton) == [.isLink, .isButton])
        }

        @Test("direct-touch options and key-press phases are option sets")
        func optionSets() {
            let options: AccessibilityDirectTouchOptions = [.silentOnTouch, .requiresActivation]
            #expect(options.contains(.silentOnTouch))
            #expect(AccessibilityDirectTouchOptions(rawValue: options.rawValue) == options)
            #expect(KeyPress.Phases.all.contains([.down, .repeat, .up]))
            #expect(KeyPress.Phases.down != .up)
        }
    }
}
