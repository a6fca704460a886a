// ViewLifecycle · HeadlessUIKitSnippetTests

// The snippets are written once against Apple's names; HeadlessTestSupport chooses UIKit itself on
// Apple platforms, HeadlessUIKit elsewhere, and brings the driver and the log.
@_exported import HeadlessTestSupport
