// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The context in which a scroll target behavior updates its scroll target.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup public struct ScrollTargetBehaviorContext {
    /// The original target when the scroll gesture began.
    public let originalTarget: ScrollTarget
    /// The current velocity of the scrollable view's scroll gesture.
    public let velocity: CGVector
    /// The size of the content of the scrollable view.
    public let contentSize: CGSize
    /// The size of the container of the scrollable view.
    public let containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public let axes: Axis.Set
    /// The environment the scrollable view is in.
    let environment: EnvironmentValues

    /// A value of the scrollable view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        environment[keyPath: keyPath]
    }
}
