// ViewLifecycle · HeadlessSwiftUI

extension GaugeStyleConfiguration.Label: StyleConfigurationPart {}
extension GaugeStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}
extension GaugeStyleConfiguration.MinimumValueLabel: StyleConfigurationPart {}
extension GaugeStyleConfiguration.MaximumValueLabel: StyleConfigurationPart {}
extension GaugeStyleConfiguration.MarkedValueLabel: StyleConfigurationPart {}
