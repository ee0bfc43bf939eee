# shellcheck shell=bash
# Common helpers for the mlx5ctl build scripts. Source it: . "$(dirname "$0")/lib.sh"
#
# Everything big lives in the cache directory, keyed by a hash of its inputs, so a rerun with
# nothing changed rebuilds nothing:
#   MLX5CTL_CACHE   cache root (default: $HOME/.cache/mlx5ctl)
#   CCACHE_DIR      ccache directory (default: $MLX5CTL_CACHE/ccache)
#   MLX5CTL_JOBS    parallel jobs (default: 2)

MLX5CTL_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
MLX5CTL_CACHE=${MLX5CTL_CACHE:-$HOME/.cache/mlx5ctl}
MLX5CTL_JOBS=${MLX5CTL_JOBS:-2}
export CCACHE_DIR=${CCACHE_DIR:-$MLX5CTL_CACHE/ccache}
# ccache's depend mode: on a miss, no extra preprocessor run (the compiler's -MD/-MMD output
# lists the headers; the kernel's -Wp,-MMD and meson's -MD both qualify). Measured here on
# mlx5_core's 45 objects, cold: 29.7 s without ccache, 47.9 s with ccache's default mode,
# 31.6 s in depend mode; warm 5.3 s and 5.5 s. A cold CI run builds three kernels and QEMU.
export CCACHE_DEPEND=${CCACHE_DEPEND:-true}
export MLX5CTL_ROOT MLX5CTL_CACHE MLX5CTL_JOBS

mkdir -p "$MLX5CTL_CACHE" "$CCACHE_DIR"

log() {
    printf '%s: %s\n' "$(basename "$0")" "$*" >&2
}

die() {
    log "error: $*"
    exit 1
}

# hash_strings STR... -> short hex hash of the strings (one per line)
hash_strings() {
    printf '%s\n' "$@" | sha256sum | cut -c1-16
}

