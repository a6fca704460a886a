// ViewLifecycle · HeadlessUIKitSnippetTests

/// A screen of the snippets' device code: a controller that prints its appearance callbacks by
/// name, as `"Home viewWillAppear"`.
class SnippetScreen: LoggingViewController {
    /// Creates a screen whose lines start with `name`.
    init(_ name: String) { super.init(name, lines: .appearanceByName) }

    required init?(coder: NSCoder) { nil }
}
