#!/bin/sh
# Guest test: what a read may do and what it may reveal, on either kernel: the cases of
# tests/vm/reads.h, tried by `uapi_test reads` (6.12, the mlx5ctl driver) or `fwctl_test reads`
# (7.3, fwctl/mlx5 with kernel/fwctl/'s series). Register fields that act on a read (MPCNT
# clr, PMAOS rst, MCIA l and password, PDDR's PHY debug page) are refused (EINVAL; over fwctl
# EBADMSG, at every scope) and the counters stay; MTMP mtr and PPCNT clr are taken as the
# writes they are, and so is PPCNT's clearing write (6.12 lifts them to debug-write; fwctl
# refuses them below DEBUG_WRITE and runs them there: the kernel is tainted); the kernel's EQs and MKEYs, the caller's UMEM and MKEYs (6.12: fwctl makes
# none), another file's MKEY and the special contexts answer without page addresses, UAR pages
# or keys; another file's UCTX is refused. Then the device's oracles: no policy violation
# reached it, no module reset, and it did answer with secrets (secrets-answered grew: the
# scrubbing was put to the test) - none of which (its `secrets` values) is in any outbox user
# space got.
# MLX5CTL_READS_MEASURE=1 (--env): on an older kernel under run.py --lenient, only say what
# each case got and what the oracles counted.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

prog=uapi_test nodes='/dev/mlx5ctl-*'
[ "$XPORT" = fwctl ] && prog=fwctl_test nodes='/dev/fwctl/fwctl*'
command -v $prog >/dev/null || skip "no $prog in the initramfs (--add .../$prog)"
wait_for "ls $nodes >/dev/null 2>&1" 30 || fail "no $nodes ($DRV not bound)"

measure=${MLX5CTL_READS_MEASURE:-}
# measuring an older device, which may lack a counter: n/a
counter() {
    if [ -n "$measure" ]; then
        _cv=$(host_step qom-get /machine/peripheral/cx0 "$2") || _cv=n/a
        eval "$1=\$_cv"
    else
        qget "$1" "$2"
    fi
}
rm -rf /tmp/reads
mkdir -p /tmp/reads
counter pol0 policy-violations
counter sec0 secrets-answered
counter mres0 module-resets
if [ -n "$measure" ]; then
    $prog reads-measure /tmp/reads
else
    $prog reads /tmp/reads
fi
rc=$?
counter pol policy-violations
counter sec secrets-answered
counter mres module-resets
secrets=$(host_step qom-get /machine/peripheral/cx0 secrets | tr -d '"') || secrets=
echo "device oracles: policy-violations $pol0 -> $pol, secrets-answered $sec0 -> $sec," \
    "module-resets $mres0 -> $mres"
echo "device's secret values: $secrets"
# shellcheck disable=SC2086 # one argument per value
$prog find /tmp/reads $secrets
found=$?
if [ -n "$measure" ]; then
    echo "measure: policy-violations $pol0 -> $pol, secrets-answered $sec0 -> $sec," \
        "module-resets $mres0 -> $mres; the device's secrets in user outboxes: $(
        [ "$found" -eq 0 ] && echo none || echo some)"
    exit 0
fi
[ "$rc" -eq 0 ] || fail "$prog reads: $rc"
[ "$pol" = "$pol0" ] || fail "$((pol - pol0)) command(s) the kernel must refuse reached the device"
[ "$mres" = "$mres0" ] || fail "a debug read reset the module $((mres - mres0)) time(s)"
[ "$sec" -gt "$sec0" ] || fail "the device answered no secret: the scrubbing was not put to the test"
[ "$found" -eq 0 ] || fail "a value the device answered in a field the kernel must scrub reached user space"
echo "driver-reads: ok"
