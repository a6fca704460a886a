// ViewLifecycle · HeadlessSwiftUI

/// A specification for the appearance and interaction of a tab view.
///
/// Styles are inert headlessly: the tab view keeps its behaviour whatever the style.
public protocol TabViewStyle {}
