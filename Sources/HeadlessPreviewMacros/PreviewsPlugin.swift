// ViewLifecycle · HeadlessPreviewMacros

import PluginSession

/// The compiler plugin that serves `#Preview` off Apple platforms.
@main
enum PreviewsPlugin {
    /// Serves the compiler until it ends the session.
    static func main() {
        PluginSession.serve([PreviewMacro.self])
    }
}
