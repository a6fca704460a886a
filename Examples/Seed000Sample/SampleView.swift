// ViewLifecycle · Seed000Sample

// Seed 000 (../shared/seeds/000_*.txt)'s declarations, a Playground by a Japanese blogger, as a
// library so `lifecycle demo` can show its SampleView; Examples/seed000/main.swift keeps the
// Playground's top-level code and runs them. What changed from the seed: the imports (SwiftUI,
// UIKit -> their headless twins); `public` added to every declaration another module's
// `SampleView()` needs (the struct, its typealias and three methods, `Coordinator` and its
// `init()`, `SampleUIViewController` and its overrides; the compiler asks for each); and
// `public init() {}` in SampleView, because a struct's implicit initializer is internal. Nothing
// else. Its `print` calls go through Seed000Console.swift.

import HeadlessSwiftUI
import HeadlessUIKit

public struct SampleView: UIViewControllerRepresentable {
    public typealias UIViewControllerType = SampleUIViewController

    public func makeUIViewController(context: UIViewControllerRepresentableContext<SampleView>) -> SampleUIViewController {
        print(#function)
        return .init()
    }

    public func updateUIViewController(_ uiViewController: SampleUIViewController, context: UIViewControllerRepresentableContext<SampleView>) {
        print(#function)
    }

    public func makeCoordinator() -> Coordinator {
        print(#function)
        return .init()
    }

    public init() {}
}

extension SampleView {
    public class Coordinator: NSObject {
        public override init() {
            super.init()
            print(self, #function)
        }
        deinit {
            print(self, #function)
        }
    }
}

public class SampleUIViewController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        print(self, #function)
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        print(self, #function)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print(self, #function)
    }

    public override func loadView() {
        print(self, #function)
        super.loadView()

        let label = UILabel()
        label.text = "Hello world!"

        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    public override func viewDidLoad() {
        print(self, #function)
        super.viewDidLoad()
    }

    public override func viewWillAppear(_ animated: Bool) {
        print(self, #function)
        super.viewWillAppear(animated)
    }

    public override func viewWillLayoutSubviews() {
        print(self, #function)
        super.viewWillLayoutSubviews()
    }

    public override func viewDidLayoutSubviews() {
        print(self, #function)
        super.viewDidLayoutSubviews()
    }

    public override func viewDidAppear(_ animated: Bool) {
        print(self, #function)
        super.viewDidAppear(animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        print(self, #function)
        super.viewWillDisappear(animated)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        print(self, #function)
        super.viewDidDisappear(animated)
    }

    deinit {
        print(self, #function)
    }
}
