// ViewLifecycle · HeadlessSwiftUI

/// A section's parts, read by a list with a selection so the rows inside a section are rows of
/// the list too.
@MainActor
protocol SectionPartsReading {
    /// The header, the content (nil when collapsed) and the footer.
    var sectionParts: (header: any View, content: (any View)?, footer: any View) { get }
}
