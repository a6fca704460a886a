// ViewLifecycle · HeadlessSwiftUI

/// A modifier that can create another modifier with animation.
///
/// Nothing is interpolated headlessly: the modifier's `body` runs with the final
/// `animatableData`, as any `ViewModifier`'s does.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
