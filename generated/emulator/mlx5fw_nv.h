/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/nvconfig.yaml
 *	prm/nvitems.yaml
 * MLX5GEN emulator/mlx5fw_nv.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5FW_GEN_NV_H
#define MLX5FW_GEN_NV_H

#include <stdbool.h>
#include <stdint.h>

/*
 * The NV configuration items of the spec (prm/nvitems.yaml, prm/nvconfig.yaml), for the
 * firmware model's MNVDA, MNVQC and MNVIA (emulator/fw/nvconfig.c): the adapter's items (enum
 * nv_param: type dword, bytes of data, writable unless a capability item), the expansion ROM's
 * (nv_rom_param: known, never stored) and the factory values that are not zero (nv_defaults).
 */
struct mlx5fw_nv_item {
	uint32_t type;		/* class << 24 | index (port items: port 1) */
	uint16_t len;		/* bytes of data */
	bool writable;
	const char *name;
};

struct mlx5fw_nv_default {
	uint16_t item;		/* index into mlx5fw_nv_items */
	uint16_t bit;		/* MSB-first, as MLX5CTL_SET counts */
	uint8_t width;
	uint32_t value;
};

#define MLX5FW_NV_NITEMS 105
#define MLX5FW_NV_NROM 38
#define MLX5FW_NV_NDEFAULTS 6

