#!/bin/sh
# Guest test: a stock Debian kernel booted through the UEFI Secure Boot chain (OVMF with
# Microsoft's keys -> Debian's signed shim -> signed grub -> the signed kernel; run.py
# --firmware ovmf-secboot) is in lockdown, trusts the certificate enrolled in shim's MokList for
# modules, and refuses a module unsigned or signed with a key nobody enrolled. Then the stock
# mlx5_core probes the emulated card.
#
# The initramfs holds (tests/vm/secureboot/run makes it):
#   /lib/modules/sb/mok.ko       a module signed with the enrolled key (must load)
#   /lib/modules/sb/unsigned.ko  the same module, signature stripped (must be refused)
#   /lib/modules/sb/other.ko     the same, signed with a key not enrolled (must be refused)
# and the environment (/etc/mlx5ctl-env):
#   MLX5CTL_SB_MODULE  the module's name (lsmod)
#   MLX5CTL_SB_CN      the enrolled certificate's subject CN
#   MLX5CTL_SB_STOCK   stock modules to insmod after it (/lib/modules/M.ko), e.g. mlx5_core
#   MLX5CTL_SB_EXTRA   modules signed elsewhere (/lib/modules/sb/extra/M.ko, e.g. DKMS's fwctl
#                      and mlx5_fwctl), loaded after the stock ones
#   MLX5CTL_SB_TRUSTED_RT  yes: shim created MokListTrustedRT (its default: MokListTrusted
#                      absent); no: MokListTrusted set (`mokutil --untrust-mok`)
#   MLX5CTL_SB_KEYRING the keyring the MOK must land in: machine (linked into
#                      .secondary_trusted_keys) or platform (which Debian's
#                      kernel/module/signing.c also consults for modules: a Debian patch)
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

[ -n "${MLX5CTL_SB_MODULE:-}" ] || skip "no MLX5CTL_SB_MODULE (initramfs not made for this)"
sb=/lib/modules/sb

echo "kernel: $(uname -r)"
dmesg | grep -E 'secureboot:|[Ll]ockdown|locked down|EFI stub' || true
dmesg | grep -q 'secureboot: Secure boot enabled' || fail "no 'secureboot: Secure boot enabled'"
dmesg | grep -q 'Kernel is locked down from EFI Secure Boot' ||
    fail "no 'Kernel is locked down from EFI Secure Boot'"
lockdown=$(cat /sys/kernel/security/lockdown) || fail "no /sys/kernel/security/lockdown"
echo "lockdown: $lockdown"
case $lockdown in *"[integrity]"*) ;; *) fail "lockdown is '$lockdown', not [integrity]" ;; esac

# refused: no signature at all, and a signature by a key nobody enrolled
for m in unsigned other; do
    if out=$(insmod "$sb/$m.ko" 2>&1); then
        fail "$m.ko loaded in lockdown"
    fi
    echo "insmod $m.ko: refused: $out"
    case $out in *"Key was rejected by service"*) ;;
        *) fail "$m.ko refused, but not with EKEYREJECTED: $out" ;; esac
    ! grep -q "^$MLX5CTL_SB_MODULE " /proc/modules || fail "$MLX5CTL_SB_MODULE is loaded"
done
# accepted: signed with the enrolled key, and no taint (an unsigned module taints E)
out=$(insmod "$sb/mok.ko" 2>&1) || fail "mok.ko (signed with the enrolled key) refused: $out"
echo "insmod mok.ko: loaded"
grep "^$MLX5CTL_SB_MODULE " /proc/modules || fail "$MLX5CTL_SB_MODULE not in /proc/modules"
taint=$(cat "/sys/module/$MLX5CTL_SB_MODULE/taint")
[ -z "$taint" ] || fail "$MLX5CTL_SB_MODULE taints the kernel: '$taint'"
echo "kernel taint: $(cat /proc/sys/kernel/tainted)"

