// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An opaque value derived from an anchor source and a particular view.
///
/// You can convert the anchor to a `Value` in the coordinate space of a target view by using a
/// `GeometryProxy` to specify the target view.
///
/// Headlessly an anchor holds its value in the hosting view's coordinate space, resolved from
/// the frame the runtime gives the view it was made in (no layout is computed: see
/// `Anchor.Source`); a geometry proxy moves it into its reader's space.
@frozen public struct Anchor<Value> {
    /// The value in the hosting view's coordinate space.
    let value: Value
    /// Moves a value into a space whose origin is at the given point of the hosting view's.
    let translate: (Value, CGPoint) -> Value

    init(value: Value, translate: @escaping (Value, CGPoint) -> Value) {
        self.value = value
        self.translate = translate
    }

    /// The value in a coordinate space whose origin is at `origin` in the hosting view's.
    func value(relativeTo origin: CGPoint) -> Value {
        translate(value, origin)
    }
}
