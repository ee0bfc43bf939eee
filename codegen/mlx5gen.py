#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""mlx5gen: validate prm/*.yaml and write generated/.

  codegen/mlx5gen.py                      regenerate generated/ from prm/
  codegen/mlx5gen.py --check              exit 1 if generated/ is not what prm/ gives
  codegen/mlx5gen.py --validate FILE...   only validate these spec files
  codegen/mlx5gen.py --out DIR            write somewhere else
"""
import argparse
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlx5gen import gen, model  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spec-dir", default=os.path.join(ROOT, "prm"))
    ap.add_argument("--out", default=os.path.join(ROOT, "generated"))
    ap.add_argument("--check", action="store_true", help="compare only; exit 1 on a difference")
    ap.add_argument("--validate", nargs="+", metavar="FILE", help="validate these files only")
    ap.add_argument("--root", default=None, help="paths in messages are relative to this")
    a = ap.parse_args(argv)
    files = a.validate or sorted(glob.glob(os.path.join(a.spec_dir, "*.yaml")))
    root = a.root or (os.getcwd() if a.validate else ROOT)
    try:
        m = model.load(files, root=root)
    except model.SpecError as e:
        print(str(e), file=sys.stderr)
        return 2
    if a.validate:
        return 0
    changed = gen.render(m, a.out, check=a.check)
    if a.check and changed:
        for c in changed:
            print(f"generated/{c} is not what prm/ gives; run: cmake --build build --target regen"
                  " (or codegen/mlx5gen.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
