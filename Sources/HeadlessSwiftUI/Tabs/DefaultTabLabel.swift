// ViewLifecycle · HeadlessSwiftUI

/// The label a `Tab` made from a title and an image shows: its title (the image is not drawn).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct DefaultTabLabel: View {
    let title: Text

    /// The content and behavior of the view.
    public var body: some View { title }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension DefaultTabLabel: LabelTitleReading {
    /// The title, which the tab bar item shows.
    var titleView: any View { title }
}