static const struct mlx5fw_nv_item mlx5fw_nv_items[MLX5FW_NV_NITEMS] __attribute__((unused)) = {
	{ 0x00000002, 16, true, "BASE_MAC_GUID" },
	{ 0x00000003, 8, false, "BASE_MAC_GUID_CAP" },
	{ 0x00000004, 144, true, "FORBIDDEN_VERSIONS" },
	{ 0x00000006, 4, true, "MEMIC_CONF" },
	{ 0x00000007, 4, false, "MEMIC_CAP" },
	{ 0x00000008, 20, true, "HOST_CHAINING_CONF" },
	{ 0x00000009, 8, false, "HOST_CHAINING_CAP" },
	{ 0x0000000a, 4, true, "FPGA_CONF" },
	{ 0x0000000b, 4, false, "FPGA_CAP" },
	{ 0x0000000c, 16, true, "INTERNAL_CPU_CONF" },
	{ 0x0000000d, 16, false, "INTERNAL_CPU_CAP" },
	{ 0x0000000e, 20, true, "FLEX_PARSER_CONF" },
	{ 0x0000000f, 16, false, "FLEX_PARSER_CAP" },
	{ 0x00000010, 4, true, "ROCE_1_5_CONF" },
	{ 0x00000011, 4, true, "HOST_TO_BMC" },
	{ 0x00000013, 16, true, "INTERNAL_HAIRPIN_CONF" },
	{ 0x00000014, 4, false, "INTERNAL_HAIRPIN_CAP" },
	{ 0x00000080, 12, true, "GLOBAL_PCI_CONF" },
	{ 0x00000081, 20, false, "GLOBAL_PCI_CAP" },
	{ 0x00000082, 4, true, "TPT_CONF" },
	{ 0x00000084, 4, true, "GLOBAL_PCI_CONF_2" },
	{ 0x00000085, 4, true, "KDNET_DATA" },
	{ 0x00000086, 12, true, "PCI_SWITCH_EVB_CONF" },
	{ 0x00000087, 4, false, "PCI_SWITCH_EVB_CAP" },
	{ 0x00000088, 4, true, "POWER_CONF" },
	{ 0x00000089, 4, false, "POWER_CAP" },
	{ 0x0000008a, 32, true, "HOST_SYNC_CONF" },
	{ 0x0000008b, 24, true, "EMULATION_NVME_CONF" },
	{ 0x0000008c, 8, false, "EMULATION_NVME_CAP" },
	{ 0x0000008d, 4, true, "EMULATION_PCI_SWITCH_CONF" },
	{ 0x0000008e, 8, false, "EMULATION_PCI_SWITCH_CAP" },
	{ 0x00000090, 32, true, "EMULATION_VIRTIO_NET_CONF" },
	{ 0x00000091, 16, false, "EMULATION_VIRTIO_NET_CAP" },
	{ 0x00000092, 32, true, "EMULATION_VIRTIO_BLK_CONF" },
	{ 0x00000093, 16, false, "EMULATION_VIRTIO_BLK_CAP" },
	{ 0x00000094, 48, true, "GLOBAL_PCI_CONF_3" },
	{ 0x00000095, 32, true, "EMULATION_VIRTIO_FS_CONF" },
	{ 0x00000096, 16, false, "EMULATION_VIRTIO_FS_CAP" },
	{ 0x000000ff, 4, true, "DEBUG_MODE" },
	{ 0x0000010a, 8, true, "SW_OFFLOAD_CONF" },
	{ 0x0000010b, 4, false, "SW_OFFLOAD_CAP" },
	{ 0x0000010c, 4, true, "PACKET_PACING" },
	{ 0x0000010e, 16, true, "FILE_ID_MLNX" },
	{ 0x0000010f, 16, true, "FILE_ID_VENDOR" },
	{ 0x00000110, 4, true, "FPGA_DATA" },
	{ 0x00000111, 4, true, "PROG_CC" },
	{ 0x00000113, 48, false, "GLOBAL_PCI_CAP_3" },
	{ 0x00000114, 16, true, "HPCC_INT" },
	{ 0x00000115, 16, false, "HPCC_INT_CAP" },
	{ 0x00000116, 32, true, "GLOBAL_MASK" },
	{ 0x00000117, 16, true, "PERFORMANCE_TUNING_CONF" },
	{ 0x00000118, 16, false, "PERFORMANCE_TUNING_CAP" },
	{ 0x00000119, 16, true, "GLOBAL_ROCE_CC_CONF" },
	{ 0x0000011a, 4, false, "GLOBAL_ROCE_CC_CAP" },
	{ 0x0000011b, 8, true, "NVMF_TARGET_CONF" },
	{ 0x0000011c, 4, false, "NVMF_TARGET_CAP" },
	{ 0x0000011d, 8, true, "SW_ACCELERATE_CONF" },
	{ 0x00000120, 8, true, "CRYPTO_CONF" },
	{ 0x00000190, 8, true, "IB_DC_CONF" },
	{ 0x00000191, 24, false, "IB_DC_CAP" },
	{ 0x00000192, 8, true, "ENCLOSURE_INFO" },
	{ 0x00000194, 4, true, "CURRENT_CONFIGURATOR" },
	{ 0x0000019a, 12, true, "INVALIDATE_ALL_TIMESTAMP" },
	{ 0x0000019b, 32, true, "SECURE_HOST" },
	{ 0x000003ef, 16, true, "ECPU_BOOT_OPTION" },
	{ 0x00000400, 20, true, "VTS_BANK_A" },
	{ 0x00000401, 20, true, "VTS_BANK_B" },
	{ 0x01010012, 4, true, "VPI_LINK_TYPE" },
	{ 0x01010107, 4, true, "ROCE_CC" },
	{ 0x01010108, 68, true, "ROCE_CC_ECN" },
	{ 0x01010109, 40, true, "ROCE_CC_QCN" },
	{ 0x0101010a, 12, true, "LLDP_NB_CONF" },
	{ 0x0101010b, 12, false, "LLDP_NB_CAP" },
	{ 0x0101018e, 4, true, "LLDP_NB_DCBX" },
	{ 0x01010190, 4, true, "KEEP_LINK_UP" },
	{ 0x01010192, 12, true, "QOS_CONF" },
	{ 0x01010193, 4, false, "QOS_CAP" },
	{ 0x01010196, 4, true, "MPFS_CONF" },
	{ 0x01010197, 4, false, "MPFS_CAP" },
	{ 0x01010201, 8, true, "LINK_PHY_CONF" },
	{ 0x01010202, 4, false, "LINK_PHY_CAP" },
	{ 0x03000010, 4, true, "WOL_CONF" },
	{ 0x0300001f, 4, false, "WOL_CAP" },
	{ 0x03000080, 16, true, "PF_PCI_CONF" },
	{ 0x03000110, 12, true, "VIRT_NET_ADDR" },
	{ 0x03000111, 12, true, "VIRT_GUID_ADDR" },
	{ 0x03000112, 4, true, "HCA_CONF" },
	{ 0x03000113, 4, false, "HCA_CAP" },
	{ 0x03000114, 16, true, "ECPF_CONF" },
	{ 0x03000115, 16, false, "ECPF_CAP" },
	{ 0x03000192, 4, true, "EXTERNAL_PORT_CTRL" },
	{ 0x06000002, 32, true, "FILE_APPLICABLE_TO" },
	{ 0x06000003, 4, true, "FILE_COMMENT" },
	{ 0x06000005, 8, true, "FILE_DBG_FW_TOKEN_ID" },
	{ 0x06000007, 4, true, "FILE_CS_TOKEN_ID" },
	{ 0x06000008, 4, true, "FILE_BTC_TOKEN_ID" },
	{ 0x06000009, 256, true, "FILE_MAC_ADDR_LIST" },
	{ 0x07000080, 4, true, "PCI_CONF" },
	{ 0x07000081, 4, false, "PCI_CAP" },
	{ 0x07000082, 4, true, "SAFE_MODE_CONF" },
	{ 0x07000083, 16, true, "HOST_PRIV_CONF" },
	{ 0x07000100, 16, false, "HOST_PRIV_CAP" },
	{ 0x09000002, 4, true, "MODULE_FEATURE_CAP" },
	{ 0x09000004, 16, true, "MODULE_SPLIT" },
	{ 0x09000080, 8, true, "MODULE_POWER" },
};

