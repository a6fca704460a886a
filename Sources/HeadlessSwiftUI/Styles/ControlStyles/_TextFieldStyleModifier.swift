// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `textFieldStyle(_:)`: the style goes into the environment for every text
/// field below.
typealias _TextFieldStyleModifier = _StyleBodyModifier<TextFieldStyleKey, TextField<_TextFieldStyleLabel>>
