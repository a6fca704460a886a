// ViewLifecycle · HeadlessSwiftUI

/// A drawn-only setting a control modifier gives its content (`imageScale`, `controlSize`,
/// style modifiers): one case per setting, so one modifier type serves them all.
enum ControlAttribute: Equatable {
    case imageScale(Image.Scale)
    case controlSize(ControlSize)
    case style(String)
}
