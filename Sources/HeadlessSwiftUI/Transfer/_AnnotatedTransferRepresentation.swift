// ViewLifecycle · HeadlessSwiftUI

/// A representation with a visibility or a suggested file name: what `visibility(_:)` and
/// `suggestedFileName(_:)` return (opaque to callers, as Apple's are). Both are stored only.
struct _AnnotatedTransferRepresentation<Base>: TransferRepresentation where Base: TransferRepresentation {
    typealias Item = Base.Item
    typealias Body = Never

    let base: Base
    var visibility = TransferRepresentationVisibility.all
    var fileName: (@Sendable (Base.Item) -> String?)?
}