# hash_files FILE... -> short hex hash of the files' names (relative to the repo) and contents.
# Missing files hash as "missing" so that adding one changes the key. Order-independent.
hash_files() {
    local f rel
    for f in "$@"; do
        rel=${f#"$MLX5CTL_ROOT"/}
        if [ -f "$f" ]; then
            printf '%s %s\n' "$rel" "$(sha256sum <"$f" | cut -c1-64)"
        else
            printf '%s missing\n' "$rel"
        fi
    done | LC_ALL=C sort | sha256sum | cut -c1-16
}

# hash_dir DIR [find-args...] -> hash of all regular files under DIR (names + contents)
hash_dir() {
    local dir=$1
    shift
    local files=()
    if [ -d "$dir" ]; then
        mapfile -t files < <(find "$dir" -type f "$@" | LC_ALL=C sort)
    fi
    if [ "${#files[@]}" -eq 0 ]; then
        hash_strings "empty:${dir#"$MLX5CTL_ROOT"/}"
    else
        hash_files "${files[@]}"
    fi
}

# publish SRCDIR DEST FILE...: copy FILEs (paths relative to SRCDIR, directories whole, missing
# ones skipped) into DEST, once, atomically (DEST.tmp then rename), and keep the 6 newest
# siblings of DEST that share its name up to the last '-' (DEST is <kind>-<inputs hash>). What
# a build prints is such a copy: it stays the build of those inputs while another checkout of
# the repository rebuilds the cached tree with other inputs (a second worktree, CI beside a
# session).
publish() {
    local src=$1 dest=$2 f
    shift 2
    if [ ! -e "$dest/.published" ]; then
        rm -rf "$dest.tmp"
        for f in "$@"; do
            [ -e "$src/$f" ] || continue
            mkdir -p "$dest.tmp/$(dirname "$f")"
            cp -a "$src/$f" "$dest.tmp/$f"
        done
        touch "$dest.tmp/.published"
        rm -rf "$dest"
        mv "$dest.tmp" "$dest"
    fi
    touch "$dest"
    # shellcheck disable=SC2010,SC2012  # names are ours: <kind>-<hex>
    ls -dt "${dest%-*}"-* 2>/dev/null | { grep -v '\.tmp$' || true; } |
        tail -n +7 | xargs -r rm -rf
}

# with_lock NAME CMD... : run CMD holding an exclusive lock on $MLX5CTL_CACHE/NAME.lock, so that
# concurrent runs (several agents, parallel ctest) do not build the same thing twice.
with_lock() {
    local name=$1
    shift
    local lock="$MLX5CTL_CACHE/$name.lock"
    (
        flock 9
        "$@"
    ) 9>"$lock"
}

# install_if_changed SRC DST : copy only if the content differs, so that mtimes (and with them
# ninja/make rebuilds) only move when something really changed.
install_if_changed() {
    local src=$1 dst=$2
    if ! cmp -s "$src" "$dst"; then
        mkdir -p "$(dirname "$dst")"
        cp "$src" "$dst"
    fi
}

# time_it LABEL CMD... : run CMD and log how long it took
time_it() {
    local label=$1
    shift
    local t0 t1
    t0=$(date +%s)
    "$@"
    t1=$(date +%s)
    log "$label took $((t1 - t0)) s"
}

# ensure_setup: install missing packages (cheap when nothing is missing)
ensure_setup() {
    if [ -z "${MLX5CTL_SKIP_SETUP:-}" ]; then
        "$MLX5CTL_ROOT/scripts/setup" >&2
    fi
}

# kernel_vars [LINUX]: where build-kernel keeps a kernel's source in the cache. LINUX is the
# kernel line: 6.12 (default, or $MLX5CTL_LINUX; Debian 12's linux-source-6.12, $LINUX_TARBALL,
# our mlx5ctl series applied) or 7.3 (trixie-backports' linux-source-7.3 through
# scripts/fetch-trixie, upstream's fwctl/mlx5, our fwctl series kernel/fwctl/ applied).
# Sets LINUX, KDIR, TARBALL, kver, SRC (the tree with the series applied, series_tree),
# PRISTINE (the unpacked tarball, never written; kernel/mkseries reads it), SERIES (the
# series' directory in kernel/, its `series` file the one mkseries reads).
# shellcheck disable=SC2034  # the variables are for the caller
kernel_vars() {
    LINUX=${1:-${MLX5CTL_LINUX:-6.12}}
    KDIR=$MLX5CTL_CACHE/kernel
    case $LINUX in
        6.12)
            TARBALL=${LINUX_TARBALL:-/usr/src/linux-source-6.12.tar.xz}
            kver=$(dpkg-query -W -f='${Version}' linux-source-6.12 2>/dev/null || true)
            [ -n "$kver" ] || kver=$(sha256sum <"$TARBALL" | cut -c1-16)
            SERIES=$MLX5CTL_ROOT/kernel
            ;;
        7.3)
            kver=$("$MLX5CTL_ROOT/scripts/fetch-trixie" --version linux-source-7.3)
            TARBALL=$KDIR/src/linux-source-7.3_$kver.tar.xz
            if [ ! -f "$TARBALL" ]; then
                local deb
                deb=$("$MLX5CTL_ROOT/scripts/fetch-trixie" linux-source-7.3)
                mkdir -p "$KDIR/src"
                log "extracting linux-source-7.3.tar.xz from $(basename "$deb")"
                dpkg-deb --fsys-tarfile "$deb" |
                    tar -xO ./usr/src/linux-source-7.3.tar.xz >"$TARBALL.tmp"
                mv "$TARBALL.tmp" "$TARBALL"
            fi
            SERIES=$MLX5CTL_ROOT/kernel/fwctl
            ;;
        *) die "unknown kernel line '$LINUX' (6.12 or 7.3)" ;;
    esac
    SRC=$KDIR/linux-$kver
    PRISTINE=$KDIR/pristine-$kver
}

