#!/bin/sh
# Guest test (run last): no kernel memory leaks reported by kmemleak (debug kernel only).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

k=/sys/kernel/debug/kmemleak
[ -e $k ] || skip "kmemleak not available (not the debug kernel)"
# objects younger than a few seconds are not reported: give them time, scan twice
sleep 6
echo scan >$k
echo scan >$k
leaks=$(cat $k)
if [ -n "$leaks" ]; then
    echo "$leaks" | head -60
    fail "kmemleak reports leaks"
fi
echo "kmemleak: clean"
