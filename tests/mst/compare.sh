# shellcheck shell=sh
# NVIDIA's tools against mlx5ctl: what each prints about the same firmware, compared. POSIX sh
# (busybox too): sourced by tests/mst/host.sh on the host and, as /usr/lib/mlx5ctl/compare.sh,
# by tests/vm/mst/mst.sh in the guest.

# mst_field FILE NAME: a value of `mstreg --get`'s table (the first row named NAME), decimal;
# 0 when absent
mst_field() {
    _v=$(awk -v n="$2" '$1 == n { print $3; exit }' "$1")
    echo $((${_v:-0}))
}

# ctl_field FILE NAME: the value of the mlx5ctl field whose last name component is NAME,
# decimal; 0 when not printed. Forms: "name: 0x16 (22)", "name: 3", "name: NAME (0x3)".
ctl_field() {
    _v=$(awk -v n="$2" '{ k = $1; sub(/:$/, "", k); sub(/.*\./, "", k) }
        k == n { if (match($0, /\(0x[0-9a-f]+\)/)) print substr($0, RSTART + 1, RLENGTH - 2)
                 else print $2; exit }' "$1")
    echo $((${_v:-0}))
}

# mgir_compare MSTREG_OUT MLX5CTL_OUT: `mstreg --reg_name MGIR --get` (ICMD) against
# `mlx5ctl reg MGIR` (ACCESS_REG through the driver), field by field; what mlx5ctl shows
# composed (prm/registers.yaml's formats: build_date, manufacturing_base_mac, psid) is composed
# from mstreg's raw fields. Prints the number of fields compared; returns 1 (and says which)
# at the first difference.
mgir_compare() {
    _n=0
    for _f in device_id device_hw_revision technology num_ports hw_dev_id secured signed_fw \
              extended_major extended_minor extended_sub_minor; do
        _a=$(mst_field "$1" $_f)
        _b=$(ctl_field "$2" $_f)
        [ "$_a" = "$_b" ] || { echo "MGIR $_f: mstreg $_a, mlx5ctl $_b"; return 1; }
        _n=$((_n + 1))
    done
    _h=$(mst_field "$1" hour)
    _a=$(printf '%04x-%02x-%02x %02x:%02x' "$(mst_field "$1" year)" "$(mst_field "$1" month)" \
         "$(mst_field "$1" day)" $((_h >> 8)) $((_h & 255)))
    _b=$(sed -n 's/^fw_info\.build_date: *//p' "$2")
    [ "$_a" = "$_b" ] || { echo "MGIR build date: mstreg '$_a', mlx5ctl '$_b'"; return 1; }
    _h=$(mst_field "$1" manufacturing_base_mac_47_32)
    _l=$(mst_field "$1" manufacturing_base_mac_31_0)
    _a=$(printf '%02x:%02x:%02x:%02x:%02x:%02x' $((_h >> 8)) $((_h & 255)) $((_l >> 24)) \
         $(((_l >> 16) & 255)) $(((_l >> 8) & 255)) $((_l & 255)))
    _b=$(sed -n 's/^hardware_info\.manufacturing_base_mac: *//p' "$2")
    [ "$_a" = "$_b" ] || { echo "MGIR base MAC: mstreg '$_a', mlx5ctl '$_b'"; return 1; }
    _a=$(_i=0; while [ $_i -lt 16 ]; do
        _c=$(mst_field "$1" "psid[$_i]")
        [ "$_c" = 0 ] || printf '%b' "\\0$(printf '%o' "$_c")"
        _i=$((_i + 1))
    done)
    _b=$(sed -n 's/^fw_info\.psid: *//p' "$2")
    if [ -z "$_a" ] || [ "$_a" != "$_b" ]; then
        echo "MGIR psid: mstreg '$_a', mlx5ctl '$_b'"
        return 1
    fi
    echo $((_n + 3))
}

# cfg_ctl FILE ITEM: "current next default" of GLOBAL_PCI_CONF.ITEM in `mlx5ctl config`
cfg_ctl() {
    awk -v n="GLOBAL_PCI_CONF.$2" '$1 == n { print $2, $3, $4 }' "$1"
}

# cfg_mst FILE ITEM: "current next default" of ITEM in `mstconfig -e q` (whose columns are
# default, current, next; a "*" in front when they differ; booleans as False(0))
cfg_mst() {
    awk -v n="$2" '$1 == n || ($1 == "*" && $2 == n) {
        if ($1 == "*") { $1 = ""; $0 = $0 }
        gsub(/[A-Za-z]+\(|\)/, "")
        print $3, $4, $2 }' "$1"
}

# cfg_compare MSTCONFIG_OUT MLX5CTL_OUT TOTAL_VFS SRIOV_EN: both tools show NUM_OF_VFS /
# total_vfs as "current next default" TOTAL_VFS and SRIOV_EN / sriov_en as SRIOV_EN
cfg_compare() {
    _a=$(cfg_mst "$1" NUM_OF_VFS); _b=$(cfg_ctl "$2" total_vfs)
    echo "NUM_OF_VFS / total_vfs (current next default): mstconfig $_a, mlx5ctl $_b"
    if [ "$_a" != "$3" ] || [ "$_b" != "$3" ]; then echo "total_vfs: expected $3"; return 1; fi
    _a=$(cfg_mst "$1" SRIOV_EN); _b=$(cfg_ctl "$2" sriov_en)
    echo "SRIOV_EN / sriov_en (current next default): mstconfig $_a, mlx5ctl $_b"
    if [ "$_a" != "$4" ] || [ "$_b" != "$4" ]; then echo "sriov_en: expected $4"; return 1; fi
}

