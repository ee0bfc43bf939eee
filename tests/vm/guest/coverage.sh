#!/bin/sh
# Guest test: what real tools send, through the driver's generated policy:
# the capability pages of a ConnectX-6 Dx, the debug page's truth, the registers operators
# read, and object queries of upstream fwctl/mlx5's allowlist answered with the firmware's
# own status for ids that name nothing (never refused by the driver, never "unknown opcode").
# Runs in vm_tool_lockdown's boot, after tool.sh.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v mlx5ctl >/dev/null || fail "no mlx5ctl tool in the initramfs"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
out=/tmp/out

# capability pages beyond the general one (a real card's values: emulator/fw/cappages.c)
mlx5ctl caps --type ROCE >$out || fail "caps --type ROCE"
expect '^roce_version: +5$'
expect '^r_roce_dest_udp_port: +0x12b7 \(4791\)$'
mlx5ctl caps --max --type QOS >$out || fail "caps --type QOS"
expect '^packet_pacing_rate_table_size: +0x80 \(128\)$'
mlx5ctl caps --type DEBUG >$out || fail "caps --type DEBUG"
expect '^log_cr_dump_to_mem_size: +9$'

# registers operators read (debug-read in the driver's policy)
mlx5ctl reg NODE_DESC >$out || fail "reg NODE_DESC"
expect '^node_description: +MT4125 ConnectX6Dx Mellanox Technologies$'
mlx5ctl reg PPCNT local_port=1 grp=IEEE_802_3 >$out || fail "reg PPCNT"
# the idle link has received a broadcast a second since the device came up
expect '^counter_set\.eth_802_3_cntrs_grp_data_layout\.a_broadcast_frames_received_ok_low: +([1-9]|0x)'
mlx5ctl reg PCAM >$out || fail "reg PCAM"
mlx5ctl reg PMTU local_port=1 >$out || fail "reg PMTU"
expect '^oper_mtu: +0x5f2 \(1522\)$'
mlx5ctl reg PMAOS >$out || fail "reg PMAOS"
mlx5ctl reg RCR >$out || fail "reg RCR"
status 2 mlx5ctl reg PMTU local_port=1 --write

# upstream's queries: the driver lets them through, the firmware answers
mlx5ctl rpc QUERY_PAGES op_mod=1 >$out || fail "rpc QUERY_PAGES"
expect '^status: +OK \(0x0\)$'
mlx5ctl obj VNIC_ENV --id 0 >$out || fail "obj VNIC_ENV"
mlx5ctl obj NIC_VPORT --id 0 >$out || fail "obj NIC_VPORT"
status 1 mlx5ctl obj QP --id 0x12
expect 'QUERY_QP failed: BAD_RES_ERR \(0x5\)'
# another UID's context is not the caller's to see (prm/uctx.yaml)
status 1 mlx5ctl obj UCTX --id 0xfe
expect 'QUERY_UCTX failed: BAD_PARAM_ERR \(0x3\)'
status 1 mlx5ctl obj FLOW_TABLE --id 1
expect 'QUERY_FLOW_TABLE failed: BAD_RES_ERR \(0x5\)'
echo "coverage: OK"
