#!/bin/sh
# Sourced by the firmware update guest tests (tests/vm/fw/run puts it at
# /usr/lib/mlx5ctl/fw-info.sh). fw_info RUNNING STORED: mlx5_core's `devlink dev info` (MCQS to
# find the boot image component, MCQI for its running and stored versions), `mlx5ctl fw query`
# (the same registers through the mlx5ctl driver or fwctl) and MGIR (`mlx5ctl list`) agree on the
# PSID, the running version and the stored one (the pending image's; the running one's when
# nothing is pending, as mlx5_core reports it).
# shellcheck shell=sh

fw_info() {
    run_v=$1
    stored_v=$2
    devlink dev info pci/0000:01:00.0 >/tmp/dli 2>&1 || { cat /tmp/dli; fail "devlink dev info"; }
    awk '/^ *fixed:$/ { s = "fixed"; next } /^ *running:$/ { s = "running"; next }
         /^ *stored:$/ { s = "stored"; next } s != "" && NF == 2 { print s, $1, $2 }' \
        /tmp/dli >/tmp/dli.v
    for want in "fixed fw.psid MT_0000000359" "running fw.version $run_v" "running fw $run_v" \
                "stored fw.version $stored_v" "stored fw $stored_v"; do
        grep -qx "$want" /tmp/dli.v || { cat /tmp/dli; fail "devlink dev info: no '$want'"; }
    done
    pend=-
    [ "$stored_v" = "$run_v" ] || pend=$stored_v
    mlx5ctl fw query >/tmp/dli.q 2>&1 || { cat /tmp/dli.q; fail "mlx5ctl fw query"; }
    grep -q -E "^1 +BOOT_IMG +$run_v +$pend " /tmp/dli.q ||
        { cat /tmp/dli.q; fail "mlx5ctl fw query: not running $run_v, pending $pend"; }
    mlx5ctl list >/tmp/dli.l 2>&1 || { cat /tmp/dli.l; fail "mlx5ctl list"; }
    # MGIR's version string has no leading zeros in the sub-minor (22.47.1, 22.42.1000)
    mgir_v=$(echo "$run_v" | sed 's/\.0*\([0-9][0-9]*\)$/.\1/')
    grep -q -F " $mgir_v " /tmp/dli.l || { cat /tmp/dli.l; fail "MGIR: not $mgir_v"; }
    if dmesg | grep -q 'fw query'; then
        dmesg | grep 'fw query'
        fail "mlx5_core could not query the firmware versions"
    fi
    echo "fw: devlink dev info, mlx5ctl fw query, MGIR: PSID MT_0000000359, running $run_v, stored $stored_v"
}
