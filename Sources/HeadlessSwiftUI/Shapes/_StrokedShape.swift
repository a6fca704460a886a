// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shape's outline traced with a stroke style: the same path, headlessly.
struct _StrokedShape<Base: Shape>: Shape {
    let base: Base
    let style: StrokeStyle

    func path(in rect: CGRect) -> Path {
        base.path(in: rect)
    }
}
