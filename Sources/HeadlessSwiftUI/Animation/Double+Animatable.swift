// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Double: Animatable {
    /// The data to animate: the number itself.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// The data to animate: the number itself.
    public typealias AnimatableData = CGFloat
}
