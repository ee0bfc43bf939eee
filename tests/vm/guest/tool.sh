#!/bin/sh
# Guest test: every mlx5ctl subcommand against the emulated device through the kernel, with
# outputs compared against what the emulator is known to hold (tests/vm/vm-test --add
# <build>/mlx5ctl-guest:/usr/local/bin/mlx5ctl --test tests/vm/guest/tool.sh). The same
# expectations over both transports (6.12: the mlx5ctl driver; 7.3: upstream's fwctl/mlx5),
# except where fwctl differs, said where it does ("fwctl:").
# Writes pass -y: the console is a terminal, where the tool would ask first.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v mlx5ctl >/dev/null || fail "no mlx5ctl tool in the initramfs"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
out=/tmp/out
A=$(re "$ADEV")

# the devices from sysfs, and every name they can be given
mlx5ctl list >$out 2>&1 || { cat $out; fail "list"; }
cat $out
# the emulated ConnectX-6 Dx: firmware 22.41.1010 and its PSID (MGIR), behind rp0
expect "^0 +$A +0000:01:00\\.0 +$XPORT +$(re "$DRV") +[^ ]+ +[^ ]+ +22\\.41\\.1010 +MT_0000000359"
expect "^kernel: Linux $(re "$(uname -r)")\$"
mlx5ctl --json list >$out || fail "list --json"
expect '"firmware": "22\.41\.1010"'
expect "\"driver\": \"$(re "$DRV")\""
expect "\"transport\": \"$XPORT\""
mlx5ctl names devices >$out || fail "names devices"
expect '^pci/0000:01:00\.0$'
names="$(cat $out) 0 01:00.0 $NODE"
[ "$XPORT" = fwctl ] && names="$names fwctl0"
for name in $names; do
    mlx5ctl -d "$name" info >/tmp/info 2>&1 || { cat /tmp/info; fail "-d $name info"; }
    grep -q "^device: *$A\$" /tmp/info || { cat /tmp/info; fail "-d $name"; }
done
status 1 mlx5ctl -d eth99 info
expect "no mlx5ctl device 'eth99'"
# a word that is not a parameter is an error, never a device
status 2 mlx5ctl info mlx5_core.ctl.0
expect 'name the device with -d'

mlx5ctl info >$out || fail "info"
expect '^pci: +0000:01:00\.0$'
expect "^transport: +$XPORT \\(Linux $(re "$(uname -r)")\\)\$"
if [ "$XPORT" = fwctl ]; then
    # fwctl: FWCTL_INFO gives the UID and its uctx_caps (fwctl/mlx5 with our series asks
    # TOOLS_RESOURCES and INTERNAL_DEV_RES where the device offers them), not what the device
    # supports
    expect '^uctx_cap: +INTERNAL_DEVICE_RESOURCES\|TOOLS_RESOURCES \(0x6\)$'
    expect '^dev_uctx_cap: +\(fwctl does not say\)$'
else
    expect '^dev_uctx_cap: +RAW_TX\|INTERNAL_DEVICE_RESOURCES\|TOOLS_RESOURCES \(0x7\)$'
fi
grep -q -E '^uid: +0$' $out && fail "info: uid 0"
mlx5ctl --json info >$out || fail "info --json"
expect '"uid": [1-9]'

mlx5ctl caps >$out || fail "caps"
expect '^max_num_eqs: +0x[0-9a-f]+ \([0-9]+\)$|^max_num_eqs: +[4-9]$'
expect '^uctx_cap: +RAW_TX\|INTERNAL_DEVICE_RESOURCES\|TOOLS_RESOURCES \(0x7\)$'
expect '^device_frequency_khz: +0xf4240 \(1000000\)$'
mlx5ctl caps --max --type GENERAL >$out || fail "caps --max"
status 2 mlx5ctl caps --type NOPE

