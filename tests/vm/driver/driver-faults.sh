#!/bin/sh
# Guest test: a create whose outcome is unknown. The device executes ALLOC_PD (then CREATE_UMEM)
# but never completes it (QOM fault-timeout-opcode; boot with cmd-exec-timeout-ms so that
# mlx5_core gives up in seconds): the ioctl fails with ETIMEDOUT, the object exists in the
# device, and closing the file cannot destroy the UID. The documented outcome: one warning
# naming the UID and the command of unknown outcome, the UID stays with the device (counted),
# nothing is destroyed twice, and the next file works.
#   tests/vm/vm-test --debug --device-opts cmd-exec-timeout-ms=8000 --add .../uapi_test \
#                   --test tests/vm/driver/driver-faults.sh
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"
to=$(host_step qom-get /machine/peripheral/cx0 cmd-exec-timeout-ms) || fail "qom-get: $to"
[ "$to" != 0 ] || skip "the device advertises no short command timeout (cmd-exec-timeout-ms)"

# one case: arm the fault for OPCODE, run uapi_test MODE, check what is left
fault_case() {
    _op=$1
    _mode=$2
    _what=$3
    qget uids0 uids
    qget busy0 destroy-uctx-busy
    qget tmo0 cmd-timeouts
    _warn0=$(dmesg | grep -c 'cannot destroy the user context')
    host_step qom-set /machine/peripheral/cx0 fault-timeout-opcode "$((_op))" >/dev/null ||
        fail "cannot arm the fault"
    uapi_test "$_mode" || fail "uapi_test $_mode"
    qget uids uids
    qget busy destroy-uctx-busy
    qget tmo cmd-timeouts
    _warn=$(dmesg | grep -c 'cannot destroy the user context')
    echo "$_what: cmd-timeouts $tmo0 -> $tmo, uids $uids0 -> $uids," \
         "destroy-uctx-busy $busy0 -> $busy, warnings $_warn0 -> $_warn"
    [ "$tmo" = $((tmo0 + 1)) ] || fail "$_what: the device did not hold one command back"
    [ "$uids" = $((uids0 + 1)) ] || fail "$_what: expected the UID to stay with the device"
    [ "$busy" = $((busy0 + 1)) ] || fail "$_what: expected one refused DESTROY_UCTX"
    [ "$_warn" = $((_warn0 + 1)) ] || fail "$_what: expected exactly one warning"
    dmesg | grep 'cannot destroy the user context' | tail -n 1 |
        grep -q '1 commands had no known outcome' ||
        fail "$_what: the warning does not count the command of unknown outcome"
}

fault_case 0x800 timeout-pd "ALLOC_PD held back"
fault_case 0xa08 timeout-umem "CREATE_UMEM held back"
if dmesg | grep -E 'mlx5ctl: (UID [0-9]+: )?failed to destroy'; then
    fail "the driver tried to destroy what it could not name"
fi
echo "driver-faults: ok"
