// ViewLifecycle · HeadlessSwiftUI

/// A representable that is SwiftUI's own container (`NavigationStack`, `TabView`), not the app's.
///
/// Its updates keep the container's bindings in step (a pop clears `isPresented`, a path
/// follows the stack), as SwiftUI's containers do outside the app's view updates, so they are
/// not counted as one: the warning about state written during a view update is for the app's
/// `make…` and `update…`.
protocol BuiltInContainer {}
