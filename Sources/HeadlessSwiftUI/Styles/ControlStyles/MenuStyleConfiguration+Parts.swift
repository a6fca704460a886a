// ViewLifecycle · HeadlessSwiftUI

extension MenuStyleConfiguration.Label: StyleConfigurationPart {}
extension MenuStyleConfiguration.Content: StyleConfigurationPart {}
