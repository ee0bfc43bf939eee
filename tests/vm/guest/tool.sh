#!/bin/sh
# Guest test: every mlx5ctl subcommand against the emulated device through the driver, with
# outputs compared against what the emulator is known to hold (scripts/vm-test --add
# <build>/mlx5ctl-guest:/usr/local/bin/mlx5ctl --test tests/vm/guest/tool.sh).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v mlx5ctl >/dev/null || fail "no mlx5ctl tool in the initramfs"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"
out=/tmp/out

expect() { # expect PATTERN: the last command's output has it
    grep -q -E "$1" $out || { cat $out; fail "expected /$1/"; }
}

mlx5ctl list >$out 2>&1 || { cat $out; fail "list"; }
cat $out
# the emulated ConnectX-6 Dx: firmware 22.41.1010 (MGIR), PCI function behind rp0
expect 'mlx5_core\.ctl\.0 +0000:01:00\.0 +22\.41\.1010'
mlx5ctl --json list >$out || fail "list --json"
expect '"firmware": "22\.41\.1010"'

mlx5ctl info >$out || fail "info"
expect '^pci: +0000:01:00\.0$'
grep -q -E '^uid: +0$' $out && fail "info: uid 0"
mlx5ctl --json info >$out || fail "info --json"
expect '"uid": [1-9]'

mlx5ctl caps >$out || fail "caps"
expect '^max_num_eqs: +0x[0-9a-f]+ \([0-9]+\)$|^max_num_eqs: +[4-9]$'
expect '^uctx_cap: +7$'
expect '^device_frequency_khz: +0xf4240 \(1000000\)$'
mlx5ctl caps --max --type GENERAL >$out || fail "caps --max"
mlx5ctl caps --type NOPE >$out 2>&1 && fail "caps --type NOPE succeeded"
[ $? -eq 2 ] || fail "caps --type NOPE: exit status not 2"

mlx5ctl reg MGIR >$out || fail "reg MGIR"
expect '^hardware_info\.device_id: +0x101d \(4125\)$'
expect '^fw_info\.extended_major: +0x16 \(22\)$'
mlx5ctl reg MTMP sensor_index=0 >$out || fail "reg MTMP"
expect '^temperature:'
# a read-only register cannot be written: refused by the driver's policy
mlx5ctl reg MGIR --write >$out 2>&1 && fail "MGIR write succeeded"
expect 'Operation not permitted'

mlx5ctl rpc QUERY_ADAPTER >$out || fail "rpc QUERY_ADAPTER"
expect '^status: +OK \(0x0\)$'
mlx5ctl rpc MANAGE_PAGES >$out 2>&1 && fail "MANAGE_PAGES allowed"
expect 'MANAGE_PAGES: Operation not permitted'
# a firmware error: the outbox comes back, with the status named
mlx5ctl rpc DEALLOC_PD pd=0x1234 >$out 2>&1 && fail "DEALLOC_PD of nothing succeeded"
expect 'DEALLOC_PD failed: BAD_PARAM_ERR \(0x3\), syndrome 0x'

mlx5ctl obj MKEY --id 0x77 >$out 2>&1 && fail "query of a missing MKEY succeeded"
expect 'QUERY_MKEY failed'
# mlx5_core's command EQ is EQ 0, armed, on vector 0
mlx5ctl obj EQ --id 0 >$out || { cat $out; fail "obj EQ"; }
expect '^eq_context_entry\.st: +(9|0xa \(10\))$'
expect '^eq_context_entry\.log_eq_size: +[1-9]'
mlx5ctl obj VPORT --id 0 >$out || fail "obj VPORT"
expect '^state: +UP \(0x1\)$'

mlx5ctl rscdump >$out || fail "rscdump"
expect 'menu: CORE_DUMP'
expect 'menu: MKEY'
mlx5ctl rscdump UCTX >$out || fail "rscdump UCTX"
expect '^UCTX +0x1002 +[1-9]'

# the core dump: one UMEM RPC and thousands of inline RPCs give the same verified bytes
mlx5ctl coredump -o /tmp/umem.dump >$out || { cat $out; fail "coredump (UMEM)"; }
cat $out
expect 'verified'
expect 'UMEM-backed MKEY, 1 RPC,'
mlx5ctl coredump --inline -o /tmp/inline.dump >$out || { cat $out; fail "coredump --inline"; }
cat $out
expect 'inline, [0-9]{4,} RPCs'
cmp /tmp/umem.dump /tmp/inline.dump || fail "inline and UMEM core dumps differ"

# non-volatile configuration: a new value is for the next boot
mlx5ctl config >$out || fail "config"
expect '^GLOBAL_PCI_CONF\.total_vfs'
mlx5ctl config GLOBAL_PCI_CONF.total_vfs=5 GLOBAL_PCI_CONF.sriov_en=1 >$out || fail "config set"
expect '^GLOBAL_PCI_CONF\.total_vfs +0 +5 +0$'
mlx5ctl config GLOBAL_PCI_CAP.sriov_support=0 >$out 2>&1 && fail "wrote a read-only item"
mlx5ctl config --reset >$out || fail "config --reset"
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
expect '"sample_id": 2, '
# Prometheus text format, written whole (FILE.tmp renamed over FILE) for node_exporter
mlx5ctl monitor -o /tmp/mlx5ctl.prom >$out 2>&1 || { cat $out; fail "monitor"; }
[ ! -e /tmp/mlx5ctl.prom.tmp ] || fail "monitor left its .tmp file"
cp /tmp/mlx5ctl.prom $out
expect '^mlx5ctl_firmware_info\{device="mlx5_core\.ctl\.0",pci="0000:01:00\.0",version="22\.41\.1010",psid="MT_0000000359"\} 1$'
expect '^mlx5ctl_temperature_celsius\{device="mlx5_core\.ctl\.0",sensor="0",name="ASIC"\} [0-9]+\.[0-9]+$'
expect '^# TYPE mlx5ctl_diag_cmds_total counter$'
expect '^mlx5ctl_diag_eqes_total\{device="mlx5_core\.ctl\.0"\} [0-9]+$'

mlx5ctl frobnicate >$out 2>&1
[ $? -eq 2 ] || fail "unknown subcommand: exit status not 2"
echo "tool: ok"
