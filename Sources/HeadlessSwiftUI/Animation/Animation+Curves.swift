// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Animation {
    /// An animation that follows a unit curve over a duration.
    ///
    /// - Parameters:
    ///   - curve: The curve that maps time to progress.
    ///   - duration: The length of time, in seconds, the animation takes to complete.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        .init(name: "timingCurve(\(curve.name))", duration: duration)
    }

    /// An animation that is logically complete after a duration, which is when the completion of
    /// `withAnimation(_:completionCriteria:_:completion:)` with `.logicallyComplete` runs.
    ///
    /// - Parameter duration: Seconds from the start until the animation counts as complete.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        .init(name: name, duration: duration)
    }
}
