// ViewLifecycle · lifecycle-bench

print("usage: lifecycle-bench balancer|check")
