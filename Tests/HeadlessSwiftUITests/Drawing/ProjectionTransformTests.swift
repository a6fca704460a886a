// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: SwiftUI's inlinable `ProjectionTransform` (its affine initializer, `isIdentity`,
    // `isAffine` and `concatenating(_:)`), and the inverse of a matrix.
    @Suite(.serialized) @MainActor struct ProjectionTransformTests {
        @Test("an affine transform maps to the first two columns and the last row")
        func fromAffine() {
            let transform = ProjectionTransform(CGAffineTransform(a: 2, b: 3, c: 4, d: 5, tx: 6, ty: 7))
            #expect([transform.m11, transform.m12, transform.m13] == [2, 3, 0])
            #expect([transform.m21, transform.m22, transform.m23] == [4, 5, 0])
            #expect([transform.m31, transform.m32, transform.m33] == [6, 7, 1])
            #expect(transform.isAffine)
            #expect(!transform.isIdentity)
            #expect(ProjectionTransform().isIdentity)
        }

        @Test("the inverse undoes a scale and translation")
        func inverse() {
            let transform = ProjectionTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8))
            let inverse = transform.inverted()
            #expect(
                [inverse.m11, inverse.m22, inverse.m31, inverse.m32, inverse.m33] == [0.5, 0.25, -3, -2, 1])
            #expect(transform.concatenating(inverse).isIdentity)
            var projective = ProjectionTransform()
            projective.m13 = 0.5
            #expect(!projective.isAffine)
            #expect(projective.concatenating(projective.inverted()).isIdentity)
        }

        @Test("a singular transform does not invert")
        func singular() {
            var transform = ProjectionTransform()
            transform.m11 = 0
            transform.m21 = 0
            transform.m31 = 0
            let invertible = transform.invert()
            #expect(!invertible)
            #expect(transform.m22 == 1)
            #expect(transform.inverted() == transform)
        }

        @Test("concatenation applies the left transform first")
        func concatenation() {
            let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
            let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
            let moved = scale.concatenating(move)
            #expect([moved.m11, moved.m22, moved.m31] == [2, 2, 10])
            let scaled = move.concatenating(scale)
            #expect([scaled.m11, scaled.m22, scaled.m31] == [2, 2, 20])
        }
    }
}
