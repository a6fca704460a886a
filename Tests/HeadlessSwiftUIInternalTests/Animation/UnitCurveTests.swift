// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: unit curves evaluate their values and velocities, invert, and make Béziers.
    @Suite(.serialized) @MainActor struct UnitCurveTests {
        /// `value` to six decimals, so a solved curve compares exactly.
        private func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }

        @Test("the linear and circular curves follow their formulas")
        func closedForms() {
            #expect(UnitCurve.linear.value(at: 0.25) == 0.25)
            #expect(UnitCurve.linear.velocity(at: 0.7) == 1)
            #expect(UnitCurve.linear.value(at: 2) == 1)
            #expect(UnitCurve.circularEaseIn.value(at: 0) == 0)
            #expect(UnitCurve.circularEaseIn.value(at: 1) == 1)
            #expect(rounded(UnitCurve.circularEaseIn.value(at: 0.6)) == 0.2)
            #expect(rounded(UnitCurve.circularEaseOut.value(at: 0.4)) == 0.8)
            #expect(rounded(UnitCurve.circularEaseInOut.value(at: 0.5)) == 0.5)
            #expect(rounded(UnitCurve.circularEaseOut.velocity(at: 0.4)) == 0.75)
        }

        @Test("Bézier curves are solved for x; ease in-out is symmetric")
        func beziers() {
            #expect(rounded(UnitCurve.easeInOut.value(at: 0.5)) == 0.5)
            #expect(rounded(UnitCurve.easeInEaseOut.value(at: 0.5)) == 0.5)
            #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5)
            #expect(UnitCurve.easeOut.value(at: 0.5) > 0.5)
            let straight = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: 0.25, y: 0.25), endControlPoint: UnitPoint(x: 0.75, y: 0.75))
            #expect(rounded(straight.value(at: 0.3)) == 0.3)
            #expect(rounded(straight.velocity(at: 0.3)) == 1)
        }

        @Test("the inverse swaps input and output")
        func inverse() {
            let curve = UnitCurve.easeIn
            #expect(rounded(curve.inverse.value(at: curve.value(at: 0.3))) == 0.3)
            #expect(rounded(UnitCurve.circularEaseIn.inverse.value(at: 0.2)) == 0.6)
            #expect(UnitCurve.circularEaseIn.inverse.inverse == .circularEaseIn)
            #expect(rounded(UnitCurve.circularEaseIn.inverse.velocity(at: 0.2)) == 1.333333)
        }
    }
}

extension SwiftUIInternalTests {
    // Issue 32: vector arithmetic scales and interpolates.
    @Suite(.serialized) @MainActor struct VectorArithmeticTests {
        @Test("scaled, interpolate and interpolated follow lhs + (rhs - lhs) * t")
        func interpolation() {
            #expect(2.0.scaled(by: 1.5) == 3)
            var value = 1.0
            value.interpolate(towards: 3, amount: 0.25)
            #expect(value == 1.5)
            #expect(
                AnimatablePair(0.0, 10.0).interpolated(towards: AnimatablePair(4.0, 20.0), amount: 0.5)
                    == AnimatablePair(2.0, 15.0))
        }
    }
}