# registers, as the spec's formats show them
mlx5ctl reg MGIR >$out || fail "reg MGIR"
expect '^hardware_info\.device_id: +0x101d \(4125\)$'
expect '^fw_info\.extended_major: +0x16 \(22\)$'
expect '^fw_info\.build_date: +2024-06-15 12:00$'
expect '^fw_info\.psid: +MT_0000000359$'
expect '^hardware_info\.manufacturing_base_mac: +([0-9a-f]{2}:){5}[0-9a-f]{2}$'
mlx5ctl reg MTMP sensor_index=0 >$out || fail "reg MTMP"
expect '^temperature: +[0-9.]+ °C$'
expect '^sensor_name: +asic$'
expect '^mte: +1$'
# a write changes only the fields named: restarting the maximum leaves tracking on
mlx5ctl -y reg MTMP sensor_index=0 mtr=1 --write >$out 2>&1 || { cat $out; fail "reg MTMP --write"; }
expect '^mte: +1$'
mlx5ctl reg MTMP sensor_index=0 mte=0 --write --dry-run >$out 2>&1 || fail "reg --dry-run"
expect '^  mte: 1 -> 0$'
mlx5ctl reg MTMP sensor_index=0 >$out || fail "reg MTMP"
expect '^mte: +1$'
# the spec says read-only: refused before anything is sent
status 2 mlx5ctl reg MGIR fw_info.build_id=1 --write
expect 'MGIR is read-only'
# a read that names a field acting on it: refused in one line saying how to do it on purpose
status 2 mlx5ctl reg MTMP sensor_index=0 mtr=1
expect 'MTMP\.mtr=1 acts on a read .*; to do it on purpose: mlx5ctl reg MTMP --write mtr=1$'
[ "$(wc -l <$out)" -eq 1 ] || { cat $out; fail "the refusal is not one line"; }
status 2 mlx5ctl reg PPCNT local_port=1 clr=1
expect 'PPCNT\.clr=1 acts on a read \(clears the group\)'
# a write with no terminal to ask on and no -y: refused, nothing written
status 2 mlx5ctl reg MTMP sensor_index=0 mte=0 --write </dev/null
expect 'no terminal to ask on .*give -y'
mlx5ctl reg MTMP sensor_index=0 >$out || fail "reg MTMP"
expect '^mte: +1$'

mlx5ctl rpc QUERY_ADAPTER >$out || fail "rpc QUERY_ADAPTER"
expect '^status: +OK \(0x0\)$'
expect '^query_adapter_struct\.vsd_contd_psid: +MT_0000000359$'
status 2 mlx5ctl rpc MANAGE_PAGES
expect 'MANAGE_PAGES: kernel-only'
# a firmware error: the outbox comes back, with the status named
if [ "$XPORT" = fwctl ]; then
    # fwctl: not in fwctl/mlx5's allowlist: one line naming the command, scope and kernel
    status 1 mlx5ctl rpc DEALLOC_PD pd=0x1234
    expect "DEALLOC_PD: refused by the kernel's fwctl/mlx5 \\(Linux $(re "$(uname -r)")\\) at scope configuration \\(upstream allows it at no scope\\)"
    [ "$(wc -l <$out)" -eq 1 ] || { cat $out; fail "the refusal is not one line"; }
else
    status 1 mlx5ctl rpc DEALLOC_PD pd=0x1234
    expect 'DEALLOC_PD failed: BAD_PARAM_ERR \(0x3\), syndrome 0x'
fi

status 1 mlx5ctl obj MKEY --id 0x77
expect 'QUERY_MKEY failed'
# mlx5_core's command EQ is EQ 0, armed, on vector 0
mlx5ctl obj EQ --id 0 >$out || { cat $out; fail "obj EQ"; }
expect '^eq_context_entry\.st: +(ARMED \(0x9\)|FIRED \(0xa\))$'
expect '^eq_context_entry\.log_eq_size: +[1-9]'
mlx5ctl obj VPORT --id 0 >$out || fail "obj VPORT"
expect '^state: +UP \(0x1\)$'

