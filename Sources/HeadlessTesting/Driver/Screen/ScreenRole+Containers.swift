// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenRole {
    /// A heading: a section header's text, or a view with `accessibilityAddTraits(.isHeader)`.
    package static let header = ScreenRole("Header")
    /// A group box, labelled by its label, holding its content.
    package static let groupBox = ScreenRole("GroupBox")
    /// A disclosure group: its label, "expanded" or "collapsed", and its content when expanded.
    package static let disclosureGroup = ScreenRole("DisclosureGroup")
    /// The elements of a container's label, wrapped so the container can take them apart from
    /// its content; never printed (the container consumes it).
    package static let containerLabel = ScreenRole("ContainerLabel")
}
