// ViewLifecycle · HeadlessSwiftUI

extension DatePickerStyleConfiguration.Label: StyleConfigurationPart {}
