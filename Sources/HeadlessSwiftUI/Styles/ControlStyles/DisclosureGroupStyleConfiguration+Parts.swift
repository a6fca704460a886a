// ViewLifecycle · HeadlessSwiftUI

extension DisclosureGroupStyleConfiguration.Label: StyleConfigurationPart {}
extension DisclosureGroupStyleConfiguration.Content: StyleConfigurationPart {}
