// ViewLifecycle · HeadlessSwiftUI

/// One presentation a modifier asks for: the content, its identity and the style.
struct PresentationRequest {
    let view: AnyView
    let identity: AnyHashable
    let style: UIModalPresentationStyle
}