# series_tree PRISTINE DEST PATCH...: make DEST the kernel tree PRISTINE with the PATCHes applied
# by `git am` (the way a maintainer applies them), without copying or hashing the whole tree:
# DEST is a hard-linked copy of PRISTINE (cp -al, seconds), except the files the patches touch,
# which are real copies (nothing written through DEST reaches PRISTINE); its git repository
# tracks only those files and LICENSES/ (checkpatch's spdxcheck.py reads the license list from
# the HEAD commit's tree), their unmodified versions tagged "pristine". (A repository of all
# 80,000 files cost about 2 minutes of every cold build: hashing and compressing 1.4 GB, then
# checking them all out again for the pristine tree.) No patch: DEST is just the copy.
series_tree() {
    local pristine=$1 dest=$2 f
    shift 2
    local tmp=$dest.tmp files=() tracked=()
    local git=(git -C "$tmp" -c user.name=mlx5ctl -c user.email=mlx5ctl@localhost)
    rm -rf "$tmp"
    cp -al "$pristine" "$tmp"
    rm -f "$tmp"/.mlx5ctl-*
    if [ $# -gt 0 ]; then
        # every path a patch names, on either side of a diff (renames, new and deleted files)
        mapfile -t files < <(sed -n -E 's#^diff --git a/([^ ]+) b/([^ ]+)$#\1\n\2#p' "$@" |
                             sort -u)
        [ "${#files[@]}" -gt 0 ] || die "series_tree: the patches name no file"
        for f in "${files[@]}"; do
            [ -e "$pristine/$f" ] || continue
            cp --remove-destination "$pristine/$f" "$tmp/$f"
            tracked+=("$f")
        done
    fi
    [ -d "$tmp/LICENSES" ] && tracked+=(LICENSES)
    "${git[@]}" init -q
    "${git[@]}" config gc.auto 0
    [ "${#tracked[@]}" -eq 0 ] || "${git[@]}" add -f -- "${tracked[@]}"
    "${git[@]}" commit -q --allow-empty --no-verify -m "pristine (the files the series touches)"
    "${git[@]}" tag pristine
    if [ $# -gt 0 ] && ! "${git[@]}" am -q --keep-cr "$@" >&2; then
        "${git[@]}" am --abort >/dev/null 2>&1 || true
        return 1
    fi
    rm -rf "$dest"
    mv "$tmp" "$dest"
}

# kernel_build_dir FLAVOUR -> the O= build directory of that flavour (after kernel_vars)
kernel_build_dir() {
    echo "$KDIR/build-$1-$kver"
}

# mstflint_adds: sets MSTFLINT_ADDS to the mkinitramfs/vm-test --add arguments that put NVIDIA's
# tools as Debian ships them (package mstflint) into the guest: the binaries (their shared
# libraries follow) and the data they read (the ConnectX-6 Dx CR-space map for mstregdump, the
# register database for mstreg and mstlink, the NV item database for mstconfig). Returns 1
# when mstflint is not installed.
mstflint_adds() {
    local t p d data=/usr/share/mstflint
    MSTFLINT_ADDS=()
    for t in mstflint mstreg mstconfig mstlink mstregdump mstvpd; do
        p=$(command -v "$t") || return 1
        MSTFLINT_ADDS+=(--add "$p:/usr/bin/$t")
    done
    for d in ConnectX6DX.csv prm_dbs/hca mlxconfig_dbs/mlxconfig_host.db; do
        [ -e "$data/$d" ] || return 1
        MSTFLINT_ADDS+=(--add "$data/$d:$data/$d")
    done
}

# package_adds ROOT: sets PACKAGE_ADDS to the mkinitramfs/vm-test --add arguments that put the
# tool of the Debian packages unpacked in ROOT (dpkg-deb -x of mlx5ctl and libmlx5ctl0, as
# tests/package/run leaves them) into the guest as the packages install it: /usr/bin/mlx5ctl,
# dynamically linked, with the package's libmlx5ctl.so.0 from ROOT and the other shared
# libraries (json-c, zlib, glibc and its loader) from this machine, where ldd finds them (the
# guest is busybox without a libc). Each library is copied as a file under the name the loader
# asks for. Returns 1 when ROOT holds no packaged tool.
package_adds() {
    local root libdir lib
    PACKAGE_ADDS=()
    root=$(cd "$1" 2>/dev/null && pwd) || return 1     # absolute: ldd prints what it is given
    libdir=$root/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH)
    [ -x "$root/usr/bin/mlx5ctl" ] && [ -e "$libdir/libmlx5ctl.so.0" ] || return 1
    PACKAGE_ADDS+=(--add "$root/usr/bin/mlx5ctl:/usr/bin/mlx5ctl")
    while read -r lib; do
        PACKAGE_ADDS+=(--add "$(readlink -f "$lib"):${lib#"$root"}")
    done < <(LD_LIBRARY_PATH=$libdir ldd "$root/usr/bin/mlx5ctl" |
        awk '/=> \// { print $3 } /^\t\// { print $1 }')
    case " ${PACKAGE_ADDS[*]} " in
        *":/usr/lib/${libdir##*/}/libmlx5ctl.so.0 "*) ;;
        *) return 1 ;;
    esac
}

