#!/bin/sh
# Guest test, Linux 7.3 in lockdown=integrity (tests/vm/mst/run, boot 3, the NV file of boots 1
# and 2): NVIDIA's current tools, Debian 13's mstflint 4.31 unmodified in a trixie root
# (/opt/trixie, run with trixie_chroot), reach the firmware through upstream's fwctl/mlx5
# (/dev/fwctl/fwctl0; their legacy path, configuration space, stays refused by lockdown) and
# agree with mlx5ctl over the same fwctl: MGIR field by field (mstreg), the NV items both ways
# (mstconfig query and set), the port (mstlink's default, -c, -m and PCIe eye views against
# mlx5ctl link, before and after the cable is pulled), the temperature (mstmget_temp); where
# mstfwreset stops (it needs a PCI address a fwctl device does not give); the resource dump,
# debug data, refused at the configuration scope mstflint 4.31 sends it at (mstresourcedump;
# mlx5ctl reads the menu); mstflint burns an FS4 image through the firmware-managed path (a
# tampered one refused by the device's digest check; the good one pending, as mstflint q and
# mlx5ctl fw query say). What each tool sent reached the device (its command counter) without
# one policy violation (run.py reads the oracles).
#
# Upstream's fwctl/mlx5 as Linux 7.3 ships it refuses every register read mstflint 4.31 sends
# (it sends them all at FWCTL_RPC_CONFIGURATION; reads need DEBUG_READ_ONLY): each tool fails
# on its first read. Patch 3 of kernel/fwctl (register reads wherever writes are allowed) is
# what makes them work; the boot runs the series, as every 7.3 boot does.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh
# shellcheck source=../../mst/compare.sh
. /usr/lib/mlx5ctl/compare.sh

dev=fwctl0
out=/tmp/out
ctl=/tmp/ctl
[ -x /opt/trixie/usr/bin/mstflint ] || fail "no trixie root with mstflint in /opt/trixie"
mode=$(cat /sys/kernel/security/lockdown) || fail "no /sys/kernel/security/lockdown"
echo "lockdown: $mode"
case $mode in
    *"[integrity]"*|*"[confidentiality]"*) ;;
    *) fail "the kernel is not locked down" ;;
esac
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
echo "mstflint: $(trixie_chroot mstflint --version 2>&1 | head -n1) ($(grep mstflint_ /opt/trixie/.packages))"

expect() { # expect PATTERN [FILE]: the last output has it
    grep -q -E "$1" "${2:-$out}" || { cat "${2:-$out}"; fail "expected /$1/"; }
}
# run TOOL ARGS...: the trixie tool's output (colours dropped) in $out; fails when it fails
run() {
    echo "# [$(cut -d' ' -f1 /proc/uptime)] $*"
    trixie_chroot "$@" >$out.raw 2>&1 </dev/null || { cat $out.raw; fail "$* failed"; }
    sed "s/$(printf '\033')\\[[0-9;]*m//g" $out.raw >$out
}

# --- the legacy path stays closed: lockdown refuses configuration-space access ----------------
echo "# mstreg -d 01:00.0 --reg_name MGIR --get   (the PCI function: the legacy path)"
if trixie_chroot mstreg -d 01:00.0 --reg_name MGIR --get >$out 2>&1; then
    cat $out
    fail "mstreg reached the device over configuration space under lockdown"
fi
head -n 2 $out

qget ra0 cmds
qget ge0 guest-errors

# --- mstreg MGIR = mlx5ctl reg MGIR, both through fwctl ---------------------------------------
run mstreg -d $dev --reg_name MGIR --get
mlx5ctl reg MGIR >$ctl || fail "mlx5ctl reg MGIR"
n=$(mgir_compare $out $ctl) || { cat $out $ctl; fail "$n"; }
[ "$(mst_field $out device_id)" = 4125 ] || fail "MGIR device_id $(mst_field $out device_id)"
echo "MGIR: $n fields equal (mstreg and mlx5ctl, both over fwctl)"

