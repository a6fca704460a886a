// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A pattern colour as a table's background takes it (folding-cell's demo). `NSInteger`,
/// Foundation's name on Apple platforms, counts rows, as `@IBInspectable` properties do there.
@Suite(.serialized, .headlessWorld) @MainActor struct UIColorPatternTests {
    @Test("a pattern colour is a view's background like any other; NSInteger is Int")
    func patternColor() {
        let color = UIColor(patternImage: UIImage())
        let view = UIView()
        view.backgroundColor = color
        #expect(view.backgroundColor === color)
        let rows: NSInteger = 2
        let count: NSUInteger = 3
        #expect(rows + Int(count) == 5)
    }
}
