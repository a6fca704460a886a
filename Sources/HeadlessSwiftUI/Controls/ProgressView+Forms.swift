// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    ///
    /// - Parameter label: A view builder that creates a view that describes the task in progress.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from
    /// a localized string.
    ///
    /// - Parameter titleKey: The key for the progress view's localized title.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from
    /// a string.
    ///
    /// - Parameter title: A string that describes the task in progress.
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress.
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task, or `nil` to show indeterminate progress.
    ///   - total: The full amount representing the complete scope of the task.
    public init<V>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a label.
    ///
    /// - Parameters:
    ///   - value: The completed amount of the task, or `nil` to show indeterminate progress.
    ///   - total: The full amount representing the complete scope of the task.
    ///   - label: A view builder that creates a view that describes the task in progress.
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// localized string.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the progress view's localized title.
    ///   - value: The completed amount of the task, or `nil` to show indeterminate progress.
    ///   - total: The full amount representing the complete scope of the task.
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a
    /// string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the task in progress.
    ///   - value: The completed amount of the task, or `nil` to show indeterminate progress.
    ///   - total: The full amount representing the complete scope of the task.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for visualizing the given progress instance.
    ///
    /// - Parameter progress: The progress instance to use to configure the progress view.
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(
            fraction: progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1), label: nil,
            currentValueLabel: nil)
    }
}
