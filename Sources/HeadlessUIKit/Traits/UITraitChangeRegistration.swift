// ViewLifecycle · HeadlessUIKit

import Foundation

/// A token for one registration for trait changes, to pass to `unregisterForTraitChanges(_:)`.
@available(iOS 17.0, *)
@MainActor @preconcurrency
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}
