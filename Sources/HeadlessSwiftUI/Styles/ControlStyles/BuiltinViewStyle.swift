// ViewLifecycle · HeadlessSwiftUI

/// A built-in style of the families added with `progressViewStyle`, `groupBoxStyle`,
/// `disclosureGroupStyle`, `labeledContentStyle`, `gaugeStyle`, `menuStyle`,
/// `controlGroupStyle`, `textFieldStyle`, `datePickerStyle` and `formStyle`: drawn only, so the styled view keeps its own parts and screen element.
protocol BuiltinViewStyle {}
