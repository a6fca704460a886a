// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: SwiftUI's interface (iOS 17.4 SDK): `Angle` and `EdgeInsets` conform to `_VectorMath`,
    // whose operators add, subtract and scale the values' `animatableData`.
    @Suite(.serialized) @MainActor struct VectorMathTests {
        @Test("angles add, subtract, negate and scale through their radians")
        func angles() {
            var angle = Angle.degrees(90) + .degrees(90)
            #expect(angle == .radians(.pi))
            angle -= .radians(.pi / 2)
            #expect(angle == .radians(.pi / 2))
            #expect(-angle == .radians(-.pi / 2))
            #expect(angle * 2 == .radians(.pi))
            #expect(angle / 2 == .radians(.pi / 4))
            #expect(Angle.radians(-3).magnitude == 3)
            #expect(Angle.zero.radians == 0)
        }

        @Test("edge insets add and scale side by side")
        func edgeInsets() {
            let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(insets + insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
            #expect(insets * 3 - insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
            var moved = insets
            moved.animatableData = .init(10, .init(20, .init(30, 40)))
            #expect(moved == EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
            #expect(EdgeInsets(top: 3, leading: 0, bottom: 4, trailing: 0).magnitude == 5)
        }
    }
}
