#!/bin/sh
# Guest test (Linux 7.3 with kernel/fwctl/'s series): user memory through NVIDIA's resource
# ioctls (fwctl_test umem: a dump into the kernel's MKEY, fwctl's structure rules, the hostile
# registrations), then libmlx5ctl's users of it: the core dump through a UMEM against the inline
# one, the same bytes. Around it the device's oracles stay where they were and every UMEM, MKEY
# and PD the files made is gone when they are closed. On pristine 7.3 (MLX5CTL_FWCTL_PRISTINE=1)
# the ioctls must be ENOTTY and the library goes inline.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

[ "$XPORT" = fwctl ] || skip "not a fwctl kernel (MLX5CTL_LINUX=${MLX5CTL_LINUX:-6.12})"
command -v fwctl_test >/dev/null || skip "no fwctl_test in the initramfs (--add .../fwctl_test)"
wait_for 'ls /dev/fwctl/fwctl* >/dev/null 2>&1' 30 || fail "no /dev/fwctl/fwctl* (fwctl/mlx5 not bound)"

qget dma0 dma-violations
qget pol0 policy-violations
qget umems0 umems
qget mkeys0 mkeys
qget pds0 pds
fwctl_test umem || fail "fwctl_test umem: $?"
# the core dump needs the internal-device-resources capability, which upstream's fwctl/mlx5
# does not ask for: with the series only
if [ "${MLX5CTL_FWCTL_PRISTINE:-0}" != 1 ] && command -v mlx5ctl >/dev/null; then
    mlx5ctl -d 0 --json coredump -o /tmp/cd.umem >/tmp/cd.umem.json || fail "coredump (UMEM)"
    mlx5ctl -d 0 --json coredump --inline -o /tmp/cd.inline >/tmp/cd.inline.json ||
        fail "coredump (inline)"
    cat /tmp/cd.umem.json /tmp/cd.inline.json
    grep -q '"mode":"umem"' /tmp/cd.umem.json || fail "the kernel's UMEM was not used"
    cmp /tmp/cd.umem /tmp/cd.inline || fail "the UMEM and inline core dumps differ"
fi
qget dma dma-violations
qget pol policy-violations
qget umems umems
qget mkeys mkeys
qget pds pds
echo "device oracles: dma-violations $dma0 -> $dma, policy-violations $pol0 -> $pol;" \
    "umems $umems0 -> $umems, mkeys $mkeys0 -> $mkeys, pds $pds0 -> $pds"
[ "$dma" = "$dma0" ] || fail "the device made $((dma - dma0)) DMA(s) outside a UID's UMEM pages"
[ "$pol" = "$pol0" ] || fail "$((pol - pol0)) command(s) the kernel must refuse reached the device"
if [ "$umems" != "$umems0" ] || [ "$mkeys" != "$mkeys0" ] || [ "$pds" != "$pds0" ]; then
    fail "UMEMs, MKEYs or PDs left behind"
fi
echo "fwctl-umem: ok"
