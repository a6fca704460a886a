// ViewLifecycle · HeadlessSwiftUI

/// The content view of a `UIHostingConfiguration`: a graph of the configuration's views that
/// appears when the view is laid out in a window and disappears when it leaves the window. A
/// cell that is reused keeps the view, and the new configuration replaces the root view in place.
final class UIHostingConfigurationContentView<Content: View, Background: View>: UIView, UIContentView {
    private let graph: ViewGraph
    private var current: UIHostingConfiguration<Content, Background>

    init(configuration: UIHostingConfiguration<Content, Background>) {
        current = configuration
        graph = ViewGraph(rootView: configuration.rootView)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The configuration on display; setting another one replaces the SwiftUI root view.
    var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? UIHostingConfiguration<Content, Background> else { return }
            current = configuration
            graph.setRootView(configuration.rootView)
        }
    }

    /// Mounts the content and, in a window, makes it appear: after the cell joined the
    /// collection or table view and its `willDisplay` was called, as the layout pass runs
    /// (a guess: SwiftUI's own hosting view is private).
    override func layoutSubviews() {
        super.layoutSubviews()
        if graph.needsUpdate { graph.update() }
        if window != nil { graph.setAppeared(true) }
    }

    /// Leaving the window (the cell scrolled away or was removed), the content disappears.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            graph.setAppeared(false)
        } else {
            setNeedsLayout()
        }
    }
}
