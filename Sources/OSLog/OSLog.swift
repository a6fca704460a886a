// ViewLifecycle · OSLog (a stand-in where the platform has no OSLog framework)

// The OSLog framework re-exports os, so `import OSLog` gives `Logger` as on Apple platforms.
@_exported import os
