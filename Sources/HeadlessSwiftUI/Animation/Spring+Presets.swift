// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Spring {
    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth() }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much additional bounce to add to the base bounce of 0.
    /// - Returns: The spring.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { snappy() }

    /// A spring with a predefined duration and small amount of bounce that feels more snappy
    /// and can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much additional bounce to add to the base bounce of 0.15.
    /// - Returns: The spring.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { bouncy() }

    /// A spring with a predefined duration and higher amount of bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much additional bounce to add to the base bounce of 0.3.
    /// - Returns: The spring.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
