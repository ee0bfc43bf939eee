#!/bin/sh
# Guest test: mlx5_core's hwmon (a kernel with CONFIG_HWMON, as Debian's stock kernels) on the
# emulated ConnectX-6 Dx: one channel, the ASIC's ("asic", 40-55 °C, crit 105 °C; the passive
# cable's module sensor reads 0, so hwmon leaves it out), temp1_reset_history restarts the
# maximum, and mlx5_core logged no hwmon failure (the stock kernels' "mlx5_hwmon_dev_register
# failed with error code -22" before the model answered module 0's sensor, MTMP index 64).
# Skipped on a kernel without hwmon (the project's tinyconfig kernels).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

dev=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && dev=$d
done
[ -n "$dev" ] || fail "no 0x15b3 PCI function"
wait_for "[ -e $dev/driver ]" 30 || fail "no driver bound to $dev"
[ -d /sys/class/hwmon ] || skip "kernel without hwmon (CONFIG_HWMON)"
if dmesg | grep mlx5_core | grep -i hwmon; then
    fail "mlx5_core's hwmon failed"
fi
wait_for "ls -d $dev/hwmon/hwmon* >/dev/null 2>&1" 10 || fail "no hwmon device under $dev"
h=$(ls -d "$dev"/hwmon/hwmon*)
[ "$(cat "$h/name")" = mlx5 ] || fail "$h is $(cat "$h/name"), not mlx5"
for f in "$h"/temp*; do echo "$f: $(cat "$f" 2>/dev/null)"; done
[ ! -e "$h/temp2_input" ] || fail "a second channel (the passive cable has no sensor)"
[ "$(cat "$h/temp1_label")" = asic ] || fail "temp1_label $(cat "$h/temp1_label")"
[ "$(cat "$h/temp1_crit")" = 105000 ] || fail "temp1_crit $(cat "$h/temp1_crit")"
t=$(cat "$h/temp1_input")
if [ "$t" -lt 40000 ] || [ "$t" -gt 55000 ]; then fail "temp1_input $t outside 40-55 °C"; fi
[ "$(cat "$h/temp1_highest")" -ge "$t" ] || fail "temp1_highest below temp1_input"
# the maximum restarts from the current temperature: within the wave's change over the reads
echo 1 >"$h/temp1_reset_history" || fail "temp1_reset_history"
hi=$(cat "$h/temp1_highest")
t=$(cat "$h/temp1_input")
if [ "$hi" -lt "$t" ] || [ $((hi - t)) -gt 1000 ]; then
    fail "after reset_history: highest $hi, input $t"
fi
echo "hwmon: ok"
