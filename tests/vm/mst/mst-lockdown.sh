#!/bin/sh
# Guest test, lockdown=integrity (tests/vm/mst/run, boot 2, the same NV file as boot 1): the
# kernel refuses NVIDIA's tools their legacy path (configuration-space writes: the VSC gateway
# and ICMD), so none of them reaches the device (its ICMD counter does not move), while
# mlx5ctl, through the driver, does their jobs: the firmware version and PSID (mstflint q),
# MGIR (mstreg), the NV items set in boot 1 by mstconfig and by mlx5ctl, now current
# (mstconfig), the port (mstlink), a dump of the device (mstregdump).
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

dev=01:00.0
out=/tmp/out
mode=$(cat /sys/kernel/security/lockdown) || fail "no /sys/kernel/security/lockdown"
echo "lockdown: $mode"
case $mode in
    *"[integrity]"*|*"[confidentiality]"*) ;;
    *) fail "the kernel is not locked down" ;;
esac
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"
expect() { # expect PATTERN: the last output has it
    grep -q -E "$1" $out || { cat $out; fail "expected /$1/"; }
}

# --- the tools: refused, nothing reaches the device ------------------------------------------
qget ic0 icmd-cmds
qget ge0 guest-errors
refused() { # refused TOOL ARGS...: the tool fails; its first error line is shown
    echo "# $*"
    if "$@" >$out 2>&1; then
        cat $out
        fail "$1 worked under lockdown"
    fi
    grep -m1 -i -E 'error|denied|permitted|fail|-E-' $out || head -n 2 $out
}
refused mstflint -d $dev q
refused mstreg -d $dev --reg_name MGIR --get
refused mstconfig -d $dev q
refused mstlink -d $dev
refused mstregdump $dev
qget ic1 icmd-cmds
qget ge1 guest-errors
echo "device: $((ic1 - ic0)) ICMD commands, $((ge1 - ge0)) guest errors while the tools ran"
[ "$ic1" = "$ic0" ] || fail "an ICMD command reached the device under lockdown"
# the refusal is lockdown's (the kernel says so, rate-limited: at least for the first tool)
dmesg | grep -m1 'Lockdown: mst.*: direct PCI access is restricted' ||
    fail "no lockdown refusal in the kernel log"
[ "$ge1" = "$ge0" ] || fail "guest errors under lockdown"
# mstvpd needs no write: the kernel reads the VPD capability for sysfs "vpd", lockdown or not
echo "# mstvpd $dev"
if mstvpd $dev >$out 2>&1; then
    grep -E '^(PN|V1):' $out
    echo "mstvpd: works (sysfs vpd is read-only and not behind lockdown)"
else
    head -n 2 $out
    echo "mstvpd: refused"
fi

# --- mlx5ctl does their jobs -----------------------------------------------------------------
echo "# mlx5ctl list   (the firmware version and PSID: what mstflint q shows)"
mlx5ctl list >$out || fail "mlx5ctl list"
cat $out
expect ' 0000:01:00\.0 .* 22\.41\.1010 +MT_0000000359 '

echo "# mlx5ctl reg MGIR   (mstreg)"
mlx5ctl reg MGIR >$out || fail "mlx5ctl reg MGIR"
grep -E '(device_id|hw_dev_id|extended_(major|minor|sub_minor)|build_date|psid):' $out
expect '^hardware_info\.device_id: +0x101d \(4125\)$'

echo "# mlx5ctl config   (mstconfig: boot 1's SRIOV_EN=1 by mstconfig, total_vfs=6 by mlx5ctl)"
mlx5ctl config >$out || fail "mlx5ctl config"
cat $out
expect '^GLOBAL_PCI_CONF\.total_vfs +6 +6 +0$'
expect '^GLOBAL_PCI_CONF\.sriov_en +1 +1 +0$'
# and a change for the next boot, the way mstconfig set would
mlx5ctl -y config GLOBAL_PCI_CONF.total_vfs=2 >$out || fail "mlx5ctl config set"
expect '^GLOBAL_PCI_CONF\.total_vfs +6 +2 +0$'

echo "# mlx5ctl reg PDDR local_port=1 page_select=0   (mstlink)"
mlx5ctl reg PDDR local_port=1 page_select=0 >$out || fail "mlx5ctl reg PDDR"
grep -E '\.(proto_active|phy_mngr_fsm_state|link_active|fec_mode_active):' $out

echo "# mlx5ctl coredump   (mstregdump: the device's state, through the driver)"
mlx5ctl coredump -o /tmp/core.dump >$out || { cat $out; fail "mlx5ctl coredump"; }
cat $out
expect 'verified'
qget ic2 icmd-cmds
[ "$ic2" = "$ic0" ] || fail "ICMD used by mlx5ctl?"
echo "mst-lockdown: the tools refused, mlx5ctl did their jobs"
