// ViewLifecycle · LifecycleCoreTests

import LifecycleCore

/// Every raw callback, with both `animated` flags: the alphabet the exhaustive tests enumerate.
let rawAlphabet: [RawCallback] = [
    .viewDidLoad,
    .viewWillAppear(animated: false), .viewWillAppear(animated: true),
    .viewIsAppearing(animated: false), .viewIsAppearing(animated: true),
    .viewDidAppear(animated: false), .viewDidAppear(animated: true),
    .viewWillDisappear(animated: false), .viewWillDisappear(animated: true),
    .viewDidDisappear(animated: false), .viewDidDisappear(animated: true),
    .teardown,
]
