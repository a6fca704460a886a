// ViewLifecycle · HeadlessSwiftUI

extension FormStyleConfiguration.Content: StyleConfigurationPart {}
