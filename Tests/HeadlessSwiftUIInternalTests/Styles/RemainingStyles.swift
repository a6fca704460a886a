// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A progress view style that writes the percentage after the label.
struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
        }
    }
}

/// A group box style that shows the label and content plainly, logging its appearance.
struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.onAppear { log("group label appeared") }
            configuration.content
        }
    }
}

/// A disclosure group style whose header is a button that flips the expansion.
struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                configuration.label
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

/// A labeled content style that stacks the label over the content.
struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
    }
}

/// A gauge style that writes the gauge's fraction as a percentage.
struct PercentGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int((configuration.value * 100).rounded()))%")
        }
    }
}

/// A menu style that keeps the menu and adds a caption after it.
struct CaptionedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Menu(configuration)
            Text("caption")
        }
    }
}

/// A control group style that titles its controls with the group's label.
struct TitledControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            HStack { configuration.content }
        }
    }
}
