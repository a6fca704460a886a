// ViewLifecycle · HeadlessSnapshotTesting

// The strategies snapshot what HeadlessTesting hosts and drives.
@_exported import HeadlessTesting
import SnapshotTesting
