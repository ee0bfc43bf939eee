#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""The project's files speak of the project alone.

A measured figure carries its date (and a commit where useful), never the number of the working
session it was taken in; a comment names the feature, never the number of a tracker's issue.
This test fails naming each file:line that does: a session ("stop N", "Stop-N", "stops N/M",
"session N", N a number) or an issue ("issue N", "issue-N", "issues #N", "(#N)", "fixes #N").

The files: those git tracks, and new ones it does not ignore, when SRC_DIR is the top of a git
checkout; otherwise (an unpacked source package, a `git archive`) every file under SRC_DIR but
build and package-build output. Binary files (a NUL byte) are not read.

usage: test_no_tracker_refs.py SRC_DIR
"""
import os
import re
import subprocess
import sys

NUM = r"#?[0-9]+"
PATTERNS = [
    # a working session: "stop N", "Stop-N", "stops N/M", "(stop N's", "session N"
    ("a session's number", re.compile(r"\b(?:stops?|sessions?)(?:[ \t]*-[ \t]*|[ \t]+)" + NUM
                                      + r"\b", re.IGNORECASE)),
    # the tracker: "issue-N", "issues #N", "issueN"; "issue N" but not the verb ("may issue N
    # commands": a word follows the number, unless it is "part", "item", "and" or "or")
    ("an issue's number", re.compile(r"\bissues?(?:[ \t]*-[ \t]*#?|[ \t]*#|)[0-9]+\b"
                                     r"|\bissues?[ \t]+[0-9]+\b(?![ \t]+[a-z])"
                                     r"|\bissues?[ \t]+[0-9]+[ \t]+(?:part|item|and|or)\b",
                                     re.IGNORECASE)),
    ("an issue's number", re.compile(r"\((?:#|gh-)[0-9]+\)|\bgh-[0-9]+\b"
                                     r"|\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?|see)"
                                     r"[ \t]+#[0-9]+\b", re.IGNORECASE)),
]
# never the project's own text: build trees, package builds, caches
SKIP_DIRS = re.compile(r"^(?:\.git|build.*|obj-.*|__pycache__|\.debhelper)$")


def tracked(src):
    """The files git knows of under src, or None when src is not the top of a checkout."""
    try:
        top = subprocess.run(["git", "-C", src, "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None
    if os.path.realpath(top) != os.path.realpath(src):
        return None
    out = subprocess.run(["git", "-C", src, "ls-files", "-z", "--cached", "--others",
                          "--exclude-standard"], capture_output=True, check=True).stdout
    return sorted({p.decode() for p in out.split(b"\0") if p})


def walked(src):
    files = []
    for root, dirs, names in os.walk(src):
        dirs[:] = sorted(d for d in dirs if not SKIP_DIRS.match(d))
        files += [os.path.relpath(os.path.join(root, n), src) for n in names]
    return sorted(files)


def self_check():
    """The patterns find what they are for and leave the verbs and the spec's fields alone (the
    examples are put together here so that this file does not name a session or an issue)."""
    n = "2" + "9"
    hits = ["stop " + n, "(Stop " + n + "'s series_tree", "stops " + n + "/3", "stop-" + n,
            "at stop #" + n + ":", "session " + n, "issue " + n, "(issue " + n + ")",
            "Issue-" + n, "issues #" + n, "issue" + n, "(issue " + n + ", part 3)",
            "(issue " + n + " part 4)", "issues " + n + " and 23", "merged (#" + n + ")",
            "fixes #" + n, "gh-" + n]
    misses = ["the driver issues itself", "0 no issue, 1 closed by command", "may issue " + n
              + " commands", "issue " + "4 ACCESS_REG reads", "-l STOP, unplug", "{name: stop, bit: "
              "0x10}", "MLX5CTL_SET(x, in, stop, 1)", "stop_" + n, "LRO timeout #3",
              "Octet #1 must", "0000 [#1] PREEMPT SMP", "stops after " + n + " s",
              "nonstop " + n, "tissue " + n]
    bad = [s for s in hits if not any(p.search(s) for _, p in PATTERNS)]
    bad += [s for s in misses if any(p.search(s) for _, p in PATTERNS)]
    for s in bad:
        print(f"self-check: the patterns are wrong about {s!r}")
    return not bad


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    src = sys.argv[1]
    if not self_check():
        return 1
    files = tracked(src)
    how = "git's files"
    if files is None:
        files, how = walked(src), "files under " + src
    found = 0
    read = 0
    for rel in files:
        path = os.path.join(src, rel)
        if os.path.islink(path) or not os.path.isfile(path):
            continue        # a deleted file git still tracks, a symlink
        with open(path, "rb") as f:
            data = f.read()
        if b"\0" in data:
            continue
        read += 1
        for n, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            for what, pat in PATTERNS:
                m = pat.search(line)
                if m:
                    print(f"{rel}:{n}: {what} ({m.group(0)!r}): {line.strip()[:160]}")
                    found += 1
                    break
    if not read:
        sys.exit(f"no file read under {src}")
    if found:
        print(f"FAIL: {found} line(s) name a working session or an issue; say the date (and the "
              "commit) of a figure, the name of a feature")
        return 1
    print(f"ok: {read} {how} read, none names a working session or an issue")
    return 0


if __name__ == "__main__":
    sys.exit(main())