static const uint32_t mlx5fw_nv_rom_items[MLX5FW_NV_NROM] __attribute__((unused)) = {
	0x00000100,	/* ROM_INI */
	0x00000101,	/* ROM_CAP */
	0x00000211,	/* ROM_OCSD_OCBB */
	0x03000195,	/* ROM_BOOT_CONF2 */
	0x03000196,	/* ROM_UEFI_CONF */
	0x03000197,	/* NV_ROM_ROOT_CA_FINGERPRINT */
	0x03000202,	/* ROM_DEBUG_LEVEL */
	0x03000204,	/* ROM_FLEXBOOT_DEBUG */
	0x03000206,	/* ROM_UEFI_DEBUG_LEVEL */
	0x03000210,	/* ROM_BANNER_TIMEOUT */
	0x03000221,	/* ROM_BOOT_CONF1 */
	0x03000222,	/* ROM_IB_BOOT_CONF */
	0x03000223,	/* ROM_IB_DHCP_CONF */
	0x03000230,	/* ROM_ISCSI_GENERAL_CONF */
	0x03000231,	/* ROM_DHCP_VENDOR_ID */
	0x03000232,	/* ROM_ISCSI_INITIATOR_IP_ADDR */
	0x03000233,	/* ROM_ISCSI_INITIATOR_SUBNET_MASK */
	0x03000234,	/* ROM_ISCSI_INITIATOR_GATEWAY */
	0x03000235,	/* ROM_ISCSI_INITIATOR_PRIMARY_DNS_ADDR */
	0x03000236,	/* ROM_ISCSI_INITIATOR_SECONDARY_DNS_ADDR */
	0x03000237,	/* ROM_ISCSI_INITIATOR_NAME */
	0x03000238,	/* ROM_ISCSI_INITIATOR_CHAP_ID */
	0x03000239,	/* ROM_ISCSI_INITIATOR_CHAP_PWD */
	0x0300023a,	/* ROM_ISCSI_DHCP */
	0x03000240,	/* ROM_ISCSI_CONNECT_TO_FIRST_TARGET */
	0x03000241,	/* ROM_ISCSI_FIRST_TARGET_ADDR */
	0x03000242,	/* ROM_ISCSI_FIRST_TARGET_PORT */
	0x03000243,	/* ROM_ISCSI_FIRST_TARGET_LUN */
	0x03000244,	/* ROM_ISCSI_FIRST_TARGET_NAME */
	0x03000245,	/* ROM_ISCSI_FIRST_TARGET_CHAP_ID */
	0x03000247,	/* ROM_ISCSI_FIRST_TARGET_CHAP_PWD */
	0x03000250,	/* ROM_ISCSI_CONNECT_TO_SECOND_TARGET */
	0x03000251,	/* ROM_ISCSI_SECOND_TARGET_ADDR */
	0x03000252,	/* ROM_ISCSI_SECOND_TARGET_PORT */
	0x03000253,	/* ROM_ISCSI_SECOND_TARGET_LUN */
	0x03000254,	/* ROM_ISCSI_SECOND_TARGET_NAME */
	0x03000255,	/* ROM_ISCSI_SECOND_TARGET_CHAP_ID */
	0x03000257,	/* ROM_ISCSI_SECOND_TARGET_CHAP_PWD */
};

static const struct mlx5fw_nv_default mlx5fw_nv_defaults[MLX5FW_NV_NDEFAULTS] __attribute__((unused)) = {
	{ 1, 0x20, 16, 0x8 },	/* BASE_MAC_GUID_CAP.num_of_allocated_guids */
	{ 1, 0x30, 16, 0x8 },	/* BASE_MAC_GUID_CAP.num_of_allocated_macs */
	{ 18, 0x20, 1, 0x1 },	/* GLOBAL_PCI_CAP.sriov_support */
	{ 18, 0x0, 1, 0x1 },	/* GLOBAL_PCI_CAP.max_vfs_per_pf_valid */
	{ 18, 0x30, 16, 0x8 },	/* GLOBAL_PCI_CAP.max_vfs_per_pf */
	{ 18, 0x14, 1, 0x1 },	/* GLOBAL_PCI_CAP.per_pf_total_vf_supported */
};

#endif /* MLX5FW_GEN_NV_H */
