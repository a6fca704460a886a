// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// An alert that prints its own disappearance, to place the handler against it.
private final class LoggingAlert: UIAlertController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Log.shared.append("alert viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Log.shared.append("alert viewDidDisappear")
    }
}

// Sources: an alert keeps the presenter's views (UIKit presents it with its own presentation
// controller over the context, like .overFullScreen; apple-api.md §1.3: only .fullScreen and
// .currentContext remove the presenter's views), so the presenter gets no appearance callbacks.
// The handler runs after the dismissal: material-components-ios PR 2490 ("Call actionHandlers
// after the alert has been dismissed ... We are modeling after UIAlertController") and
// XLActionController issue 15 (handlers "executed after the action controller has been
// dismissed", as UIAlertController does).
@Suite(.serialized, .headlessWorld) @MainActor struct AlertControllerTests {
    @Test("presenting an alert and tapping an action: the presenter hears nothing; the handler runs last")
    func presenterTranscript() {
        let log = Log.start()
        let presenter = LoggingViewController("A")
        _ = showOnScreen(presenter, log: log)
        _ = log.take()
        let alert = LoggingAlert(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            Log.shared.append(
                "handler \(action.title ?? "") presented: \(presenter.presentedViewController != nil)")
        }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        presenter.present(alert, animated: true)
        Headless.runUntilIdle()
        #expect(log.take() == [])
        #expect(presenter.presentedViewController === alert)
        #expect(alert.modalPresentationStyle == .overFullScreen)

        alert.performTap(on: delete)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "alert viewWillDisappear", "alert viewDidDisappear", "handler Delete presented: false",
            ])
        #expect(presenter.presentedViewController == nil)
    }

    @Test("a disabled action ignores the tap; the alert stays")
    func disabledAction() {
        let log = Log.start()
        let presenter = LoggingViewController("A")
        _ = showOnScreen(presenter, log: log)
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in Log.shared.append("signed in") }
        signIn.isEnabled = false
        alert.addAction(signIn)
        presenter.present(alert, animated: true)
        Headless.runUntilIdle()
        _ = log.take()
        alert.performTap(on: signIn)
        Headless.runUntilIdle()
        #expect(log.take() == [])
        #expect(presenter.presentedViewController === alert)
    }

    @Test("text fields are configured when added and listed in order; none reads as nil")
    func textFields() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?.map(\.isSecureTextEntry) == [false, true])
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty)
    }
}
