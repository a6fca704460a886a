// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A composer screen that uses the wider control API the way apps do: delegates of text
/// fields, text views and search bars, button menus and update handlers, and animators.
final class SnippetComposer: UIViewController, UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate {
    let subject = UITextField(frame: .zero)
    let body = UITextView()
    let send = UIButton(
        type: .system, primaryAction: UIAction(title: "Send") { _ in Log.shared.append("send") })
    let attach = UIButton(primaryAction: nil)
    let mode = UISegmentedControl(
        frame: .zero,
        actions: [
            UIAction(title: "Plain") { _ in Log.shared.append("plain") },
            UIAction(title: "Rich") { _ in Log.shared.append("rich") },
        ])
    let refresh = UIRefreshControl()
    let guide = UILayoutGuide()
    private(set) var edits: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        subject.delegate = self
        subject.placeholder = "Subject"
        subject.keyboardType = .emailAddress
        subject.clearsOnBeginEditing = false
        body.delegate = self
        body.isEditable = true
        body.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        attach.setTitle("Attach", for: .normal)
        attach.setTitle("Attached", for: .selected)
        attach.setImage(UIImage(systemName: "paperclip"), for: .normal)
        attach.setTitleColor(.systemBlue, for: .normal)
        attach.changesSelectionAsPrimaryAction = true
        attach.showsMenuAsPrimaryAction = false
        attach.menu = UIMenu(
            title: "Attach", options: .displayInline,
            children: [UIAction(title: "Photo", image: UIImage(systemName: "photo")) { _ in }])
        attach.configurationUpdateHandler = { button in
            button.alpha = button.isSelected ? 1 : 0.5
        }
        send.addAction(
            UIAction(identifier: UIAction.Identifier("log")) { _ in }, for: [.touchUpInside, .touchDown])
        send.removeAction(identifiedBy: UIAction.Identifier("log"), for: .touchDown)
        mode.insertSegment(withTitle: "Markdown", at: 2, animated: false)
        mode.setEnabled(false, forSegmentAt: 2)
        mode.apportionsSegmentWidthsByContent = true
        refresh.addAction(UIAction { [unowned self] _ in refresh.endRefreshing() }, for: .valueChanged)
        let heading = UILabel()
        heading.text = "New message"
        heading.font = .preferredFont(forTextStyle: .headline)
        heading.textAlignment = .center
        heading.numberOfLines = 0
        heading.lineBreakMode = .byWordWrapping
        heading.adjustsFontForContentSizeCategory = true
        heading.textColor = .systemBlue
        view.addSubview(heading)
        attach.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
        subject.font = UIFont(name: "Menlo", size: 14)
        body.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        view.addLayoutGuide(guide)
        let row = UIStackView()
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.addArrangedSubview(send)
        row.insertArrangedSubview(attach, at: 0)
        row.setCustomSpacing(4, after: attach)
        view.addSubview(subject)
        view.addSubview(body)
        view.addSubview(mode)
        view.addSubview(row)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        edits.append(string)
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        edits.append("end")
    }

    func textViewDidChange(_ textView: UITextView) {
        edits.append(textView.text)
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        edits.append(searchText)
    }

    /// Fades the body out and back with the animation APIs apps use.
    func fade() -> UIViewPropertyAnimator {
        UIView.performWithoutAnimation { body.alpha = 1 }
        UIView.transition(with: body, duration: 0.2, options: [.transitionCrossDissolve], animations: nil)
        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
            options: [.allowUserInteraction], animations: { self.body.alpha = 0.5 })
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.9) { self.body.alpha = 1 }
        animator.isInterruptible = true
        animator.pausesOnCompletion = false
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        return animator
    }

    /// A thumbnail drawn with a renderer in an explicit format.
    func thumbnail() -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        format.opaque = true
        return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
            context.stroke(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
    }
}

// Sources: UIControl.h (removeAction(identifiedBy:for:), state), UIButton.h (title(for:) falls back
// to the normal state's), UISegmentedControl.h (init(frame:actions:)), UIViewPropertyAnimator.h
// (a paused animator reports fractionComplete as set), UIGraphicsImageRenderer.h (the format's scale).
@Suite(.serialized, .headlessWorld) @MainActor struct ControlsAPISnippetTests {
    @Test("the composer's controls, animator and renderer report what they were set to")
    func composer() {
        let log = Log.start()
        let screen = SnippetComposer()
        let window = showOnScreen(screen, log: log)
        #expect(screen.send.title(for: .normal) == "Send")
        #expect(screen.attach.title(for: .highlighted) == "Attach")
        #expect(screen.attach.title(for: .selected) == "Attached")
        #expect(screen.send.allControlEvents.contains(.touchUpInside))
        #expect(screen.mode.numberOfSegments == 3)
        #expect(screen.mode.titleForSegment(at: 1) == "Rich")
        #expect(!screen.mode.isEnabledForSegment(at: 2))
        #expect(screen.view.layoutGuides.count == 1)
        #expect(screen.attach.titleLabel?.font.pointSize == 15)
        #expect(screen.subject.font?.fontName == "Menlo")
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12).withSize(20).pointSize == 20)
        let animator = screen.fade()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        let image = screen.thumbnail()
        #expect(image.size == CGSize(width: 30, height: 30))
        #expect(image.scale == 2)
        #expect(!screen.refresh.isRefreshing)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(
            CGRect(x: 0, y: 0, width: 10, height: 10).inset(
                by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 4, height: 6))
        withExtendedLifetime(window) {}
    }
}
