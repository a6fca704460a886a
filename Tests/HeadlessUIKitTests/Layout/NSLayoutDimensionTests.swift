// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIKit's NSLayoutAnchor.h: a dimension relates to a constant, or to another dimension
// times a multiplier plus a constant; the system-spacing constraints are "receiver [= | ≥ | ≤]
// 'anchor' + 'multiplier' * system space" (the standard space, 8 points, between views).
@Suite(.serialized, .headlessWorld) @MainActor struct NSLayoutDimensionTests {
    let a = UIView()
    let b = UIView()

    /// The constraint as `first.attribute relation second.attribute × multiplier + constant`.
    func describe(_ constraint: NSLayoutConstraint) -> String {
        let name = { (item: AnyObject?) in item === self.a ? "a" : item === self.b ? "b" : "nil" }
        let relation =
            [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][constraint.relation] ?? "?"
        return "\(name(constraint.firstItem)).\(constraint.firstAttribute) \(relation) "
            + "\(name(constraint.secondItem)).\(constraint.secondAttribute) × \(constraint.multiplier) + \(constraint.constant)"
    }

    @Test("a dimension relates to a constant, or to another dimension times a multiplier plus a constant")
    func dimensions() {
        #expect(
            describe(a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44))
                == "a.width >= nil.notAnAttribute × 1.0 + 44.0")
        #expect(
            describe(a.heightAnchor.constraint(lessThanOrEqualToConstant: 300))
                == "a.height <= nil.notAnAttribute × 1.0 + 300.0")
        #expect(
            describe(a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5))
                == "a.height == a.width × 0.5 + 0.0")
        #expect(
            describe(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2))
                == "a.width >= b.width × 2.0 + 0.0")
        #expect(
            describe(a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 1, constant: -16))
                == "a.width <= b.width × 1.0 + -16.0")
        #expect(
            describe(a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 3, constant: 4))
                == "a.height == b.height × 3.0 + 4.0")
    }

    @Test("the system spacing is 8 points times the multiplier after or below the other anchor")
    func systemSpacing() {
        #expect(
            describe(b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1))
                == "b.leading == a.trailing × 1.0 + 8.0")
        #expect(
            describe(
                b.leadingAnchor.constraint(
                    greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2))
                == "b.leading >= a.trailing × 1.0 + 16.0")
        #expect(
            describe(
                b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5))
                == "b.top <= a.bottom × 1.0 + 12.0")
        #expect(
            describe(b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1))
                == "b.top == a.bottom × 1.0 + 8.0")
    }
}
