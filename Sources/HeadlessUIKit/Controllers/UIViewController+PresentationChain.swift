// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The controllers presented over this one, each over the one before, bottom first: what a
    /// window shows above its root.
    func presentationChain() -> [UIViewController] {
        var chain: [UIViewController] = []
        var current = storedPresented
        while let presented = current {
            chain.append(presented)
            current = presented.storedPresented
        }
        return chain
    }

    /// Whether a full-screen presentation over this controller took its view off screen.
    var isCoveredByFullScreenPresentation: Bool {
        storedPresented?.storedPresentationController?.removedPresentersView ?? false
    }
}
