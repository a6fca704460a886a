// ViewLifecycle · HeadlessSwiftUI

/// Toolbar content the user may customize: items with an identifier, which the toolbar's
/// customization modifiers act on (kept; nothing is customized headlessly).
@available(iOS 14.0, *)
public protocol CustomizableToolbarContent: ToolbarContent {}
