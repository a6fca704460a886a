// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: the iOS 17.4 SDK's UIKit.swiftinterface (`_UIKitNumericRawRepresentable` gives
// UILayoutPriority, UIFont.Weight, UIFont.Width and UIWindow.Level `<`, `+`, `-`, `+=` and `-=`
// on their raw values) and NSLayoutConstraint.h (a constraint made with `init()` has no items).
@Suite(.serialized, .headlessWorld) @MainActor struct NumericRawRepresentableTests {
    @Test("priorities, weights and levels move by their raw values and are ordered")
    func arithmetic() {
        UIView().setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        #expect(UILayoutPriority.defaultLow - 1 == UILayoutPriority(rawValue: 249))
        var priority = UILayoutPriority.defaultHigh
        priority += 1
        #expect(priority.rawValue == 751)
        priority -= 2
        #expect(priority.rawValue == 749)
        #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(rawValue: 251))
        #expect(UILayoutPriority.required - UILayoutPriority.defaultHigh == 250)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
        #expect(UIFont.Weight.regular < .bold)
        #expect(UIWindow.Level.normal + 1 == UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1))
    }

    @Test("an empty constraint can be made, kept and replaced")
    func emptyConstraint() {
        let view = UIView()
        var constraint = NSLayoutConstraint()
        constraint.isActive = true
        #expect(constraint.constant == 0)
        constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.isActive = true
        #expect(constraint.isActive)
    }
}
