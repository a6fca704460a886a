// ViewLifecycle · HeadlessSwiftUI

/// The configuration of a scroll transition that controls how a transition is applied as a view
/// is scrolled through the visible region of a containing scroll view (drawn only).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScrollTransitionConfiguration {
    /// Which configuration it is, for dumps.
    let name: String

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible.
    ///
    /// - Parameter animation: The animation of the transition.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "animated")
    }

    /// Creates a new configuration that discretely animates the transition when the view
    /// becomes visible.
    public static var animated: ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "animated")
    }

    /// Creates a new configuration that interactively interpolates the transition's effect as
    /// the view is scrolled into the visible region of the container.
    public static var interactive: ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "interactive")
    }

    /// Creates a new configuration that interpolates the transition's effect along
    /// `timingCurve` as the view is scrolled into the visible region (drawn only).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "interactive(\(timingCurve.name))")
    }

    /// Creates a new configuration that does not change the appearance of the view.
    public static var identity: ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(name: "identity")
    }

    /// Sets the animation with which the transition will be applied.
    ///
    /// - Parameter animation: The animation.
    /// - Returns: The configuration with the animation.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// Sets the threshold at which the view will be considered fully visible.
    ///
    /// - Parameter threshold: The threshold.
    /// - Returns: The configuration with the threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
}
