// ViewLifecycle · HeadlessSwiftUI

/// A `Label` seen without its generic arguments, for the places that draw a label as text only
/// (an alert's button, a tab bar item's title): they read its title.
@MainActor
protocol LabelTitleReading {
    /// The label's title view.
    var titleView: any View { get }
}

extension Label: LabelTitleReading {
    var titleView: any View { title }
}
