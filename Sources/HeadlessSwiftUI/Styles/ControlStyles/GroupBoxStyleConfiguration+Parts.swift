// ViewLifecycle · HeadlessSwiftUI

extension GroupBoxStyleConfiguration.Label: StyleConfigurationPart {}
extension GroupBoxStyleConfiguration.Content: StyleConfigurationPart {}
