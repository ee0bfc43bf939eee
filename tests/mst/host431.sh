#!/bin/bash
# Debian 13's mstflint 4.31 tools that Debian 12's package lacks or that changed, unmodified, in
# the root scripts/trixie-root makes, on the firmware model over the legacy path
# (tests/mst/run-host with MSTSHIM_ROOT): mstmget_temp (MTCAP, MTMP) prints the temperature
# mlx5ctl reg MTMP reads; mstprivhost refuses the card (it serves BlueField only) before it
# sends anything; mstfwreset query (MFRL, MCAM, MROQ, MRSI) lists the reset levels, types and
# methods the model's MFRL and MROQ announce and the last reset's reason, as mlx5ctl reads
# them. mstfwreset over fwctl is tests/vm/mst/mst-fwctl.sh's.
#
# usage: tests/mst/host431.sh SHIM.so MLX5CTL_MODEL
# Exit status 77 (skipped) without a mount namespace (see run-host); 2 without a trixie root.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shim=$(readlink -f "${1:?usage: host431.sh SHIM.so MLX5CTL_MODEL}")
model=$(readlink -f "${2:?usage: host431.sh SHIM.so MLX5CTL_MODEL}")
root=$("$here/../../scripts/trixie-root") || { echo "host431.sh: no trixie root" >&2; exit 2; }
# shellcheck source-path=SCRIPTDIR source=hostlib.sh
. "$here/hostlib.sh"
export MSTSHIM_TRACE=1	# the accesses each tool made, in $err
# the register accesses the shim counted in the last run
accesses() { sed -n 's/^mstshim: .* \([0-9]*\) register accesses;.*/\1/p' "$err" | tail -n 1; }
echo "tools: $(grep -o -m1 'mstflint_[^ ]*' "$root/.packages")"

# mstmget_temp: MTMP sensor 0, in degrees
run mstmget_temp -d $dev || { cat "$out" "$err"; fail "mstmget_temp"; }
mlx5ctl -j reg MTMP
want=$(sed -n 's/^ *"temperature": \(-\{0,1\}[0-9]*\).*/\1/p' "$ctl" | head -n 1)	# whole degrees
got=$(tr -d ' \n' <"$out")
if [ -z "$want" ] || [ "$got" != "$want" ]; then
    fail "mstmget_temp '$got', mlx5ctl reg MTMP '$want'"
fi
grep -q 'reg 0x900a read' "$err" || { cat "$err"; fail "mstmget_temp did not read MTMP"; }
echo "mstmget_temp: $got C, as MTMP says ($(accesses) register accesses)"

# mstprivhost: for BlueField's embedded CPU only; refused before anything is sent
run mstprivhost -d $dev query && { cat "$out"; fail "mstprivhost accepted a ConnectX-6 Dx"; }
grep -q 'only BlueField devices are supported' "$out" || { cat "$out"; fail "mstprivhost: why"; }
[ "$(accesses)" = 0 ] || { cat "$err"; fail "mstprivhost sent $(accesses) register accesses"; }
echo "mstprivhost: refused ('$(grep -o -m1 'only BlueField devices are supported' "$out")'), nothing sent"

# mstfwreset query: the reset levels MFRL announces, the types and methods of MROQ, the reason
# of the last reset (MRSI): a cold start of the model
run mstfwreset -d $dev query || { cat "$out" "$err"; fail "mstfwreset query"; }
cat "$out"
lvl() { grep -E "^$1: " "$out" | grep -o -E 'Not Supported|Supported' | head -n 1; }
for l in 0 3 4; do [ "$(lvl $l)" = Supported ] || fail "mstfwreset: level $l is not supported"; done
[ "$(lvl 1)" = "Not Supported" ] || fail "mstfwreset: level 1 (ARM) supported on a ConnectX"
grep -q -E '^Reset-reason: +Cold reset' "$out" || fail "mstfwreset: not a cold start"
for r in MFRL MROQ MRSI; do
    id=$(printf '0x%x' "$(mlx5ctl reg --show $r >/dev/null; sed -n 's/.*(id \(0x[0-9a-f]*\),.*/\1/p' "$ctl")")
    grep -q "reg $id read" "$err" || { cat "$err"; fail "mstfwreset query did not read $r ($id)"; }
done
echo "mstfwreset query: levels 0, 3, 4 supported, 1 not; cold reset; MFRL, MROQ, MRSI read"

[ $failed = 0 ] || exit 1
echo "mstflint 4.31: mstmget_temp, mstprivhost and mstfwreset query agree with the model"
