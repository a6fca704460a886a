// ViewLifecycle · HeadlessSwiftUI

/// A `Label` seen without its generic arguments: an alert reads only its title, as it draws a
/// button's label as text.
@MainActor
protocol LabelTitleReading {
    /// The label's title view.
    var titleView: any View { get }
}

extension Label: LabelTitleReading {
    var titleView: any View { title }
}
