// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessUIKit

    /// The demo's screen: seed 000's `SampleUIViewController` in spirit, a label centred in its view.
    ///
    /// It prints nothing itself: HeadlessUIKit records every callback at the call site, and the demo
    /// prints that recording in seed 000's console form.
    final class DemoScreen: UIViewController {
        override func loadView() {
            super.loadView()
            let label = UILabel()
            label.text = title
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            ])
        }
    }

#endif
