// ViewLifecycle · HeadlessSwiftUI

/// What an alert or dialog modifier keeps: the `UIAlertController` it presented.
///
/// It presents once the update that asked has run, and dismisses when the binding is cleared.
/// A tap on an action goes through UIKit: the alert is dismissed, then (in its handler) the
/// binding is set to `false` and the action runs, reading the latest request's closures.
final class AlertBehavior: NodeBehavior {
    weak var presenter: UIViewController?
    /// Sets the binding back to `false` (or `nil`).
    var clear: () -> Void = {}
    private(set) var alert: UIAlertController?
    private var wanted: AlertRequest?

    /// Takes the latest request of an update.
    func request(_ request: AlertRequest?, queue: inout ActionQueue) {
        wanted = request
        if alert == nil, request != nil {
            queue.main.append { [weak self] in self?.presentWanted() }
        } else if let alert, request == nil {
            queue.main.append { [weak self] in self?.dismiss(alert) }
        }
    }

    override func appear(into queue: inout ActionQueue) {
        guard alert == nil, wanted != nil else { return }
        queue.main.append { [weak self] in self?.presentWanted() }
    }

    override func tearDown() {
        wanted = nil
        guard let alert else { return }
        self.alert = nil
        alert.presentingViewController?.dismiss(animated: false)
    }

    private func presentWanted() {
        guard alert == nil, let wanted, let presenter, presenter.viewIfLoaded?.window != nil,
            presenter.appearanceState != .hidden
        else { return }
        let alert = UIAlertController(
            title: wanted.title, message: wanted.message, preferredStyle: wanted.style)
        for (index, action) in wanted.actions.enumerated() {
            let uiAction = UIAlertAction(title: action.title, style: action.role.style) { [weak self] _ in
                self?.didTap(index)
            }
            uiAction.isEnabled = action.isEnabled
            alert.addAction(uiAction)
        }
        self.alert = alert
        var top = presenter
        while let presented = top.presentedViewController, presented !== top { top = presented }
        top.present(alert, animated: true)
    }

    /// The alert is gone after a tap: the binding is cleared first, then the action runs.
    private func didTap(_ index: Int) {
        let action = wanted.flatMap { $0.actions.indices.contains(index) ? $0.actions[index] : nil }
        alert = nil
        wanted = nil
        clear()
        action?.action()
    }

    private func dismiss(_ alert: UIAlertController) {
        guard self.alert === alert, wanted == nil, let presenting = alert.presentingViewController else {
            return
        }
        self.alert = nil
        presenting.dismiss(animated: true)
    }

    override var dumpDescription: String? {
        alert.map { "presenting \($0)" }
    }
}
