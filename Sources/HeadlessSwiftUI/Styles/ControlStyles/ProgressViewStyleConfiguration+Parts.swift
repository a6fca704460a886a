// ViewLifecycle · HeadlessSwiftUI

extension ProgressViewStyleConfiguration.Label: StyleConfigurationPart {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}
