// ViewLifecycle · QuartzCore (a stand-in where the platform has none)

// Core Animation's types (`CALayer`, `CABasicAnimation`, `CAGradientLayer`, `CATransaction`...) are
// HeadlessUIKit's (Sources/HeadlessUIKit/QuartzCore): their layers belong to views and their
// animations run on the headless run loop. This module only gives them the name app code imports,
// as UIKit on a device brings Apple's QuartzCore with it.
@_exported import HeadlessUIKit
