#!/bin/sh
# Guest test: object lifetime as the firmware sees it (QMP qom-get of the device's counters).
# A process holding a UID, UMEM, PD and MKEY is killed, a child exits without cleaning up:
# afterwards no UID or user object remains and DESTROY_UCTX never found its UID busy.
# Run it after driver-uapi.sh in the same boot to check that run left nothing behind, too:
#   tests/vm/vm-test --add build/uapi_test --test tests/vm/driver/driver-uapi.sh \
#                   --test tests/vm/driver/driver-objects.sh
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"

# qcheck WHAT NAME=VALUE...: every counter has the value
qcheck() {
    _what=$1
    shift
    for _kv in "$@"; do
        qget _got "${_kv%%=*}"
        echo "$_what: ${_kv%%=*} = $_got (expected ${_kv#*=})"
        [ "$_got" = "${_kv#*=}" ] || fail "$_what: ${_kv%%=*} is $_got, expected ${_kv#*=}"
    done
}

# nothing open: no user UID, no UMEM; PDs and MKEYs as mlx5_core left them (its resource-dump
# PD and PA key, since the debug capability says RESOURCE_DUMP)
qget pds0 pds
qget mkeys0 mkeys
echo "baseline: pds=$pds0 mkeys=$mkeys0"
[ "$mkeys0" -ge 1 ] || fail "mlx5_core created no resource-dump MKEY (debug_cap.resource_dump)"
qcheck "baseline (nothing open)" uids=0 umems=0 destroy-uctx-busy=0

# a process holds a UID, a 4-page UMEM, a PD and an MKEY over the UMEM
rm -f /tmp/held
uapi_test hold /tmp/held &
pid=$!
wait_for '[ -e /tmp/held ]' 30 || fail "uapi_test hold did not get ready"
qcheck "held" uids=1 umems=1 umem-pages=4 pds=$((pds0 + 1)) mkeys=$((mkeys0 + 1))
kill -9 $pid
wait $pid 2>/dev/null
qcheck "after SIGKILL" uids=0 umems=0 umem-pages=0 pds="$pds0" mkeys="$mkeys0" destroy-uctx-busy=0

# a child creates the same and exits without any cleanup
uapi_test leak || fail "uapi_test leak"
qcheck "after the leaking child" uids=0 umems=0 umem-pages=0 pds="$pds0" mkeys="$mkeys0" \
    destroy-uctx-busy=0
echo "driver-objects: ok"