mlx5ctl rscdump >$out || fail "rscdump"
expect 'menu: CORE_DUMP'
expect 'menu: MKEY'
mlx5ctl rscdump UCTX >$out || fail "rscdump UCTX"
expect '^UCTX +0x1002 +[1-9]'
expect '^  cap: '
# a dump asked for through a UMEM: one RPC into it, over either transport (fwctl: the resource
# ioctls of our series, NVIDIA's uAPI; an upstream kernel answers ENOTTY and the library goes
# inline with a note), and the bytes are the inline dump's. The
# object compared is one that exists before either run (the first MKEY an inline dump lists):
# the UMEM's own MKEY, made for the dump, is dumped too when all are asked
mlx5ctl rscdump MKEY >$out 2>&1 || { cat $out; fail "rscdump MKEY"; }
mkey=$(awk '$1 == "MKEY" { print $3; exit }' $out)
[ -n "$mkey" ] || { cat $out; fail "rscdump MKEY: no MKEY listed to compare"; }
mlx5ctl rscdump MKEY -i "$mkey" -n 1 --umem-size 1M -o /tmp/mkey-umem.bin >$out 2>/tmp/err ||
    { cat $out /tmp/err; fail "rscdump MKEY --umem-size"; }
mlx5ctl rscdump MKEY -i "$mkey" -n 1 -o /tmp/mkey-inline.bin >$out 2>&1 ||
    { cat $out; fail "rscdump MKEY -i $mkey"; }
grep -q "^MKEY .* $mkey " $out || { cat $out; fail "rscdump MKEY -i $mkey: not that MKEY"; }
cmp /tmp/mkey-umem.bin /tmp/mkey-inline.bin || fail "rscdump MKEY: UMEM and inline bytes differ"
mlx5ctl --json rscdump MKEY --umem-size 1M >$out 2>&1 || { cat $out; fail "rscdump --json"; }
[ -s /tmp/err ] && { cat /tmp/err; fail "a note where the UMEM worked"; }
expect '"mode": "umem"'
expect '"umem_fallback": null'

# the core dump: one UMEM RPC and thousands of inline RPCs give the same verified bytes (fwctl:
# our series gives the UID of a file opened with CAP_SYS_RAWIO, root here, INTERNAL_DEV_RES,
# which the firmware's core dump, a debug read, needs)
mlx5ctl coredump -o /tmp/umem.dump >$out || { cat $out; fail "coredump (UMEM)"; }
cat $out
expect 'verified'
expect 'UMEM-backed MKEY, 1 RPC,'
# the file's SHA-256 is what sha256sum says of it (the payload CRC-32 is the dump header's)
expect "SHA-256 $(sha256sum /tmp/umem.dump | cut -d' ' -f1)\$"
ls -l /tmp/umem.dump >$out
expect '^-rw------- '
mlx5ctl coredump --inline -o /tmp/inline.dump >$out || { cat $out; fail "coredump --inline"; }
cat $out
expect 'inline, [0-9]{4,} RPCs'
cmp /tmp/umem.dump /tmp/inline.dump || fail "inline and UMEM core dumps differ"
mlx5ctl coredump -o - >/tmp/stdout.dump 2>$out || { cat $out; fail "coredump -o -"; }
expect 'verified'
cmp /tmp/umem.dump /tmp/stdout.dump || fail "coredump -o - differs"