# re_escape STRING: STRING as an extended regular expression matching it literally
re_escape() {
    printf '%s' "$1" | sed 's/[][\.*^$/+?(){}|]/\\&/g'
}

# dkms_root_make KVER DIR: build the out-of-tree module in DIR (its Kbuild and sources) against
# Debian's linux-headers-KVER the way scripts/build-dkms builds mlx5ctl-dkms: in build-dkms's
# cached Debian 13 root (trixie's gcc-14, make, the headers; made by running scripts/build-dkms
# KVER, cached), entered with chroot in a private mount namespace over an overlay (the cached
# root is never written) and without CAP_SYS_MODULE. The built *.ko land in DIR; unsigned (a
# kernel without Secure Boot loads them, tainted OE). Needs root, like build-dkms.
dkms_root_make() {
    local kver=$1 dir root w r
    dir=$(realpath "$2")
    "$MLX5CTL_ROOT/scripts/build-dkms" "$kver" >/dev/null
    # the newest root for KVER (build-dkms removes older ones when it makes a new one)
    root=
    for r in "$MLX5CTL_CACHE/dkms/root-$kver-"*; do
        [ -f "$r/.done" ] && { [ -z "$root" ] || [ "$r" -nt "$root" ]; } && root=$r
    done
    [ -f "${root:-/nonexistent}/.done" ] || die "no build-dkms root for $kver in $MLX5CTL_CACHE/dkms"
    w=$(mktemp -d "$MLX5CTL_CACHE/dkms/kmod.XXXXXX")
    mkdir -p "$w"/{upper,work,merged}
    # shellcheck disable=SC2016  # for the namespace's shell
    unshare -m --propagation private bash -c '
        set -euo pipefail
        root=$1 w=$2 dir=$3 kver=$4 m=$2/merged
        mount -t overlay overlay -o "lowerdir=$root,upperdir=$w/upper,workdir=$w/work" "$m"
        mount -t proc proc "$m/proc"
        mount --bind /dev "$m/dev"
        mount -t tmpfs tmpfs "$m/tmp"
        mkdir "$m/tmp/m"
        mount --bind "$dir" "$m/tmp/m"
        setpriv --bounding-set -sys_module --inh-caps -sys_module chroot "$m" \
            /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
            make -s -C "/usr/src/linux-headers-$kver" M=/tmp/m modules
    ' dkms_root_make "$root" "$w" "$dir" "$kver" || { rm -rf "$w"; return 1; }
    rm -rf "$w"
}
