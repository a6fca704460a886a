// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A geometry effect that transforms what is drawn without moving the view in layout: what
/// `ignoredByLayout()` returns.
@frozen public struct _IgnoredByLayoutEffect<Base>: GeometryEffect where Base: GeometryEffect {
    /// The effect whose transform is drawn only.
    public var base: Base

    /// `false`: the effect does not affect layout.
    public static var _affectsLayout: Bool { false }

    /// Wraps an effect so that layout ignores it.
    ///
    /// - Parameter base: The effect.
    @inlinable public init(_ base: Base) {
        self.base = base
    }

    /// The base effect's transform.
    ///
    /// - Parameter size: The size of the view.
    /// - Returns: The transform.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }

    /// The base effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The base effect's animatable data.
    public typealias AnimatableData = Base.AnimatableData
    /// The body of a primitive modifier.
    public typealias Body = Never
}

extension _IgnoredByLayoutEffect: @MainActor Equatable where Base: Equatable {}

extension GeometryEffect {
    /// Returns an effect that produces the same geometry transform as this one, but that's only
    /// applied while rendering its view, not during the layout phase.
    @inlinable public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(self)
    }
}
