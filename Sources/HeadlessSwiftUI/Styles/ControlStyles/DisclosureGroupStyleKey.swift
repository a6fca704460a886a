// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom disclosureGroupStyle's body maker; nil for the built-in ones.
package struct DisclosureGroupStyleKey: EnvironmentKey {
    package static var defaultValue: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? { nil }
}