# non-volatile configuration: a new value is for the next boot
mlx5ctl config >$out || fail "config"
expect '^GLOBAL_PCI_CONF\.total_vfs'
mlx5ctl -y config GLOBAL_PCI_CONF.total_vfs=5 GLOBAL_PCI_CONF.sriov_en=1 >$out || fail "config set"
expect '^GLOBAL_PCI_CONF\.total_vfs +0 +5 +0$'
status 2 mlx5ctl -y config GLOBAL_PCI_CAP.sriov_support=0
expect 'GLOBAL_PCI_CAP is read-only'
# all or nothing: a bad second value, and the first is not written either
status 2 mlx5ctl -y config total_vfs=6 PF_PCI_CONF.total_vf=70000
expect 'PF_PCI_CONF.total_vf: .*does not fit'
mlx5ctl config total_vfs >$out || fail "config total_vfs"
expect '^GLOBAL_PCI_CONF\.total_vfs +0 +5 +0$'
status 2 mlx5ctl config sriov_enn
# backed up, reset, restored
mlx5ctl config --backup /tmp/nv.cfg >$out 2>&1 || { cat $out; fail "config --backup"; }
grep -q '^GLOBAL_PCI_CONF\.total_vfs=5$' /tmp/nv.cfg || { cat /tmp/nv.cfg; fail "backup"; }
mlx5ctl -y config --reset >$out || fail "config --reset"
expect '^GLOBAL_PCI_CONF\.total_vfs +0 +0 +0$'
mlx5ctl -y config --restore /tmp/nv.cfg >$out || { cat $out; fail "config --restore"; }
expect '^GLOBAL_PCI_CONF\.total_vfs +0 +5 +0$'
mlx5ctl -y config --reset >$out || fail "config --reset"
expect '^GLOBAL_PCI_CONF\.total_vfs +0 +0 +0$'

# diagnostic counters: the device samples them on its clock; read through a UMEM, or inline
mlx5ctl caps --type DEBUG >$out || fail "caps --type DEBUG"
expect '^diagnostic_counter\[0\]\.counter_id: +CMDS \(0xf001\)$'
mlx5ctl diag --interval 50 --count 4 >$out || { cat $out; fail "diag"; }
cat $out
expect '^SAMPLE +TIME_S +cmds +cmd_errors '
expect '^3 +0\.2[0-9]+ '
mlx5ctl --json diag --counters cmds,objects --interval 20 --count 3 --inline --rate >$out ||
    { cat $out; fail "diag --inline"; }
expect '"mode": "inline"'
expect '"sample_id": 2,'
# Prometheus text format, written whole (a temporary file renamed over FILE) for node_exporter;
# reads only: diag stopped its sampler, so no counters until --sample sets an on-demand one
mlx5ctl monitor -o /tmp/mlx5ctl.prom >$out 2>&1 || { cat $out; fail "monitor"; }
cp /tmp/mlx5ctl.prom $out
expect "^mlx5ctl_firmware_info\\{pci=\"0000:01:00\\.0\",device=\"$A\",version=\"22\\.41\\.1010\",psid=\"MT_0000000359\"\\} 1\$"
expect "^mlx5ctl_temperature_celsius\\{pci=\"0000:01:00\\.0\",device=\"$A\",sensor=\"0\",name=\"asic\"\\} [0-9]+\\.[0-9]+\$"
grep -q mlx5ctl_diag_ $out && { cat $out; fail "monitor set a sampler up unasked"; }
mlx5ctl monitor --sample -o /tmp/mlx5ctl.prom >$out 2>&1 || { cat $out; fail "monitor --sample"; }
ls /tmp/mlx5ctl.prom.* 2>/dev/null && fail "monitor left a temporary file"
cp /tmp/mlx5ctl.prom $out
expect '^# TYPE mlx5ctl_diag_cmds_total counter$'
expect "^mlx5ctl_diag_eqes_total\\{pci=\"0000:01:00\\.0\",device=\"$A\"\\} [0-9]+\$"
# the on-demand sampler stays: later runs read fresh samples without writing
mlx5ctl --json monitor >$out 2>&1 || { cat $out; fail "monitor --json"; }
expect '"counters_source": "sampler"'

status 2 mlx5ctl frobnicate
echo "tool: ok"
