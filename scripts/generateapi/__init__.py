# ViewLifecycle · scripts
"""The parts of scripts/generate-api."""
