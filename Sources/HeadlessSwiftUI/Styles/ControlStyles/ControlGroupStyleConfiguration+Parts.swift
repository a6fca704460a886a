// ViewLifecycle · HeadlessSwiftUI

extension ControlGroupStyleConfiguration.Content: StyleConfigurationPart {}
extension ControlGroupStyleConfiguration.Label: StyleConfigurationPart {}
