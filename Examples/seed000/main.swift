// ViewLifecycle · seed000

// Seed 000 (Docs/Evidence.md), a Playground by a Japanese blogger, verbatim but for its three
// imports (SwiftUI, UIKit, PlaygroundSupport -> their headless twins), in two files:
// SampleUIViewController.swift is the seed's controller, shared with the UIKit tests through a
// symbolic link. Run it with `swift run seed000`; Tests/SeedExampleTests explains every line.

import HeadlessSwiftUI
import HeadlessUIKit
import HeadlessPlaygroundSupport

struct SampleView: UIViewControllerRepresentable {
    typealias UIViewControllerType = SampleUIViewController

    func makeUIViewController(context: UIViewControllerRepresentableContext<SampleView>) -> SampleUIViewController {
        print(#function)
        return .init()
    }

    func updateUIViewController(_ uiViewController: SampleUIViewController, context: UIViewControllerRepresentableContext<SampleView>) {
        print(#function)
    }

    func makeCoordinator() -> Coordinator {
        print(#function)
        return .init()
    }
}

extension SampleView {
    class Coordinator: NSObject {
        override init() {
            super.init()
            print(self, #function)
        }
        deinit {
            print(self, #function)
        }
    }
}

do {
    let view = SampleView()
    print()
    PlaygroundPage.current.setLiveView(view)
    print()
}

let semaphore = DispatchSemaphore(value: 0)
DispatchQueue.global().async {
    sleep(5)
    semaphore.signal()
}
semaphore.wait()
PlaygroundPage.current.liveView = nil
