#!/bin/sh
# Guest test (run last): no kernel memory leaks reported by kmemleak (debug kernel only).
# Lockdown (integrity or stronger) refuses writable debugfs files, kmemleak's among them: such a
# boot cannot scan, and says so (SKIP) instead of reading nothing and calling it clean.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

k=/sys/kernel/debug/kmemleak
[ -e $k ] || skip "kmemleak not available (not the debug kernel)"
# objects younger than a few seconds are not reported: give them time, scan twice
sleep 6
if ! echo scan 2>/dev/null >$k; then
    lock=$(cat /sys/kernel/security/lockdown 2>/dev/null)
    case $lock in
        *"[none]"*|"") fail "cannot write $k" ;;
        *) skip "kmemleak refused by lockdown ($lock)" ;;
    esac
fi
echo scan >$k || fail "kmemleak scan failed"
leaks=$(cat $k) || fail "cannot read $k"
if [ -n "$leaks" ]; then
    echo "$leaks" | head -60
    fail "kmemleak reports leaks"
fi
echo "kmemleak: clean"
