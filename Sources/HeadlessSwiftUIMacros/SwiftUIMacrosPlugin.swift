// ViewLifecycle · HeadlessSwiftUIMacros

import PluginSession

/// The compiler plugin that serves SwiftUI's macros off Apple platforms: `#Preview` and `@Entry`.
@main
enum SwiftUIMacrosPlugin {
    /// Serves the compiler until it ends the session.
    static func main() {
        PluginSession.serve([PreviewMacro.self, EntryMacro.self])
    }
}