# lk_val FILE LABEL: the value of mstlink's or mlx5ctl link's "Label   : value" line (the first
# whose label is LABEL, case ignored; mlx5ctl indents its lines)
lk_val() {
    awk -v n="$2" '{ l = $0; sub(/^ +/, "", l); i = index(l, ":"); if (!i) next
        k = substr(l, 1, i - 1); sub(/ +$/, "", k)
        if (tolower(k) == tolower(n)) { v = substr(l, i + 1); sub(/^ +/, "", v); print v; exit } }' "$1"
}

# lk_norm TEXT: lower case, letters and digits only ("Standard RS-FEC - RS(528,514)" and
# "Standard RS-FEC, RS(528,514)" are one FEC)
lk_norm() {
    echo "$1" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9'
}

# ber_near A B: two BERs (COEFE-MAG) of a running link read one after the other: the same
# magnitude, coefficients one apart at most (errors are counted whole, so the leading digit of
# errors over bits steps as they come)
ber_near() {
    _am=${1#*E-}; _bm=${2#*E-}; _ac=${1%%E-*}; _bc=${2%%E-*}
    [ "$_am" = "$_bm" ] && [ $((_ac - _bc)) -le 1 ] && [ $((_bc - _ac)) -le 1 ]
}

# link_compare MSTLINK_OUT MLX5CTL_OUT: `mstlink` (any of its views: default, -c, -m) against
# `mlx5ctl link` on the same port: state, speed, width, FEC; the module's identifier, type,
# vendor, part and serial numbers, revision; the BERs where both print them as COEFE-MAG. A
# value mstlink does not print is not compared. With LINK_BER_SLACK=1 (a link whose counters
# run between the two reads: the VM) the BERs need only be near (ber_near). Prints the number
# of values compared; returns 1 (and says which) at the first difference.
link_compare() {
    _n=0
    _a=$(lk_val "$1" State); _b=$(lk_val "$2" State)
    if [ -n "$_a" ]; then
        case $_b in Active*) _b=Active ;; *) _b=down ;; esac
        case $_a in Active) ;; *) _a=down ;; esac
        [ "$_a" = "$_b" ] || { echo "link state: mstlink '$_a', mlx5ctl '$_b'"; return 1; }
        _n=$((_n + 1))
    fi
    # speed: mstlink "100GbE", mlx5ctl "100G"; n/a when down
    _a=$(lk_val "$1" Speed); _b=$(lk_val "$2" Speed)
    if [ -n "$_a" ]; then
        _a=$(lk_norm "${_a%GbE}"); _b=$(lk_norm "${_b%G}")
        [ "$_a" = "$_b" ] || { echo "link speed: mstlink '$_a', mlx5ctl '$_b'"; return 1; }
        _n=$((_n + 1))
    fi
    for _f in Width FEC Identifier "Cable Type" "Vendor Name" "Vendor Part Number" \
              "Vendor Serial Number" "Rev/Vendor revision" \
              "Effective Physical BER" "Raw Physical BER"; do
        _m=${_f%%/*}; _c=${_f#*/}
        _a=$(lk_val "$1" "$_m"); _b=$(lk_val "$2" "$_c")
        [ -n "$_a" ] || continue
        case $_m in
        *BER) case $_b in *E-*) ;; *) continue ;; esac
              if [ "${LINK_BER_SLACK:-0}" = 1 ] && ber_near "$_a" "$_b"; then
                  _n=$((_n + 1)); continue
              fi ;;
        esac
        [ "$(lk_norm "$_a")" = "$(lk_norm "$_b")" ] ||
            { echo "link $_m: mstlink '$_a', mlx5ctl '$_b'"; return 1; }
        _n=$((_n + 1))
    done
    echo $_n
}

# mstlink_views DEV OUT CTL: mstlink's default, -c and -m views of DEV (through the caller's
# `run TOOL ARGS...`, which leaves the tool's output in OUT) each against `mlx5ctl link` with
# the same option (its output in CTL), link_compare's way. Prints a line per view; returns 1
# at the first difference.
mstlink_views() {
    for _v in "" -c -m; do
        # shellcheck disable=SC2086
        run mstlink -d "$1" $_v || return 1
        # shellcheck disable=SC2086
        mlx5ctl link $_v >"$3" 2>&1 || { cat "$3"; echo "mlx5ctl link $_v failed"; return 1; }
        _k=$(link_compare "$2" "$3") || { cat "$2" "$3"; echo "mstlink ${_v:-(default)}: $_k"; return 1; }
        echo "mstlink ${_v:-(default)} against mlx5ctl link: $_k values equal"
    done
}

# mstlink_unplugged DEV OUT CTL: with the cable out, mstlink's default view and mlx5ctl link
# both say the port is down and why (the firmware's troubleshooting page: "Cable is unplugged",
# status opcode 1024); returns 1 (and says which) when either does not.
mstlink_unplugged() {
    run mstlink -d "$1" || return 1
    mlx5ctl link >"$3" 2>&1 || { cat "$3"; echo "mlx5ctl link failed"; return 1; }
    _k=$(link_compare "$2" "$3") || { cat "$2" "$3"; echo "mstlink, no cable: $_k"; return 1; }
    [ "$(lk_val "$2" State)" != Active ] || { cat "$2"; echo "mstlink: still Active"; return 1; }
    if [ "$(lk_val "$2" Recommendation)" != "Cable is unplugged" ] ||
       [ "$(lk_val "$2" "Status Opcode")" != 1024 ]; then
        cat "$2"; echo "mstlink: no reason"; return 1
    fi
    grep -q 'Cable is unplugged' "$3" || { cat "$3"; echo "mlx5ctl link: no reason"; return 1; }
    echo "no cable: mstlink $(lk_val "$2" State), '$(lk_val "$2" Recommendation)';" \
         "mlx5ctl link $(lk_val "$3" State), $_k values equal"
}
