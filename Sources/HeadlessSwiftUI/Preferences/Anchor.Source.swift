// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Anchor {
    /// A type-erased geometry value that produces an anchored value of a given type.
    ///
    /// SwiftUI passes anchored geometry values around the view tree via preference keys. It then
    /// converts them back into the local coordinate space using a `GeometryProxy`.
    ///
    /// Headlessly a source resolves against the view's frame as the runtime knows it: its origin
    /// is the sum of the sizes before it in each enclosing `VStack`/`HStack` (children packed at
    /// the top leading corner, no spacing: guess), its size the view's `frame`, else a text's one
    /// line (100 x 20 points), else its children's (`ViewportLayout`'s measures).
    @frozen public struct Source {
        /// Makes the anchor from the view's frame in the hosting view's coordinate space.
        let resolve: (CGRect) -> Anchor<Value>

        init(resolve: @escaping (CGRect) -> Anchor<Value>) {
            self.resolve = resolve
        }
    }
}

extension Anchor.Source {
    /// Creates a source of an array of anchored values, one for each source.
    ///
    /// - Parameter array: The sources to resolve together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in
            let anchors = array.map { $0.resolve(frame) }
            return Anchor(
                value: anchors.map(\.value),
                translate: { values, origin in
                    zip(values, anchors).map { value, anchor in anchor.translate(value, origin) }
                })
        }
    }

    /// Creates a source of an optional anchored value: `nil` when there is no source.
    ///
    /// - Parameter anchor: The source to resolve, if any.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in
            guard let resolved = anchor?.resolve(frame) else {
                return Anchor(value: nil, translate: { value, _ in value })
            }
            return Anchor(
                value: resolved.value,
                translate: { value, origin in value.map { resolved.translate($0, origin) } })
        }
    }
}
