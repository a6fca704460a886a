// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: custom alignment guides are equal by their identifier type; explicit values
    // combine as the average for built-in guides, the first for custom ones.
    @Suite(.serialized) @MainActor struct AlignmentTests {
        enum Mid: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
        }

        enum Other: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
        }

        @Test("guides from the same identifier are equal; from another, not")
        func customGuides() {
            #expect(HorizontalAlignment(Mid.self) == HorizontalAlignment(Mid.self))
            #expect(HorizontalAlignment(Mid.self) != HorizontalAlignment(Other.self))
            #expect(VerticalAlignment(Mid.self) == VerticalAlignment(Mid.self))
            #expect(HorizontalAlignment.listRowSeparatorLeading != .leading)
        }

        @Test("explicit values combine as the average for built-in guides, the first for custom ones")
        func combining() {
            #expect(HorizontalAlignment.center.combineExplicit([10, nil, 20]) == 15)
            #expect(VerticalAlignment.top.combineExplicit([CGFloat?]()) == nil)
            #expect(HorizontalAlignment(Mid.self).combineExplicit([nil, 4, 8]) == 4)
        }
    }
}
