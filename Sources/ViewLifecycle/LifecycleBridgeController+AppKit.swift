// ViewLifecycle · ViewLifecycle
// AppKit's side of the bridge (macOS); UIKit's is LifecycleBridgeController+UIKit.swift. Written
// against Apple's documented NSViewController API: no macOS SDK is available to check it here.

#if os(macOS) && !Headless
    /// The one hidden controller behind a tracked view on macOS: it receives AppKit's appearance
    /// callbacks, which take no `animated` argument, and hands them to its relay.
    ///
    /// AppKit has no transition coordinator and no `isMovingFromParent`, so every transition reads
    /// as not animated and not interactive, and a disappearance reads as `.covered` until teardown
    /// (the view's identity leaving the graph) reports `.removed`.
    final class LifecycleBridgeController: RelayController {
        override func loadView() {
            view = NSView(frame: .zero)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            report(.viewDidLoad)
        }

        override func viewWillAppear() {
            super.viewWillAppear()
            report(.viewWillAppear(animated: false))
        }

        override func viewDidAppear() {
            super.viewDidAppear()
            report(.viewDidAppear(animated: false))
        }

        override func viewWillDisappear() {
            super.viewWillDisappear()
            report(.viewWillDisappear(animated: false))
        }

        override func viewDidDisappear() {
            super.viewDidDisappear()
            report(.viewDidDisappear(animated: false))
        }

        private func report(_ raw: RawCallback) {
            relay.receive(raw, isInteractive: false, reason: .covered)
        }
    }
#endif
