// ViewLifecycle · HeadlessSwiftUI

/// A gradient is a shape style as well (drawn as a linear gradient from top to bottom).
extension Gradient: ShapeStyle {}
