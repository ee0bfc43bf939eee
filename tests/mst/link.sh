#!/bin/bash
# NVIDIA's mstlink as Debian 12 ships it (mstflint 4.21) and, with --trixie, as Debian 13 does
# (4.31, run in the root scripts/trixie-root makes), unmodified, on the firmware model's port over the
# legacy path (tests/mst/run-host: mstshim.so preloaded), view by view: the default view, -m
# (module), -c (counters and BER), --show_fec, -e (eye), --show_serdes_tx, --show_device and
# --port_type PCIE (with its -e: the PCIe lanes' eye, and -c). What it prints is checked against what the model answers to mlx5ctl (mlx5ctl-model reg:
# the same registers through ACCESS_REG): state, speed, width, FEC, the module's identity, the
# eye and the transmitter taps, the PCIe link; and the BER against link.c's error model. Then
# with the cable pulled (MSTSHIM_CABLE=0, what QEMU's "cable" property does) every view says
# the link is down and why, and with the link degraded (MSTSHIM_LINK_DEGRADED=1) the raw BER and
# lane 2's eye show it.
#
# usage: tests/mst/link.sh SHIM.so MLX5CTL_MODEL [--trixie]
# Exit status 77 (skipped) without mstlink or without a mount namespace (see run-host).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shim=$(readlink -f "${1:?usage: link.sh SHIM.so MLX5CTL_MODEL [--trixie]}")
model=$(readlink -f "${2:?usage: link.sh SHIM.so MLX5CTL_MODEL [--trixie]}")
trixie=
if [ "${3:-}" = --trixie ]; then
    trixie=$("$here/../../scripts/trixie-root") || { echo "link.sh: no trixie root" >&2; exit 2; }
    [ -x "$trixie/usr/bin/mstlink" ] || { echo "link.sh: no mstlink in $trixie" >&2; exit 2; }
fi
command -v mstlink >/dev/null || { echo "link.sh: no mstlink (apt-get install mstflint): skipped"; exit 77; }
# shellcheck source-path=SCRIPTDIR source=hostlib.sh
. "$here/hostlib.sh"

# view ARGS...: mstlink -d 01:00.0 ARGS on the model, its output in $out (colours dropped); it
# must exit 0 with no error section and no guest error of the model
view() {
    run mstlink -d $dev "$@"
    local rc=$?
    [ $rc -eq 0 ] || { cat "$out" "$err"; fail "mstlink $*: exit $rc"; }
    if grep -q -E '^Errors$|raised the following exception' "$out"; then
        cat "$out"
        fail "mstlink $*: an error section"
    fi
    return 0
}
# val LABEL: mstlink's value for "LABEL  : value"
val() { sed -n "s/^$1 *: *//p" "$out" | head -1 | sed 's/ *$//'; }
# fld NAME: mlx5ctl reg's field NAME (the last path component), its number or enum name
fld() {
    awk -v f="$1" '{ n = $1; sub(/:$/, "", n); sub(/.*\./, "", n) }
        n == f { v = $2; if ($3 ~ /^\([0-9]+\)$/ && v ~ /^0x/) { v = $3; gsub(/[()]/, "", v) }
                 print v; exit }' "$ctl"
}
# hexascii HEX: the ASCII of a hex byte string, trailing blanks dropped
hexascii() { echo -n "$1" | xxd -r -p | tr -d '\0' | sed 's/ *$//'; }
is() { # is WHAT GOT WANT
    [ "$2" = "$3" ] || { cat "$out"; fail "$1: mstlink '$2', expected '$3'"; }
}
matches() { # matches WHAT GOT REGEX
    [[ $2 =~ $3 ]] || { cat "$out"; fail "$1: mstlink '$2', expected /$3/"; }
}

