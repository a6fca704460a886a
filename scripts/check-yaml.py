#!/usr/bin/env python3
"""Checks the repository's YAML files (the GitHub workflows and .spi.yml): each parses, and each
has the keys its service reads. CI cannot run the workflows here, so this is what it can check.
Usage: scripts/check-yaml.py [FILE...] (default: .github/workflows/*.yml and .spi.yml)."""
import glob
import sys

try:
    import yaml
except ImportError:
    sys.exit("check-yaml: PyYAML is missing; install it (Debian: apt-get install python3-yaml).")


def fail(path, message):
    sys.exit(f"check-yaml: {path}: {message}")


def check_workflow(path, doc):
    # PyYAML reads the bare key `on` as the boolean True.
    if "on" not in doc and True not in doc:
        fail(path, "a workflow needs `on:` (the events that start it)")
    jobs = doc.get("jobs")
    if not isinstance(jobs, dict) or not jobs:
        fail(path, "a workflow needs `jobs:` with at least one job")
    for name, job in jobs.items():
        if "runs-on" not in job:
            fail(path, f"job `{name}` needs `runs-on:`")
        steps = job.get("steps")
        if not isinstance(steps, list) or not steps:
            fail(path, f"job `{name}` needs `steps:`")
        for index, step in enumerate(steps, 1):
            if "run" not in step and "uses" not in step:
                fail(path, f"job `{name}`, step {index}: a step needs `run:` or `uses:`")


def check_spi(path, doc):
    if doc.get("version") != 1:
        fail(path, "`.spi.yml` needs `version: 1`")
    configs = (doc.get("builder") or {}).get("configs")
    if not isinstance(configs, list) or not configs:
        fail(path, "`.spi.yml` needs `builder: configs:` with at least one entry")
    for index, config in enumerate(configs, 1):
        if not config.get("documentation_targets"):
            fail(path, f"config {index}: `documentation_targets:` is empty")


def main(paths):
    paths = paths or sorted(glob.glob(".github/workflows/*.yml")) + [".spi.yml"]
    for path in paths:
        try:
            with open(path) as file:
                doc = yaml.safe_load(file)
        except OSError as error:
            fail(path, f"cannot read it ({error.strerror})")
        except yaml.YAMLError as error:
            fail(path, f"not valid YAML: {error}")
        if not isinstance(doc, dict):
            fail(path, "the top level must be a mapping")
        if path.endswith(".spi.yml"):
            check_spi(path, doc)
        else:
            check_workflow(path, doc)
        print(f"check-yaml: {path}: ok")


main(sys.argv[1:])
