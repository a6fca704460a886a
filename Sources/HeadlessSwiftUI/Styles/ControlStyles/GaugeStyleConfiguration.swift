// ViewLifecycle · HeadlessSwiftUI

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View {
        let content: any View
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        let content: any View
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View {
        let content: any View
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View {
        let content: any View
    }

    /// A type-erased label describing a specific value of a gauge.
    public struct MarkedValueLabel: View {
        let content: any View
    }

    /// The current value of the gauge, from `0.0` (its lower bound) to `1.0` (its upper bound).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}
