// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A test-only alert action: what `Button` will be in an actions builder once it conforms to
/// `AlertActionConvertible` (Button is another branch's).
struct AlertTestAction: View, AlertActionConvertible {
    let title: String
    var role: AlertActionRole = .normal
    let action: () -> Void

    init(_ title: String, role: AlertActionRole = .normal, action: @escaping () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }

    var body: some View { Text(title) }

    var alertAction: AlertAction { AlertAction(title: title, role: role, action: action) }
}
