// ViewLifecycle · HeadlessSwiftUI

/// A specification for the appearance and interaction of a tab view.
///
/// The built-in styles are the only ones: `.automatic` (a tab bar) and `.page` (pages).
public protocol TabViewStyle {}
