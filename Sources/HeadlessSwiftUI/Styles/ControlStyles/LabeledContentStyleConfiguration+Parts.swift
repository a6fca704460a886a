// ViewLifecycle · HeadlessSwiftUI

extension LabeledContentStyleConfiguration.Label: StyleConfigurationPart {}
extension LabeledContentStyleConfiguration.Content: StyleConfigurationPart {}
