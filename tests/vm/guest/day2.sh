#!/bin/sh
# Guest test: an operator's second day, on either transport (6.12: the mlx5ctl driver; 7.3:
# fwctl/mlx5), with the packaged tool. First `mlx5ctl collect`: the support bundle is written,
# every file of the archive is in its index with its SHA-256, and its reads left the kernel's
# taint as it was. Then `mlx5ctl link`: the port up at 100G over 4 lanes with RS-FEC, the
# module, the counters; the cable pulled through the device's "cable" property (the port down,
# "Cable is unplugged", in the tool's view as in the firmware's troubleshooting page) and
# plugged back. Last the counter clear (`link --clear-counters`, mlxlink --pc's PPCNT write):
# the port counters start again. Prints the bundle's size and the time it took
# ("collect: N bytes, M files in T s", the pieces by status and the names of those that failed).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v mlx5ctl >/dev/null || fail "no mlx5ctl tool in the initramfs"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
out=/tmp/out

# the support bundle: reads only, at the lowest scopes
taint0=$(cat /proc/sys/kernel/tainted)
t0=$(cut -d' ' -f1 /proc/uptime)
mlx5ctl -d 0 collect -o /tmp/case.tar.gz >$out 2>&1 || { cat $out; fail "collect"; }
t1=$(cut -d' ' -f1 /proc/uptime)
[ "$(cat /proc/sys/kernel/tainted)" = "$taint0" ] || fail "collect changed the taint"
rm -rf /tmp/case
mkdir /tmp/case || fail "mkdir /tmp/case"
tar -xzf /tmp/case.tar.gz -C /tmp/case || fail "the bundle does not unpack"
index=$(find /tmp/case -name index.json | head -n 1)
[ -s "$index" ] || fail "no index.json in the bundle"
find /tmp/case -type f ! -name index.json >/tmp/files
n=0
while IFS= read -r f; do
    sum=$(sha256sum "$f" | cut -d' ' -f1)
    grep -q "\"sha256\": *\"$sum\"" "$index" || fail "$f: its SHA-256 is not in the index"
    n=$((n + 1))
done </tmp/files
[ "$n" -gt 20 ] || fail "only $n files in the bundle"
grep -q '"read_only": *true' "$index" || fail "the index does not say read-only"
# with devlink in the guest (the suites add the host's), its pieces are read
if [ -x /usr/sbin/devlink ]; then
    for p in devlink/info devlink/health; do
        grep -A3 "\"name\": *\"$p\"" "$index" | grep -q '"status": *"ok"' ||
            { grep -A6 "\"name\": *\"$p\"" "$index"; fail "$p was not read"; }
    done
fi
echo "collect: $(stat -c %s /tmp/case.tar.gz) bytes, $n files in" \
    "$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s;" \
    "pieces: $(grep -c '"status": *"ok"' "$index") ok, $(grep -c '"status": *"skipped"' "$index")" \
    "skipped, $(grep -c '"status": *"refused"' "$index") refused, $(grep -c '"status": *"error"' "$index") failed"
grep -B3 -A3 '"status": *"error"' "$index" | grep -E '"(name|error)"' | sed 's/^ */collect: failed: /'

# the link, every view
mlx5ctl -d 0 link >$out 2>&1 || { cat $out; fail "link"; }
cat $out
expect '^ *State +: Active'
expect '^ *Speed +: 100G'
expect '^ *Width +: 4x'
expect '^ *FEC +: .*RS-FEC'
expect '^ *Vendor part number +: MCP1600-C001E30N'
mlx5ctl -d 0 -j link -c >$out 2>&1 || { cat $out; fail "link -j -c"; }
expect '"raw_ber"'

# the cable pulled: the port goes down and every view says why
host_step qom-set /machine/peripheral/cx0 cable false >/dev/null || fail "qom-set cable false"
mlx5ctl -d 0 link >$out 2>&1
cat $out
grep -q -E '^ *State +: Active' $out && fail "the link is still active without its cable"
expect 'Cable is unplugged'
host_step qom-set /machine/peripheral/cx0 cable true >/dev/null || fail "qom-set cable true"
wait_for 'mlx5ctl -d 0 link >/tmp/out 2>&1 && grep -q -E "^ *State +: Active" /tmp/out' 30 ||
    { cat $out; fail "the link did not come back with the cable"; }

# the counter clear: a write, asked for (-y); the counters start again
bcast() {
    mlx5ctl -d 0 reg PPCNT local_port=1 grp=IEEE_802_3 >$out 2>&1 || { cat $out; fail "reg PPCNT"; }
    # "0", or "0x1e (30)"
    sed -n 's/^counter_set\.eth_802_3_cntrs_grp_data_layout\.a_broadcast_frames_received_ok_low: *//p' $out |
        sed 's/^0x[0-9a-f]* (\([0-9]*\))$/\1/'
}
sleep 2
before=$(bcast)
mlx5ctl -d 0 -y link --clear-counters >$out 2>&1 || { cat $out; fail "link --clear-counters"; }
after=$(bcast)
echo "broadcasts received: $before before the clear, $after after"
if [ -z "$before" ] || [ -z "$after" ] || [ "$after" -ge "$before" ]; then
    fail "the clear did not start the counters again ($before -> $after)"
fi
echo "day2: collect, link, cable, clear passed"