# where the certificates came from, and the keyrings they went to
dmesg | grep -E 'integrity:|[Mm]ok|machine|platform|X\.509' || true
# shim's MOK variables as the kernel sees them (its MOKvar configuration table): MokListRT, and
# MokListTrustedRT when shim lets the kernel trust MOK keys (then they go to .machine, linked
# into .secondary_trusted_keys; else to .platform, which Debian's module check also consults)
ls /sys/firmware/efi/mok-variables 2>/dev/null || echo "no /sys/firmware/efi/mok-variables"
grep -E 'keyring +\.(builtin_trusted_keys|secondary_trusted_keys|machine|platform|blacklist):' \
    /proc/keys || true
grep -F "$MLX5CTL_SB_CN" /proc/keys || fail "the enrolled certificate '$MLX5CTL_SB_CN' is not in /proc/keys"
# /proc/keys describes a keyring as "NAME: N" (N keys) or "NAME: empty"
machine=$(sed -n 's/.* keyring *\.machine: //p' /proc/keys)
[ "$machine" = empty ] && machine=0
trusted_rt=no
[ -e /sys/firmware/efi/mok-variables/MokListTrustedRT ] && trusted_rt=yes
echo "MokListTrustedRT: $trusted_rt; .machine holds ${machine:-?} keys"
[ "$trusted_rt" = "${MLX5CTL_SB_TRUSTED_RT:-yes}" ] ||
    fail "MokListTrustedRT present: $trusted_rt, expected ${MLX5CTL_SB_TRUSTED_RT:-yes}"
case ${MLX5CTL_SB_KEYRING:-machine} in
    machine) [ "${machine:-0}" -ge 1 ] || fail "the .machine keyring is empty" ;;
    platform) [ "${machine:-0}" -eq 0 ] || fail ".machine holds $machine keys, expected none" ;;
    *) fail "MLX5CTL_SB_KEYRING=$MLX5CTL_SB_KEYRING" ;;
esac

for m in ${MLX5CTL_SB_STOCK:-}; do
    out=$(insmod "/lib/modules/$m.ko" 2>&1) || fail "stock $m refused: $out"
    echo "insmod $m.ko (stock, Debian's signature): loaded"
done
case " ${MLX5CTL_SB_STOCK:-} " in *" mlx5_core "*) ;; *) exit 0 ;; esac
dev=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && dev=$d
done
[ -n "$dev" ] || fail "no 0x15b3 PCI function"
wait_for "[ -e $dev/driver ]" 60 || fail "mlx5_core did not bind $dev"
drv=$(basename "$(readlink "$dev/driver")")
[ "$drv" = mlx5_core ] || fail "$dev bound to $drv"
echo "driver: $drv on $(basename "$dev")"
ls /sys/bus/auxiliary/devices
for m in ${MLX5CTL_SB_EXTRA:-}; do
    out=$(insmod "$sb/extra/$m.ko" 2>&1) || fail "$m.ko refused: $out"
    taint=$(cat "/sys/module/$m/taint")
    echo "insmod $m.ko: loaded (module taint '$taint')"
    case $taint in *E*) fail "$m is unsigned (taint E)" ;; esac
done
case " ${MLX5CTL_SB_EXTRA:-} " in *" mlx5_fwctl "*)
    wait_for '[ -e /sys/class/fwctl/fwctl0 ]' 30 || fail "no /sys/class/fwctl/fwctl0"
    echo "fwctl: $(ls /sys/class/fwctl) bound to $(basename "$(readlink -f /sys/class/fwctl/fwctl0/device)")"
    ls -l /dev/fwctl/ || true ;;
esac
dmesg | grep -E 'mlx5_core.*firmware version' || true
# the stock driver asks for registers the emulated firmware does not have (hwmon's): listed,
# not judged here; a failed probe is
dmesg | grep -E 'mlx5_core.*(failed|error|timeout)' || true
if dmesg | grep -E 'mlx5_core.*(probe .*failed|health compromised|init_one failed)'; then
    fail "mlx5_core did not probe cleanly"
fi
exit 0
