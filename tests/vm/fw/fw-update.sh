#!/bin/sh
# Guest test (tests/vm/fw/run, boot 1): mlx5ctl fw through the kernel (the mlx5ctl driver; on
# Linux 7.3 upstream's fwctl/mlx5). Refusals and injected faults end with their message and exit
# status and change nothing; SIGKILL mid-download leaves the update handle free; an FS4 image is
# activated without a reboot (mlx5ctl fw activate); then the good image is flashed and pending.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh
# shellcheck source=fw-info.sh
. /usr/lib/mlx5ctl/fw-info.sh

wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
out=/tmp/out
# nothing pending, the handle free, the factory firmware running
unchanged() {
    qget held fwu-held
    [ "$held" = 0 ] || fail "$1: the update handle is still held"
    qget pending fw-pending-version
    [ "$pending" = 0 ] || fail "$1: an image is pending ($pending)"
    status 0 mlx5ctl fw query
    expect '^1 +BOOT_IMG +22\.41\.1010 +- '
}
fault() { # fault SPEC: arm a firmware update fault over QMP
    host_step qom-set /machine/peripheral/cx0 fw-fault "\"$1\"" >/dev/null ||
        fail "qom-set fw-fault $1"
}

status 0 mlx5ctl fw query
cat $out
expect '^1 +BOOT_IMG +22\.41\.1010 +- +IDLE +device reset'
fw_info 22.41.1010 22.41.1010
# a corrupted payload: the device's digest error
status 1 mlx5ctl -y fw update /root/bad.img
cat $out
expect 'component hash mismatch \(REJECTED_DIGEST_ERR, 0x2\)'
unchanged "corrupted image"
# faults on demand
fault "fail:6:1"
status 1 mlx5ctl -y fw update /root/good.img
expect 'failed at ACTIVATE: general error \(ERROR, 0x1\)'
unchanged "ACTIVATE failed"
fault "stall"
status 1 mlx5ctl -y fw update --timeout 1 /root/good.img
expect 'UPDATE_COMPONENT: the device stayed in state INITIALIZE for 1000 ms'
unchanged "stall"
fault "drop:3"
status 1 mlx5ctl -y fw update /root/good.img
unchanged "handle dropped"
fault "busy:5"
status 0 mlx5ctl -y --json fw update /root/good.img
expect '"event":"done"'
# MIRC at the next update drops this pending one again
qget pending fw-pending-version
[ "$pending" -ne 0 ] || fail "busy: nothing pending after the update"
fault "none"
echo "fw: refusals and faults: ok"

# SIGKILL in the middle of the 4 MiB download: the file's release destroys the UCTX (mlx5ctl and
# fwctl/mlx5 alike), the device releases the handle
# (stopped at its first progress event, so that how fast the download goes - MCDD's DMA takes
# 32 KiB a command - cannot end it before the kill)
mlx5ctl -y --json fw update /root/big.img >/tmp/events 2>&1 &
pid=$!
wait_for 'grep -q "\"stage\":\"download\",\"done\":[1-9]" /tmp/events' 60 ||
    { cat /tmp/events; fail "no download progress"; }
kill -STOP $pid
qget held fwu-held
[ "$held" = 1 ] || fail "the handle is not held during the download"
kill -9 $pid
wait $pid
grep -q '"event"' /tmp/events && ! grep -q '"event":"progress"' /tmp/events &&
    fail "no progress events"
grep -q '"event":"done"' /tmp/events && fail "the download finished before the kill"
echo "killed after $(grep -c download /tmp/events) download events"
# shellcheck disable=SC2016
wait_for '[ "$(host_step qom-get /machine/peripheral/cx0 fwu-held)" = 0 ]' 10 ||
    fail "the update handle is still held after SIGKILL"
qget drops fwu-drops
qget timeouts fwu-timeouts
echo "fw: SIGKILL: the handle is free (drops $drops, timeouts $timeouts)"

# NVIDIA's files: an MFA2 package (its component for this card's PSID: an FS4 image)
status 0 mlx5ctl -y --json fw update /root/pkg.mfa2
expect '"event":"done","version":"22.46.0001"'
fw_info 22.41.1010 22.46.0001
# a package for other cards only: refused before anything is written, naming what it holds
status 1 mlx5ctl -y fw update /root/other.mfa2
cat $out
expect "no component for this card's PSID MT_0000000359; the package holds components for: MT_0000000111, MT_0000000838"
fw_info 22.41.1010 22.46.0001
# an FS4 image file (its DTOC trailer included: the card keeps the image)
status 0 mlx5ctl -y --json fw update /root/new.fs4
expect '"event":"done","version":"22.47.0001"'
fw_info 22.41.1010 22.47.0001
echo "fw: MFA2 package and FS4 image flashed, a package for other cards refused"

# activation without a reboot: mlx5ctl fw activate starts MFRL's reset synchronised
# with the driver; mlx5_core (6.12's fw_reset.c, 7.3's) acks, tears down, resets the function by
# hot reset and reloads; the device runs the pending image; the tool waits for it to come back
status 0 mlx5ctl -y fw activate
cat $out
expect '^firmware 22\.47\.0001 activated: running \(device reset and back in '
for msg in 'PCI Sync FW Update Reset Ack' 'Sync Reset now' 'firmware version: 22\.47\.1$'; do
    dmesg | grep -q "$msg" || { dmesg | tail -40; fail "mlx5_core did not log '$msg'"; }
done
qget v fw-version
[ "$v" = $(( (22 << 24) | (47 << 16) | 1 )) ] || fail "fw-version $v after the activation"
fw_info 22.47.0001 22.47.0001
# nothing left to activate: said, nothing reset
status 0 mlx5ctl -y fw activate
expect '^nothing pending: firmware 22\.47\.0001 runs'
[ "$(dmesg | grep -c 'Sync Reset now')" = 1 ] || fail "a second reset happened"
echo "fw: mlx5ctl fw activate: 22.47.0001 runs without a reboot"

# the update: progress events, pending until the reboot
status 0 mlx5ctl -y --json fw update /root/good.img
expect '"event":"progress","stage":"download","done":65792,"total":65792'
expect '"event":"done","version":"22.42.1000"'
grep '"event":"done"' $out
qget pending fw-pending-version
[ "$pending" = $(( (22 << 24) | (42 << 16) | 1000 )) ] || fail "pending version $pending"
status 0 mlx5ctl fw query
cat $out
expect '^1 +BOOT_IMG +22\.47\.0001 +22\.42\.1000 +ACTIVE_PENDING_RESET '
status 0 mlx5ctl list
expect ' 22\.47\.1 '
fw_info 22.47.0001 22.42.1000
echo "fw: 22.42.1000 flashed, pending until the reboot"