# --- mstconfig = mlx5ctl config, both ways ---------------------------------------------------
# boot 2 left total_vfs=2 for the next boot (this one) and SRIOV_EN=1 (boot 1, mstconfig)
check_cfg() { # check_cfg "current next default" for total_vfs, then for sriov_en
    run mstconfig -d $dev -e q NUM_OF_VFS SRIOV_EN
    mlx5ctl config >$ctl || fail "mlx5ctl config"
    cfg_compare $out $ctl "$1" "$2" >/tmp/cmp || { cat /tmp/cmp $out $ctl; fail "NV items differ"; }
    cat /tmp/cmp
}
check_cfg "2 2 0" "1 1 0"
expect "^Name: +MCX623105AN-CDAT"
run mstconfig -d $dev -y set NUM_OF_VFS=5
expect 'Please reboot'
check_cfg "2 5 0" "1 1 0"
echo "# mlx5ctl -y config GLOBAL_PCI_CONF.sriov_en=0"
mlx5ctl -y config GLOBAL_PCI_CONF.sriov_en=0 >$ctl || fail "mlx5ctl config set"
check_cfg "2 5 0" "1 0 0"

# --- mstlink 4.31 over fwctl = mlx5ctl link over fwctl; the cable pulled and plugged back -----
# (every register mstlink reads goes at the configuration scope, as mstreg's; the PPCNT reads
# carry no clr, which our series would lift to debug-write)
LINK_BER_SLACK=1 mstlink_views $dev $out $ctl || fail "mstlink over fwctl against mlx5ctl link"
run mstlink -d $dev --port_type PCIE -e
mlx5ctl link --pcie >$ctl || fail "mlx5ctl link --pcie"
a=$(lk_val $out 'Height Eye Opening [mV]' | tr -d ' ')
b=$(lk_val $ctl 'PCIe eye height [mV]')
if [ -z "$a" ] || [ "$a" != "$b" ]; then
    cat $out $ctl
    fail "PCIe eye: mstlink '$a', mlx5ctl '$b'"
fi
echo "mstlink --port_type PCIE -e over fwctl: the PCIe lanes' eye as mlx5ctl link --pcie ($a mV)"
host_step qom-set /machine/peripheral/cx0 cable false >/dev/null || fail "qom-set cable false"
LINK_BER_SLACK=1 mstlink_unplugged $dev $out $ctl || fail "mstlink over fwctl without the cable"
host_step qom-set /machine/peripheral/cx0 cable true >/dev/null || fail "qom-set cable true"
wait_for "trixie_chroot mstlink -d $dev 2>/dev/null | grep -q -E '^State +: .*Active'" 30 ||
    fail "mstlink: the link did not come back with the cable"

# --- mstmget_temp over fwctl: MTMP's sensor 0, as mlx5ctl reads it (in whole degrees; the
# model's temperature moves with time: the two reads, a second apart, may differ by a degree or
# two)
run mstmget_temp -d $dev
a=$(tr -d ' \n' <$out)
mlx5ctl -j reg MTMP >$ctl || fail "mlx5ctl reg MTMP"
b=$(sed -n 's/^ *"temperature": \(-\{0,1\}[0-9]*\).*/\1/p' $ctl | head -n 1)
if [ -z "$a" ] || [ -z "$b" ] || [ $((a - b)) -gt 2 ] || [ $((b - a)) -gt 2 ]; then
    cat $out $ctl
    fail "mstmget_temp '$a', mlx5ctl reg MTMP '$b'"
fi
echo "mstmget_temp over fwctl: $a C (mlx5ctl reg MTMP: $b C)"

# --- mstfwreset over fwctl: where 4.31 stops --------------------------------------------------
# mstfwreset resolves the device to its PCI address before anything else (it resets the
# function through the PCI bus and its driver); a fwctl device gives none it can find, so it
# stops there. (Whether it sent anything before cannot be told from the device's command
# counter: mlx5_core's own statistics polling moves it.) mlx5ctl fw reset (MFRL through the
# transport) is the way on a locked-down 7.3.
echo "# [$(cut -d' ' -f1 /proc/uptime)] mstfwreset -d $dev query"
if trixie_chroot mstfwreset -d $dev query >$out 2>&1 </dev/null; then
    cat $out
    fail "mstfwreset query over fwctl worked: this test says where it stops"
