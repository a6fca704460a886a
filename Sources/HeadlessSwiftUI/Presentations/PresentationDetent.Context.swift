// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension PresentationDetent {
    /// What a custom detent's height is computed from: the tallest a detent can be, and the
    /// sheet's environment.
    @dynamicMemberLookup public struct Context {
        /// The height of the tallest detent the sheet can have.
        public var maxDetentValue: CGFloat { storedMaxDetentValue }
        let storedMaxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// Reads the sheet's environment value at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

@available(*, unavailable)
extension PresentationDetent.Context: Sendable {}
