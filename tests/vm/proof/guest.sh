#!/bin/sh
# Guest half of the proof of the design (tests/vm/proof/run): the driver, the device and the
# tool were all rebuilt from a copy of the repository whose only change is a spec file adding
# QUERY_PROOF_OF_DESIGN (tests/vm/proof/spec.yaml). Run it by name, fields by name, and check
# the decoded outbox: constants from the spec's reply, and the inbox fields echoed back.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (driver not loaded?)"
out=/tmp/out
expect() { grep -q -E "$1" $out || { cat $out; fail "expected /$1/"; }; }

mlx5ctl names commands >$out || fail "names"
expect '^QUERY_PROOF_OF_DESIGN$'

mlx5ctl rpc QUERY_PROOF_OF_DESIGN token=0xc0ffee11 selector=42 >$out 2>&1 ||
    { cat $out; fail "rpc QUERY_PROOF_OF_DESIGN"; }
cat $out
expect '^status: +OK \(0x0\)$'
expect '^magic: +0x5e1f7e57 '
expect '^generation: +7$'
expect '^wide: +0x123456789abcdef '
expect '^echoed_token: +0xc0ffee11 '
expect '^echoed_selector: +0x2a \(42\)$'

mlx5ctl --json rpc QUERY_PROOF_OF_DESIGN token=7 >$out || fail "rpc --json"
expect '"echoed_token": 7'
expect '"magic": 1579122263'

# field names and ranges are checked by the encoder from the spec as well
mlx5ctl rpc QUERY_PROOF_OF_DESIGN selector=0x100 >$out 2>&1 && fail "selector=0x100 accepted"
expect 'selector'
mlx5ctl rpc QUERY_PROOF_OF_DESIGN nope=1 >$out 2>&1 && fail "unknown field accepted"
expect 'nope'
exit 0
