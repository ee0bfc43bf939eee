#!/bin/sh
# Guest test: unplug and unbind under load. Four processes loop - open
# whichever /dev/mlx5ctl-* exists, RPCs, UMEM registration, MKEY dumps, close - while the
# function is unbound from mlx5_core and bound again, and then unplugged (QMP device_del) and
# plugged back (device_add), MLX5CTL_UNPLUG_CYCLES times each (default 3; scripts/fuzz-guest
# --cycles 20). Every cycle must re-probe; every ioctl gets a documented errno; afterwards the
# device holds no UID, UMEM or MKEY but mlx5_core's own. run.py: no splat (hung tasks included), the oracles.
# Must be the last test of a boot but for zz-kmemleak.sh (the device is replaced).
# On Linux 7.3 (vm-test --linux 7.3) over upstream's fwctl (guest_fuzz -x fwctl): the loaders
# open whichever /dev/fwctl/fwctl* exists; fwctl0 normally comes back (a new minor only when a
# file of the old device is still open at the re-probe; each cycle says which).
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v guest_fuzz >/dev/null || skip "no guest_fuzz in the initramfs (--add .../guest_fuzz)"
nodes='/dev/mlx5ctl-*'
[ "$XPORT" = fwctl ] && nodes='/dev/fwctl/fwctl*'
wait_for "ls $nodes >/dev/null 2>&1" 30 || fail "no $nodes ($DRV not bound)"
cycles=${MLX5CTL_UNPLUG_CYCLES:-3}
pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"
probed() {
    wait_for "ls $nodes >/dev/null 2>&1" 120
}
# the device nodes there are now
present() {
    # shellcheck disable=SC2086,SC2012  # $nodes is a glob; device names are plain
    ls -d $nodes 2>/dev/null | tr '\n' ' '
}

qget mkeys0 mkeys       # mlx5_core's own (its resource-dump key), again after every probe
rm -f /tmp/stop
guest_fuzz -x "$XPORT" -l /tmp/stop -p 4 -s "${MLX5CTL_FUZZ_SEED:-$(date +%s)}" &
load=$!
sleep 2
i=0
while [ "$i" -lt "$cycles" ]; do
    i=$((i + 1))
    echo "$pci" >/sys/bus/pci/drivers/mlx5_core/unbind || fail "unbind $i"
    sleep 1
    echo "$pci" >/sys/bus/pci/drivers/mlx5_core/bind || fail "bind $i"
    probed || fail "no $nodes after bind $i"
    echo "unbind/bind $i of $cycles: re-probed ($(present))"
    sleep 1
done
i=0
while [ "$i" -lt "$cycles" ]; do
    i=$((i + 1))
    # the new device as strict as the old (run.py --lenient boots it lenient)
    qget sdma strict-dma
    qget spol strict-policy
    d=$(host_step device_del cx0) || fail "device_del $i: $d"
    r=$(host_step device_add "{\"driver\":\"mlx5-cx\",\"id\":\"cx0\",\"bus\":\"rp0\",\"strict-dma\":$sdma,\"strict-policy\":$spol}") ||
        fail "device_add $i: $r"
    probed || fail "no $nodes after replug $i"
    echo "unplug/replug $i of $cycles: re-probed ($d; $(present))"
    sleep 1
done
touch /tmp/stop
rc=0
wait $load || rc=$?
for c in uids umems mkeys; do
    qget v "$c"
    want=0
    [ "$c" = mkeys ] && want=$mkeys0
    echo "after the load: $c = $v (mlx5_core's: $want)"
    [ "$v" = "$want" ] || fail "$c = $v left behind"
done
[ "$rc" -eq 0 ] || fail "the loaders saw an undocumented errno"
echo "unplug-load: ok"
