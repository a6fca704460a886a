// ViewLifecycle · HeadlessSwiftUI

extension NavigationLink: NavigationLinkValueReading {
    package var linkValue: AnyHashable? {
        if case .value(let value) = target { return value }
        return nil
    }
}
