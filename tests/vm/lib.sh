# shellcheck shell=sh
# Helpers for guest test scripts (busybox sh). Source: . /usr/lib/mlx5ctl/lib.sh

fail() {
    echo "FAIL: $*"
    exit 1
}

# a tool's output checked: `out` (default /tmp/out) holds the last command's output
expect() { # expect PATTERN: the last command's output has it
    grep -q -E "$1" "${out:-/tmp/out}" || { cat "${out:-/tmp/out}"; fail "expected /$1/"; }
}
status() { # status N COMMAND...: the command exits with N (its output in $out)
    want=$1
    shift
    "$@" >"${out:-/tmp/out}" 2>&1
    rc=$?
    [ $rc -eq "$want" ] || { cat "${out:-/tmp/out}"; fail "$*: exit status $rc, not $want"; }
}

skip() {
    echo "SKIP: $*"
    exit 77
}

# host_step ACTION [ARGS...]: ask tests/vm/run.py to act on QEMU, wait for its reply on ttyS1 and
# print the reply's payload (so VAR=$(host_step qom-get ...) works). Actions: device_del ID | device_add JSON | qom-get PATH PROP |
# qom-set PATH PROP VALUE | wait-event NAME [TIMEOUT]. Returns non-zero when the host says ERR.
host_step() {
    # the sequence number lives in a file: callers run host_step in $(...) subshells, where a
    # shell variable would restart at 1 every time and a stale reply of an earlier step
    # (left in ttyS1's input) would match the new request
    _seq=$(( $(cat /tmp/.mlx5ctl-host-step-seq 2>/dev/null || echo 0) + 1 ))
    echo "$_seq" >/tmp/.mlx5ctl-host-step-seq
    # keep ttyS1 open from before the request: bytes that arrive while it is closed are lost
    if [ -z "${_hs_open:-}" ]; then
        exec 3<>/dev/ttyS1
        stty raw -echo <&3 2>/dev/null
        _hs_open=1
    fi
    # to the console, not stdout: $(host_step ...) must not swallow the request
    echo "MLX5CTL-HOST-STEP $_seq $*" >/dev/console
    while IFS= read -r _line <&3; do
        _line=$(printf '%s' "$_line" | tr -d '\r')
        case $_line in
            "MLX5CTL-HOST-REPLY $_seq OK"*) echo "${_line#"MLX5CTL-HOST-REPLY $_seq OK"}" | sed 's/^ //'; return 0 ;;
            "MLX5CTL-HOST-REPLY $_seq ERR"*) echo "${_line#"MLX5CTL-HOST-REPLY $_seq ERR"}" | sed 's/^ //'; return 1 ;;
        esac
    done
    return 1
}

# qget VAR PROP: VAR = the emulated device's (cx0) QOM property PROP, read by the host over QMP
qget() {
    _qv=$(host_step qom-get /machine/peripheral/cx0 "$2") || fail "qom-get $2 failed: $_qv"
    eval "$1=\$_qv"
}

# wait_for COND_CMD [SECONDS]: poll a shell condition every 0.1 s
wait_for() {
    _n=$(( ${2:-10} * 10 ))
    while [ "$_n" -gt 0 ]; do
        eval "$1" && return 0
        sleep 0.1
        _n=$((_n - 1))
    done
    return 1
}

# trixie_chroot CMD [ARGS...]: run a program of the Debian 13 root that scripts/trixie-root
# made (put at /opt/trixie by the harness: `--add ROOT:/opt/trixie`) unmodified inside it, with
# trixie's own loader and libraries; /proc, /sys, /dev and /tmp are the guest's.
trixie_chroot() {
    _tr=/opt/trixie
    [ -x "$_tr/usr/bin/busybox" ] || fail "no trixie root at $_tr"
    for _m in proc sys dev tmp; do
        grep -q " $_tr/$_m " /proc/mounts || mount --bind "/$_m" "$_tr/$_m" ||
            fail "cannot bind /$_m into $_tr"
    done
    chroot "$_tr" "$@"
}

# The device as the kernel line's transport names it (MLX5CTL_LINUX, set by tests/vm/vm-test):
# ADEV its auxiliary device, DRV the driver bound to it, NODE its device node, XPORT what
# `mlx5ctl list` and `info` call the transport. 6.12: our mlx5ctl driver; 7.3: upstream fwctl.
# shellcheck disable=SC2034  # for the scripts that source this
if [ "${MLX5CTL_LINUX:-6.12}" = 6.12 ]; then
    ADEV=mlx5_core.ctl.0 DRV=mlx5ctl.ctl NODE=/dev/mlx5ctl-mlx5_core.ctl.0 XPORT=mlx5ctl
else
    ADEV=mlx5_core.fwctl.0 DRV=mlx5_fwctl.mlx5_fwctl NODE=/dev/fwctl/fwctl0 XPORT=fwctl
fi
# re STRING: an extended regular expression matching STRING
re() {
    printf '%s' "$1" | sed 's/[][\.*^$/+?(){}|]/\\&/g'
}

# unsigned_copy KO OUT: OUT is module KO without its appended signature (the last 40 bytes are
# the signature's trailer: its length at offset 8, then "~Module signature appended~\n")
unsigned_copy() {
    tail -c 28 "$1" | grep -q '~Module signature appended~' || fail "$1 is not signed"
    _size=$(wc -c <"$1")
    _siglen=$(tail -c 40 "$1" | od -An -tu1 -j 8 -N 4 |
              awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }')
    head -c $((_size - 40 - _siglen)) "$1" >"$2"
}

# ko_path NAME: the module NAME's file in the initramfs (/lib/modules/NAME.ko, or where the
# kernel's tree or DKMS put it under /lib/modules/<release>/)
ko_path() {
    find /lib/modules -name "$1.ko" | head -n1 | grep . || fail "no $1.ko under /lib/modules"
}
