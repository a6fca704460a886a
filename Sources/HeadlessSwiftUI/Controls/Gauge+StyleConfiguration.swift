// ViewLifecycle · HeadlessSwiftUI

extension Gauge {
    /// The gauge's parts as a custom style receives them; the value is the fraction of the bounds.
    var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: fraction, label: .init(content: label),
            currentValueLabel: currentValueLabel.map { .init(content: $0) },
            minimumValueLabel: minimumValueLabel.map { .init(content: $0) },
            maximumValueLabel: maximumValueLabel.map { .init(content: $0) })
    }
}