fi
expect 'Failed to get device PCI Address'
echo "mstfwreset over fwctl: stops at '$(grep -o -m1 'Failed to get device PCI Address' $out)'"

# --- mstresourcedump: a resource dump is debug data ----------------------------------------------
# Our series (patch 7) allows RESOURCE_DUMP and CORE_DUMP from FWCTL_RPC_DEBUG_READ_ONLY on, in
# either direction, like every register read upstream; mstflint 4.31 sends every register
# access at the configuration scope (4.36 sends reads at DEBUG_READ_ONLY), so its resource dump
# is refused by the kernel before the device sees it, while mlx5ctl, which reads at the
# spec's scope (debug-read), gets the menu (mstresourcedump also reads MGIR when it opens the
# device: the device's command counter moves either way)
echo "# [$(cut -d' ' -f1 /proc/uptime)] mstresourcedump query -d $dev   (sent at the configuration scope)"
if trixie_chroot mstresourcedump query -d $dev >$out 2>&1 </dev/null; then
    cat $out
    fail "mstresourcedump's configuration-scope resource dump passed fwctl"
fi
grep -m1 -E 'Error|error' $out
mlx5ctl rscdump >$ctl || fail "mlx5ctl rscdump"
for seg in CORE_DUMP FULL_EQC UCTX UMEM MKEY; do
    grep -q "menu: $seg" $ctl || { cat $ctl; fail "mlx5ctl rscdump: no $seg"; }
done
echo "mstresourcedump: refused at the configuration scope; mlx5ctl rscdump lists the menu at debug-read"

# --- what reached the device -------------------------------------------------------------------
# --- mstflint burn over fwctl: the firmware-managed path (MCQS, MCQI, MCC, MCDA) -------------
# (the images in the guest's /tmp, which the trixie root shares)
cp /root/new.fs4 /root/tampered.fs4 /tmp/ || fail "cp the images"
fw=$(mlx5ctl --json list | sed -n 's/.*"firmware": "\([^"]*\)".*/\1/p')
[ -n "$fw" ] || fail "mlx5ctl gave no firmware version"
burn() { # burn IMAGE: mstflint's burn over fwctl, its output in $out, its status returned
    echo "# [$(cut -d' ' -f1 /proc/uptime)] mstflint -d $dev -i $1 -y burn"
    trixie_chroot mstflint -d $dev -i "$1" -y burn >$out.raw 2>&1 </dev/null
    rc=$?
    tr '\r' '\n' <$out.raw | sed "s/$(printf '\033')\\[[0-9;]*m//g" >$out
    return $rc
}
burn /tmp/tampered.fs4 && { cat $out; fail "a tampered image was burnt"; }
expect 'The Digest in the signature is wrong'
mlx5ctl fw query >$ctl || fail "mlx5ctl fw query"
expect "^1 +BOOT_IMG +$fw +- +IDLE" $ctl
t0=$(cut -d' ' -f1 /proc/uptime)
burn /tmp/new.fs4 || { cat $out; fail "mstflint burn over fwctl"; }
t1=$(cut -d' ' -f1 /proc/uptime)
expect 'Writing Boot image component - +OK'
echo "mstflint burn over fwctl: $(stat -c %s /tmp/new.fs4) bytes in $t0 -> $t1 s uptime"
mlx5ctl fw query >$ctl || fail "mlx5ctl fw query"
cat $ctl
expect "^1 +BOOT_IMG +$fw +22\\.47\\.0001 +ACTIVE_PENDING_RESET" $ctl
run mstflint -d $dev q
expect '^FW Version: +22\.47\.0001$'
expect "^FW Version\\(Running\\): +$fw\$"
echo "mst-fwctl: mstflint 4.31 burnt 22.47.0001 over fwctl (pending); a tampered image refused"

qget ra1 cmds
qget ge1 guest-errors
echo "device: $((ra1 - ra0)) commands while the tools ran, $((ge1 - ge0)) guest errors"
[ $((ra1 - ra0)) -gt 20 ] || fail "the tools' commands did not reach the device"
[ "$ge1" = "$ge0" ] || fail "the tools caused guest errors in the model"
echo "mst-fwctl: mstflint 4.31 over fwctl agrees with mlx5ctl"
