// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A sign-in screen as apps write it without `#selector`: two fields, a button enabled once
/// both have text, a spinner, an alert for a wrong password and a push on success.
private final class SignInScreen: LoggingViewController, UITextFieldDelegate {
    let user = UITextField()
    let password = UITextField()
    let signIn = UIButton(configuration: .filled())
    let spinner = UIActivityIndicatorView(style: .medium)

    init() { super.init("SignIn", lines: .appearanceByName) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        user.placeholder = "User"
        password.placeholder = "Password"
        password.isSecureTextEntry = true
        password.delegate = self
        for field in [user, password] {
            field.addAction(UIAction { [unowned self] _ in updateButton() }, for: .editingChanged)
        }
        signIn.configuration?.title = "Sign In"
        signIn.isEnabled = false
        signIn.addAction(UIAction { [unowned self] _ in submit() }, for: .primaryActionTriggered)
        let stack = UIStackView(arrangedSubviews: [user, password, signIn, spinner])
        stack.axis = .vertical
        view.addSubview(stack)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        submit()
        return false
    }

    private func updateButton() {
        signIn.isEnabled = !(user.text ?? "").isEmpty && !(password.text ?? "").isEmpty
    }

    private func submit() {
        guard signIn.isEnabled else { return }
        view.endEditing(true)
        spinner.startAnimating()
        // The server answers after a second of virtual time.
        UIView.animate(withDuration: 1, animations: {}) { [weak self] _ in self?.answer() }
    }

    private func answer() {
        spinner.stopAnimating()
        guard password.text == "secret" else {
            let alert = UIAlertController(title: "Wrong password", message: nil, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(title: "Try Again", style: .cancel) { [weak self] _ in
                    self?.password.text = ""
                    self?.updateButton()
                    Log.shared.append("cleared")
                })
            present(alert, animated: true)
            return
        }
        navigationController?.pushViewController(
            LoggingViewController("Home", lines: .appearanceByName), animated: true)
    }
}

// Source: the same as the control and presentation suites (UIControl.h for the events, Apple's
// text programming guide for editing, an alert leaving its presenter on screen); this suite
// checks that they compose as an app's sign-in flow needs.
@Suite(.serialized, .headlessWorld) @MainActor struct UIKitLoginFlowTests {
    @Test("a wrong password shows an alert without touching the screen's appearance; the right one pushes")
    func signIn() throws {
        let log = Log.start()
        let screen = SignInScreen()
        let navigation = UINavigationController(rootViewController: screen)
        _ = showOnScreen(navigation, log: log)
        #expect(
            throws: Headless.ControlError(
                "UIButton \"Sign In\" cannot be tapped: it is disabled.")
        ) { try Headless.tapControl("Sign In") }
        try Headless.typeText("ann", into: "User")
        try Headless.typeText("guess", into: "Password")
        try Headless.tapControl("Sign In")
        #expect(screen.alertShown?.title == "Wrong password")
        try Headless.tapAlertAction("Try Again")
        #expect(log.take() == ["cleared"])
        #expect(!screen.signIn.isEnabled)
        #expect(!screen.spinner.isAnimating)
        try Headless.typeText("secret", into: "Password", submit: true)
        #expect(
            log.take() == [
                "SignIn viewWillDisappear", "Home viewWillAppear", "SignIn viewDidDisappear",
                "Home viewDidAppear",
            ])
        #expect(navigation.viewControllers.count == 2)
    }
}

extension SignInScreen {
    /// The alert on screen, if any.
    var alertShown: UIAlertController? { presentedViewController as? UIAlertController }
}
