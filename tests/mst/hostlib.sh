# shellcheck shell=bash
# shellcheck disable=SC2034,SC2154  # sets what the sourcing script uses; uses what it set
# What the host tests of NVIDIA's tools share (tests/mst/host.sh, link.sh, host431.sh), sourced
# after they set $here (this folder), $shim (mstshim.so) and $model (mlx5ctl-model): a
# temporary folder with a fake sysfs (tests/unit/fake_sysfs.py) and the model's NV file ($nv),
# the output files $out, $err and $ctl, and
#   fail MSG          says FAIL and marks the test failed ($failed)
#   run CMD ARGS...   CMD on the model (tests/mst/run-host; in the root $root when it is set),
#                     its output in $out (colours dropped), the shim's messages in $err; a guest
#                     error of the model fails the test; exits 77 when run-host cannot run;
#                     returns CMD's status
#   mlx5ctl ARGS...   mlx5ctl-model on the same adapter, its output in $ctl; fails the test
#                     when it fails
dev=01:00.0
root=${root:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 "$here/../unit/fake_sysfs.py" "$tmp/tree" && mkdir "$tmp/tree/nv" || exit 1
nv=$tmp/tree/nv/mlx5_core.ctl.0.nv
out=$tmp/out
err=$tmp/err
ctl=$tmp/ctl
cd "$tmp" || exit 1
failed=0

fail() { echo "FAIL: $*"; failed=1; }
run() {
    MSTSHIM_ROOT=$root "$here/run-host" "$shim" "$nv" "$@" >"$out.raw" 2>"$err"
    local rc=$?
    [ $rc -eq 77 ] && { cat "$err"; exit 77; }
    sed 's/\x1b\[[0-9;]*m//g' "$out.raw" >"$out"
    if grep -q 'mstshim: .*guest error' "$err"; then
        cat "$err"
        fail "$*: the model reported guest errors"
    fi
    return $rc
}
mlx5ctl() {
    env MLX5CTL_SYSFS_DIR="$tmp/tree/sys" MLX5CTL_DEV_DIR="$tmp/tree/dev" \
        MLX5CTL_MODEL_NV_DIR="$tmp/tree/nv" "$model" -d 0 "$@" >"$ctl" 2>&1 ||
        { cat "$ctl"; fail "mlx5ctl $*"; }
}
