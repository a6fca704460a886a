// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An async image's load: the phase its content shows and the URL it asked for.
///
/// A new URL (the first, or a different one) resets the phase to `.empty` and asks
/// `AsyncImageResponses`; the answer lands on a later run-loop turn and re-renders the node.
/// An answer for an earlier URL, or after the node left, is dropped.
final class AsyncImageBehavior: NodeBehavior {
    /// The phase the content shows now.
    private(set) var phase = AsyncImagePhase.empty
    private var url: URL?
    private var hasLoaded = false
    /// Counts the loads, so a late answer for an earlier one is told apart.
    private var generation = 0
    private weak var node: ViewNode?

    private init(node: ViewNode) {
        self.node = node
    }

    /// The node's loader, made on its first update.
    static func of(_ node: ViewNode) -> AsyncImageBehavior {
        if let existing = node.behavior as? AsyncImageBehavior { return existing }
        let made = AsyncImageBehavior(node: node)
        node.behavior = made
        return made
    }

    /// Starts loading `url` unless it is the URL already loading or loaded.
    func load(_ url: URL?) {
        guard !hasLoaded || url != self.url else { return }
        hasLoaded = true
        self.url = url
        phase = .empty
        generation += 1
        guard let url else { return }
        let generation = generation
        AsyncImageResponses.current.request(url) { [weak self] result in
            self?.complete(with: result, generation: generation)
        }
    }

    private func complete(with result: Result<Image, any Error>, generation: Int) {
        guard generation == self.generation else { return }
        switch result {
        case .success(let image): phase = .success(image)
        case .failure(let error): phase = .failure(error)
        }
        node?.invalidate()
    }

    override func tearDown() {
        generation += 1
    }

    override var dumpDescription: String? {
        switch phase {
        case .empty: "empty"
        case .success: "success"
        case .failure: "failure"
        }
    }
}
