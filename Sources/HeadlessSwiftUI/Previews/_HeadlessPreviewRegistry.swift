// ViewLifecycle · HeadlessSwiftUI

/// What `#Preview` declares: a uniquely named type found at run time by this conformance (see
/// `PreviewRegistryScan`), the way Apple's tools find `PreviewRegistry` types. Not for app code.
@MainActor @preconcurrency
public protocol _HeadlessPreviewRegistry {
    /// The `#fileID` of the `#Preview`.
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview as written.
    static func makePreview() -> Preview
}