# check_views: every view of the mstlink in $root (the host's when empty)
check_views() {
    # the default view: PDDR's operational page, PTYS, PMLP, the firmware version
    view
    mlx5ctl reg PTYS local_port=1 proto_mask=4
    is State "$(val State)" Active
    matches "Physical state" "$(val 'Physical state')" 'LinkUp|ETH_AN_FSM_AN_GOOD'
    [ "$(fld data_rate_oper)" = 1000 ] || fail "PTYS data_rate_oper $(fld data_rate_oper)"
    is Speed "$(val Speed)" 100GbE
    mlx5ctl reg PMLP local_port=1
    is Width "$(val Width)" "$(fld width)x"
    mlx5ctl reg PDDR local_port=1 page_select=0
    [ "$(fld fec_mode_active)" = RS_528_514 ] || fail "PDDR fec_mode_active $(fld fec_mode_active)"
    is FEC "$(val FEC)" "Standard RS-FEC - RS(528,514)"
    is "Status Opcode" "$(val 'Status Opcode')" 0
    is Recommendation "$(val Recommendation)" "No issue observed"
    mlx5ctl fw query
    fwver=$(awk '$2 == "BOOT_IMG" { print $3; exit }' "$ctl")
    [ -n "$fwver" ] && is "Firmware Version" "$(val 'Firmware Version')" "$fwver"
    echo "default view: $(val State), $(val Speed), $(val Width), $(val FEC)"

    # -m: the module page of PDDR (the model's MCIA EEPROM: the same cable)
    view -m
    mlx5ctl reg PDDR local_port=1 page_select=3
    is Identifier "$(val Identifier)" "$(fld cable_identifier)"
    is "Cable Type" "$(val 'Cable Type')" "Passive copper cable"
    [ "$(fld cable_type)" = PASSIVE_COPPER ] || fail "PDDR cable_type $(fld cable_type)"
    is "Vendor Name" "$(val 'Vendor Name')" "$(hexascii "$(fld vendor_name)")"
    is "Vendor Part Number" "$(val 'Vendor Part Number')" "$(hexascii "$(fld vendor_pn)")"
    is "Vendor Serial Number" "$(val 'Vendor Serial Number')" "$(hexascii "$(fld vendor_sn)")"
    is "Transfer Distance" "$(val 'Transfer Distance \[m\]')" "$(fld cable_length)"
    is Attenuation "$(val 'Attenuation (5g,7g,12g) *\[dB\]')" \
        "$(fld cable_attenuation_5g),$(fld cable_attenuation_7g),$(fld cable_attenuation_12g)"
    # a passive cable has no monitors (MCIA's temperature bytes are 0)
    is Temperature "$(val 'Temperature \[C\]')" N/A
    echo "module: $(val 'Vendor Name') $(val 'Vendor Part Number') $(val 'Vendor Serial Number'), $(val 'Cable Type'), $(val 'Transfer Distance \[m\]') m"

    # -c: PPCNT's statistical and histogram groups, PPHCR; the link is healthy (link.c: raw BER
    # about 5E-10, nothing uncorrectable: the firmware's 15E-255)
    view -c
    matches "Raw Physical BER" "$(val 'Raw Physical BER')" '^[1-9]E-10$'
    is "Effective Physical BER" "$(val 'Effective Physical BER')" 15E-255
    echo "counters: raw BER $(val 'Raw Physical BER'), effective $(val 'Effective Physical BER')"

    # --show_fec: PPLM's capabilities
    view --show_fec
    mlx5ctl reg PPLM local_port=1
    is "FEC Capability 100G" "$(val 'FEC Capability 100G')" \
        "$(printf '0x%x' "$(fld fec_override_cap_100g)") (No-FEC, RS-FEC (528,514))"

    # -e: SLRG lane by lane, the model's eye
    view -e
    heights=() phases=()
    for lane in 0 1 2 3; do
        mlx5ctl reg SLRG local_port=1 lane=$lane
        heights+=($(($(fld height_eo_pos_mid) + $(fld height_eo_neg_mid))))
        phases+=($(($(fld phase_eo_pos_mid) + $(fld phase_eo_neg_mid))))
    done
    is "Height Eye Opening" "$(val 'Height Eye Opening \[mV\]' | tr -d ' ')" "$(IFS=,; echo "${heights[*]}")"
    is "Phase Eye Opening" "$(val 'Phase  Eye Opening \[psec\]' | tr -d ' ')" "$(IFS=,; echo "${phases[*]}")"
    echo "eye: height ${heights[*]} mV, phase ${phases[*]} ps"

    # --show_serdes_tx: SLTP lane by lane
    view --show_serdes_tx
    for lane in 0 1 2 3; do
        mlx5ctl reg SLTP local_port=1 lane=$lane
        want="$(fld pre_2_tap),$(fld pre_tap),$(fld main_tap),$(fld post_tap),$(fld ob_m2lp),$(fld ob_amp)"
        # mlx5ctl prints the 8-bit taps unsigned, mstlink signed
        want=$(echo "$want" | awk -F, -v OFS=, '{ for (i = 1; i <= 4; i++) if ($i > 127) $i -= 256; print }')
        is "SLTP lane $lane" "$(val "Lane $lane" | tr -d ' ')" "$want"
    done

    # --show_device: MSGI, empty on an adapter
    view --show_device
    is "Part Number" "$(val 'Part Number')" N/A
    [ -n "$fwver" ] && is "FW Version" "$(val 'FW Version')" "$fwver"

    # --port_type PCIE: MPEIN (Gen4 x16, as the PCIe capability and VPD say)
    view --port_type PCIE
    mlx5ctl reg MPEIN
    is "Link Width" "$(val 'Link Width Active (Enabled)')" "$(fld link_width_active)X ($(fld link_width_enabled)X)"
    is "Link Speed" "$(val 'Link Speed Active (Enabled)')" "16G-Gen 4 (16G-Gen 4)"
    echo "PCIe: $(val 'Link Speed Active (Enabled)'), $(val 'Link Width Active (Enabled)')"
    # --port_type PCIE -e: the eye of each of the 16 lanes (SLRG with pnat 3, PCIe index 0)
    view --port_type PCIE -e
    pheights=() pphases=()
    for lane in $(seq 0 15); do
        mlx5ctl reg SLRG local_port=0 pnat=3 lane="$lane"
        pheights+=($(($(fld height_eo_pos_mid) + $(fld height_eo_neg_mid))))
        pphases+=($(($(fld phase_eo_pos_mid) + $(fld phase_eo_neg_mid))))
    done
    is "PCIe Height Eye Opening" "$(val 'Height Eye Opening \[mV\]' | tr -d ' ')" "$(IFS=,; echo "${pheights[*]}")"
    is "PCIe Phase Eye Opening" "$(val 'Phase  Eye Opening \[psec\]' | tr -d ' ')" "$(IFS=,; echo "${pphases[*]}")"
    mlx5ctl link --pcie
    grep -q "PCIe eye height \[mV\] *: $(IFS=,; echo "${pheights[*]}")\$" "$ctl" ||
        { cat "$ctl"; fail "mlx5ctl link --pcie: not the eye mstlink shows"; }
    # --port_type PCIE -c: MPCNT, a clean link
    view --port_type PCIE -c
    is "PCIe RX Errors" "$(val 'RX Errors')" 0
    is "PCIe CRC Error tlp" "$(val 'CRC Error tlp')" 0
    echo "PCIe: eye heights ${pheights[*]} mV on 16 lanes; RX errors $(val 'RX Errors')"

    # the link degraded (lane 2's eye half closed): a raw BER of about 2.4E-5
    export MSTSHIM_LINK_DEGRADED=1
    view -c
    rawber=$(val 'Raw Physical BER')
    is "Raw Physical BER (degraded)" "$rawber" 2E-5
    view -e
    h=$(val 'Height Eye Opening \[mV\]' | tr -d ' ' | cut -d, -f3)
    [ "$h" -le $((heights[2] / 2 + 1)) ] || fail "degraded lane 2 eye height $h (healthy ${heights[2]})"
    echo "degraded: raw BER $rawber, lane 2 eye height $h mV"
    unset MSTSHIM_LINK_DEGRADED

    # the cable pulled: every view says the link is down, and why
    export MSTSHIM_CABLE=0
    view
    is "State (no cable)" "$(val State)" Polling
    is "Speed (no cable)" "$(val Speed)" N/A
    is "FEC (no cable)" "$(val FEC)" N/A
    is "Status Opcode (no cable)" "$(val 'Status Opcode')" 1024
    is "Recommendation (no cable)" "$(val Recommendation)" "Cable is unplugged"
    view -m
    is "Identifier (no cable)" "$(val Identifier)" N/A
    is "Vendor Name (no cable)" "$(val 'Vendor Name')" N/A
    view -c
    is "Raw Physical BER (no cable)" "$(val 'Raw Physical BER')" N/A
    view -e
    is "Height Eye Opening (no cable)" "$(val 'Height Eye Opening \[mV\]' | tr -d ' ')" "N/A,N/A,N/A,N/A"
    view --show_fec
    view --show_serdes_tx
    view --port_type PCIE
    is "Link Width (no cable)" "$(val 'Link Width Active (Enabled)')" "16X (16X)"
    echo "no cable: State Polling, Recommendation 'Cable is unplugged', module N/A, PCIe unchanged"
    unset MSTSHIM_CABLE
}

root=
check_views
[ $failed = 0 ] && echo "mstlink $(mstlink --version 2>&1 | grep -o -m1 '[0-9]\+\.[0-9]\+\.[0-9]\+'):" \
    "every view agrees with the model"
if [ -n "$trixie" ]; then
    root=$trixie
    check_views
    [ $failed = 0 ] && echo "mstlink $(grep -o -m1 'mstflint_[^ ]*' "$trixie/.packages"):" \
        "every view agrees with the model"
fi
[ $failed = 0 ] || exit 1
