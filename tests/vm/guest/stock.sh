#!/bin/sh
# Guest test (Debian's stock kernels, tests/vm/kernels/stock-*): our modules as mlx5ctl-dkms
# built them for this kernel are loaded (/init modprobes them: 6.12 mlx5ctl_adev and mlx5ctl,
# 7.3 fwctl and mlx5_fwctl) and bound; under UEFI Secure Boot (stock-*-sb) the kernel is locked
# down, trusts the DKMS key enrolled as a MOK (the modules load untainted) and refuses a copy
# without the signature; without Secure Boot they load as out-of-tree modules signed by a key
# the kernel does not know (taint E, as on any such machine). Then they are unloaded and loaded
# again, and the device node comes back.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

echo "kernel: $(uname -r)"
if [ "${MLX5CTL_LINUX:-6.12}" = 6.12 ]; then
    mods="mlx5ctl_adev mlx5ctl" main=mlx5ctl
else
    mods="fwctl mlx5_fwctl" main=mlx5_fwctl
fi
for m in $mods; do
    [ -d "/sys/module/$m" ] || fail "$m is not loaded"
    ko=$(find /lib/modules -name "$m.ko" | head -n1)
    case $ko in */updates/dkms/*) ;; *) fail "$m is not the DKMS build ($ko)" ;; esac
    echo "$m: $ko, taint '$(cat "/sys/module/$m/taint")'"
done
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
[ "$(basename "$(readlink "/sys/bus/auxiliary/devices/$ADEV/driver")")" = "$DRV" ] ||
    fail "$ADEV is not bound to $DRV"

if dmesg | grep -q 'secureboot: Secure boot enabled'; then
    echo "Secure Boot: on"
    dmesg | grep -q 'Kernel is locked down from EFI Secure Boot' || fail "not locked down"
    lockdown=$(cat /sys/kernel/security/lockdown)
    echo "lockdown: $lockdown"
    case $lockdown in *"[integrity]"*) ;; *) fail "lockdown is '$lockdown'" ;; esac
    # the DKMS key (dkms's "DKMS module signing key" certificate) is a MOK the kernel trusts
    grep -E 'asymmetri.*DKMS module signing key' /proc/keys || fail "the DKMS key is not in /proc/keys"
    for m in $mods; do
        case $(cat "/sys/module/$m/taint") in *E*) fail "$m taints E under Secure Boot" ;; esac
    done
    ko=$(find /lib/modules -name "$main.ko" | head -n1)
    unsigned_copy "$ko" /tmp/unsigned.ko
    rmmod "$main" || fail "rmmod $main"
    if out=$(insmod /tmp/unsigned.ko 2>&1); then
        fail "$main.ko without its signature loaded under Secure Boot"
    fi
    echo "insmod $main.ko without its signature: refused: $out"
    case $out in *"Key was rejected by service"*) ;; *) fail "not EKEYREJECTED: $out" ;; esac
    modprobe "$main" || fail "modprobe $main (signed) again"
else
    echo "Secure Boot: off; lockdown: $(cat /sys/kernel/security/lockdown 2>/dev/null)"
    # signed by a key this kernel does not trust: loaded, tainted E (and O: out of tree)
    case $(cat "/sys/module/$main/taint") in *E*) ;; *) fail "$main: expected taint E" ;; esac
fi
wait_for "[ -c $NODE ]" 30 || fail "no $NODE after loading $main again"

# unload everything of ours, newest first, and load it again
rev=
for m in $mods; do rev="$m $rev"; done
for m in $rev; do
    rmmod "$m" || fail "rmmod $m"
done
wait_for "[ ! -e $NODE ]" 10 || fail "$NODE still there after rmmod"
[ -e "/sys/bus/auxiliary/devices/$ADEV" ] && [ "${MLX5CTL_LINUX:-6.12}" = 6.12 ] &&
    fail "$ADEV still there without mlx5ctl_adev"
for m in $mods; do
    modprobe "$m" || fail "modprobe $m"
done
wait_for "[ -c $NODE ]" 30 || fail "no $NODE after reloading"
mlx5ctl info >/dev/null || fail "mlx5ctl info after reloading"
echo "stock: ok"
