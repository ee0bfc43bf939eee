// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ACCESS_REG: the emulated access registers. What a register is — id, size, the directions it
 * has and who may use each — comes from the spec (generated/emulator/mlx5fw_regs.h, from
 * the `registers:` of prm/); this file defines each register's handler, mlx5fw_register_<name>()
 * (`handler:` in the spec names a shared one), which the generated table points to: a register
 * of the spec without one does not link. Each handler works on a zeroed local copy of the
 * register: the guest's data is copied in (bounded by both lengths), the result copied out.
 *
 * Access rules for user UIDs (uid 0, the kernel, may do anything a register supports), from the
 * spec: a kernel-only direction refuses any non-zero UID; a live UID may use the others, with
 * the UCTX capabilities the register's read_uctx_cap / write_uctx_cap name.
 *
 * The direction is op_mod's bit 0 (0 write, 1 read) and nothing else: what real firmware does
 * with other op_mods is not public, and taking 2 as a write is the worst plausible
 * (prm/registers.yaml). The kernel must let only 0 and 1 through.
 */
#include <stdio.h>
#include <string.h>

#include "mlx5fw_int.h"
#include "mlx5fw_regs.h"

/* room for the largest register we emulate: MCDA with its data */
#define REG_MAX	(MLX5CTL_ST_SZ_BYTES(mcda_reg) + MLX5FW_FWU_MCDA_MAX)

struct mlx5fw_reg_ctx {
	struct mlx5fw *fw;
	struct mlx5fw_cmd *cmd;
	uint32_t argument;
	bool write;
	uint8_t *data;		/* REG_MAX bytes, guest data in, result out */
	size_t inlen;		/* bytes of data the caller gave (at most the handler's max) */
	size_t outlen;		/* bytes of result: the layout's, unless the handler says */
	bool answer;		/* a failing handler's result goes back all the same */
};

/* whether register id has a handler here (and a layout in the spec): MCAM and PCAM say */
static bool reg_emulated(uint16_t id);
static void mask_absent(const struct mlx5fw *fw, uint8_t *mask, uint32_t first);

int mlx5fw_register_host_endianness(struct mlx5fw_reg_ctx *c)
{
	if (c->write)
		c->fw->host_endianness = MLX5CTL_GET(host_endianness_reg, c->data, he);
	else
		MLX5CTL_SET(host_endianness_reg, c->data, he, c->fw->host_endianness);
	return 0;
}

/*
 * The temperature sensors, as a ConnectX-6 Dx has them: MTCAP counts the ASIC's and the board's
 * sensors - one, the ASIC's (sensor 0) - and not the modules'; MTMP also answers for module n at
 * sensor_index 64 + n (mstflint's register table; mlx5_core's hwmon reads 64 + PMLP's module and
 * shows that channel when its temperature is not 0). Gearbox sensors (256 + n): none.
 */
#define SENSOR_ASIC		0
#define SENSOR_MODULE0		64
#define SENSOR_ASIC_THR_HI	(105 * 8)	/* the ASIC's warning threshold (system requirement) */
#define SENSOR_ASIC_THR_LO	(100 * 8)
#define SENSOR_HYSTERESIS	(5 * 8)		/* threshold_lo at least 5 C below threshold_hi */

/* the model's slot (fw->sensors[]) of MTMP's sensor_index, -1 for none */
static int sensor_slot(uint32_t idx)
{
	if (idx == SENSOR_ASIC)
		return 0;
	if (idx >= SENSOR_MODULE0 && idx < SENSOR_MODULE0 + MLX5FW_NUM_MODULES)
		return 1 + (int)(idx - SENSOR_MODULE0);
	return -1;
}

int mlx5fw_register_mtcap(struct mlx5fw_reg_ctx *c)
{
	uint8_t *map = MLX5CTL_ADDR_OF(mtcap_reg, c->data, sensor_map);

	if (MLX5CTL_GET(mtcap_reg, c->data, slot_index))
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(c->data, 0, REG_MAX);
	MLX5CTL_SET(mtcap_reg, c->data, sensor_count, 1);
	MLX5CTL_SET(mtcap_reg, c->data, internal_sensor_count, 1);
	/* sensor_map is a 64-bit big-endian bitmap, bit i = sensor i */
	mlx5ctl_be64_store(map, 1ull << SENSOR_ASIC);
	return 0;
}

/*
 * The ASIC's temperature in 0.125 C units: a triangle wave over one minute, 40..55 C, peaking at
 * phase 30 s.
 */
#define TEMP_PERIOD_MS	60000u
#define TEMP_PEAK_MS	30000u

static uint32_t temp_at(uint64_t ms)
{
	uint64_t ph = ms % TEMP_PERIOD_MS;
	uint64_t tri = ph < TEMP_PEAK_MS ? ph : TEMP_PERIOD_MS - ph;		/* 0..30000 */

	return (uint32_t)(40 * 8 + tri * 15 * 8 / TEMP_PEAK_MS);
}

static uint64_t ms_since_boot(struct mlx5fw *fw)
{
	return (mlx5fw_now(fw) - fw->boot_ns) / 1000000ull;
}

/*
 * The highest temperature the ASIC had in [from, to] (ms): the peak if one falls inside, else
 * the higher end (the wave only falls to a trough and rises between two peaks).
 */
static uint32_t temp_max(uint64_t from, uint64_t to)
{
	uint64_t next_peak;
	uint32_t a = temp_at(from), b = temp_at(to);

	if (from <= TEMP_PEAK_MS)
		next_peak = TEMP_PEAK_MS;
	else
		next_peak = from + (TEMP_PERIOD_MS - (from - TEMP_PEAK_MS) % TEMP_PERIOD_MS) %
			    TEMP_PERIOD_MS;
	if (next_peak <= to)
		return temp_at(next_peak);
	return a > b ? a : b;
}

/* slot's temperature now and its highest in [from, now], 0.125 C (16-bit two's complement) */
static uint16_t sensor_temp(int slot, uint64_t now)
{
	return slot ? (uint16_t)mlx5fw_module_temp((unsigned int)slot - 1) : (uint16_t)temp_at(now);
}

static uint16_t sensor_max(int slot, uint64_t from, uint64_t now)
{
	return slot ? sensor_temp(slot, now) : (uint16_t)temp_max(from, now);
}

/* the system requirement a written threshold_hi may not exceed: the value at reset */
static uint16_t sensor_thr_hi_max(int slot)
{
	return slot ? 0 : SENSOR_ASIC_THR_HI;
}

/*
 * weme / sdme: tee and the thresholds, sdee; the musts of mstflint's register table checked
 * (threshold_hi at most the system requirement, threshold_lo 5 C below it). Thresholds are
 * two's complement.
 */
static int mtmp_modify_events(struct mlx5fw_reg_ctx *c, int slot)
{
	int32_t hi = (int16_t)MLX5CTL_GET(mtmp_reg, c->data, temp_threshold_hi);
	int32_t lo = (int16_t)MLX5CTL_GET(mtmp_reg, c->data, temp_threshold_lo);
	bool weme = MLX5CTL_GET(mtmp_reg, c->data, weme);
	bool sdme = MLX5CTL_GET(mtmp_reg, c->data, sdme);

	if (weme && (hi > sensor_thr_hi_max(slot) || lo > hi - SENSOR_HYSTERESIS))
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (weme) {
		c->fw->sensors[slot].tee = (uint8_t)MLX5CTL_GET(mtmp_reg, c->data, tee);
		c->fw->sensors[slot].thr_hi = (uint16_t)hi;
		c->fw->sensors[slot].thr_lo = (uint16_t)lo;
	}
	if (sdme)
		c->fw->sensors[slot].sdee = (uint8_t)MLX5CTL_GET(mtmp_reg, c->data, sdee);
	return 0;
}

/*
 * MTMP. Read: the sensor's temperature, its thresholds and event enables, name, and - with mte
 * set - the highest temperature since tracking (re)started. Write: mte enables (from now, if it
 * was off) or disables maximum tracking, mtr restarts it from the current temperature. A read
 * with mtr restarts it too: mlx5_core's hwmon resets temp*_highest that way (prm/registers.yaml;
 * the kernel lifts such a read to the write's scope). With weme or sdme set (either direction,
 * the worst plausible for a read, as mtr), the access changes tee and the thresholds, or sdee,
 * and nothing else: "all other fields of the register are neglected" (mstflint's register
 * table). No temperature event is ever raised. Tracking is on from reset.
 */
int mlx5fw_register_mtmp(struct mlx5fw_reg_ctx *c)
{
	uint32_t idx = MLX5CTL_GET(mtmp_reg, c->data, sensor_index);
	int slot = sensor_slot(idx);
	uint64_t now;
	int err;

	if (slot < 0 || MLX5CTL_GET(mtmp_reg, c->data, slot_index))
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	now = ms_since_boot(c->fw);
	if (MLX5CTL_GET(mtmp_reg, c->data, weme) || MLX5CTL_GET(mtmp_reg, c->data, sdme)) {
		err = mtmp_modify_events(c, slot);
		if (err)
			return err;
	} else if (c->write) {
		bool mte = MLX5CTL_GET(mtmp_reg, c->data, mte);
		bool was_on = !c->fw->sensors[slot].mte_off;

		if (mte && (!was_on || MLX5CTL_GET(mtmp_reg, c->data, mtr)))
			c->fw->sensors[slot].max_since_ms = now;
		c->fw->sensors[slot].mte_off = !mte;
	} else if (MLX5CTL_GET(mtmp_reg, c->data, mtr) && !c->fw->sensors[slot].mte_off) {
		c->fw->sensors[slot].max_since_ms = now;
	}
	memset(c->data, 0, REG_MAX);
	MLX5CTL_SET(mtmp_reg, c->data, sensor_index, idx);
	MLX5CTL_SET(mtmp_reg, c->data, temperature, sensor_temp(slot, now));
	if (!c->fw->sensors[slot].mte_off) {
		MLX5CTL_SET(mtmp_reg, c->data, mte, 1);
		MLX5CTL_SET(mtmp_reg, c->data, max_temperature,
			    sensor_max(slot, c->fw->sensors[slot].max_since_ms, now));
	}
	MLX5CTL_SET(mtmp_reg, c->data, tee, c->fw->sensors[slot].tee);
	MLX5CTL_SET(mtmp_reg, c->data, sdee, c->fw->sensors[slot].sdee);
	MLX5CTL_SET(mtmp_reg, c->data, temp_threshold_hi, c->fw->sensors[slot].thr_hi);
	MLX5CTL_SET(mtmp_reg, c->data, temp_threshold_lo, c->fw->sensors[slot].thr_lo);
	/*
	 * The name, packed ASCII (sensor_name_hi, then _lo), as a real adapter's hwmon labels
	 * read: "asic", "Module<n>". The passive cable's sensor keeps its name though it reads 0.
	 */
	if (slot)
		snprintf((char *)MLX5CTL_ADDR_OF(mtmp_reg, c->data, sensor_name_hi),
			 MLX5CTL_FLD_SZ_BYTES(mtmp_reg, sensor_name_hi) +
			 MLX5CTL_FLD_SZ_BYTES(mtmp_reg, sensor_name_lo), "Module%d", slot - 1);
	else
		memcpy(MLX5CTL_ADDR_OF(mtmp_reg, c->data, sensor_name_hi), "asic", 4);
	return 0;
}

void mlx5fw_regs_reset(struct mlx5fw *fw)
{
	memset(fw->sensors, 0, sizeof(fw->sensors));
	/* the ASIC's thresholds; a passive cable has none (a module's come from its EEPROM) */
	fw->sensors[0].thr_hi = SENSOR_ASIC_THR_HI;
	fw->sensors[0].thr_lo = SENSOR_ASIC_THR_LO;
}

int mlx5fw_register_mgir(struct mlx5fw_reg_ctx *c)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(c->fw);
	uint64_t up = (mlx5fw_now(c->fw) - c->fw->boot_ns) / 1000000000ull;
	uint8_t *psid = MLX5CTL_ADDR_OF(mgir_reg, c->data, fw_info.psid);
	size_t n = strlen(di->psid);
	uint32_t ver = mlx5fw_fw_version(c->fw);

	memset(c->data, 0, REG_MAX);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.device_id, di->device_id);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.device_hw_revision, di->hw_rev);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.num_ports, MLX5FW_CAP(c->fw, num_ports));
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.technology, di->technology);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.hw_dev_id, di->hw_dev_id);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.manufacturing_base_mac_47_32,
		    (uint32_t)(di->base_mac >> 32));
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.manufacturing_base_mac_31_0,
		    (uint32_t)di->base_mac);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.uptime, (uint32_t)up);
	/* the running image's version (fwupdate.c): a pending one shows after a reset */
	MLX5CTL_SET(mgir_reg, c->data, fw_info.extended_major, mlx5ctl_fw_version_major(ver));
	MLX5CTL_SET(mgir_reg, c->data, fw_info.extended_minor, mlx5ctl_fw_version_minor(ver));
	MLX5CTL_SET(mgir_reg, c->data, fw_info.extended_sub_minor,
		    mlx5ctl_fw_version_subminor(ver));
	MLX5CTL_SET(mgir_reg, c->data, fw_info.secured, 1);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.signed_fw, 1);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.year, MLX5FW_FW_YEAR);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.month, MLX5FW_FW_MONTH);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.day, MLX5FW_FW_DAY);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.hour, MLX5FW_FW_HOUR << 8 | MLX5FW_FW_MINUTES);
	if (n > MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid))
		n = MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid);
	memcpy(psid, di->psid, n);
	return 0;
}

/*
 * DTOR: the default timeouts, in ms. A device that advertises command timeouts in its init
 * segment (cfg.cmd_exec_timeout_ms) serves it, and mlx5_core then reads it: the values are
 * mlx5_core 6.12's own defaults (lib/tout.c), so reading them changes nothing but proves the
 * path. fw_reset_to and pci_sync_update_to are what the driver adds pcie_toggle_to and
 * tear_down_to to.
 */
int mlx5fw_register_dtor(struct mlx5fw_reg_ctx *c)
{
	static const struct {
		size_t bit;
		uint32_t ms;
	} to[] = {
		{ MLX5CTL_BIT_OFF(dtor_reg, pcie_toggle_to), 2000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, health_poll_to), 2000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, full_crdump_to), 60000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, fw_reset_to), 58000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, flush_on_err_to), 2000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, pci_sync_update_to), 2000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, tear_down_to), 3000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, fsm_reactivate_to), 5000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, reclaim_pages_to), 5000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, reclaim_vfs_pages_to), 120000 },
		{ MLX5CTL_BIT_OFF(dtor_reg, reset_unload_to), 300000 },
	};

	memset(c->data, 0, REG_MAX);
	for (size_t i = 0; i < sizeof(to) / sizeof(to[0]); i++)
		MLX5CTL_SET(default_timeout, c->data + to[i].bit / 8, to_value, to[i].ms);
	return 0;
}

/* RESOURCE_DUMP is a query whichever direction it is sent with (mlx5_core uses "write") */
int mlx5fw_register_resource_dump(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_resource_dump(c->fw, c->cmd, c->data);
}

int mlx5fw_register_core_dump(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_core_dump(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mcia(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mcia(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pddr(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pddr(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_paos(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_paos(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_ptys(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_ptys(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pmlp(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pmlp(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mfpa(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mfpa(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mfba(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mfba(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mfbe(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mfbe(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mcam(struct mlx5fw_reg_ctx *c)
{
	int err = mlx5fw_reg_mcam(c->fw, c->cmd, c->write, c->data, reg_emulated);
	uint32_t group = MLX5CTL_GET(mcam_reg, c->data, access_reg_group);

	if (!err && !c->write)
		mask_absent(c->fw, MLX5CTL_ADDR_OF(mcam_reg, c->data, mng_access_reg_cap_mask),
			    0x9000 + group * 0x80);
	return err;
}

int mlx5fw_register_mqis(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mqis(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mfrl(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mfrl(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mroq(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mroq(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mrsi(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mrsi(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mpcir(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mpcir(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pcnr(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pcnr(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mpegc(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mpegc(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mnvdi(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mnvdi(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mnvgn(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mnvgn(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mnvgc(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mnvgc(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mnvda(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mnvda(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mnvqc(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mnvqc(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mnvia(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mnvia(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_ppcnt(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_ppcnt(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mpcnt(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mpcnt(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pmtu(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pmtu(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pcam(struct mlx5fw_reg_ctx *c)
{
	int err = mlx5fw_reg_pcam(c->fw, c->cmd, c->write, c->data, reg_emulated);

	if (!err)
		mask_absent(c->fw, MLX5CTL_ADDR_OF(pcam_reg, c->data, port_access_reg_cap_mask),
			    0x5000);
	return err;
}

int mlx5fw_register_pcap(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pcap(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pmaos(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pmaos(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_node_desc(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_node_desc(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_rcr(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_rcr(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mcqs(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mcqs(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mcqi(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mcqi(c->fw, c->cmd, c->write, c->data, c->inlen, &c->outlen);
}

int mlx5fw_register_mcc(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mcc(c->fw, c->cmd, c->write, c->data, &c->answer);
}

int mlx5fw_register_mcda(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mcda(c->fw, c->cmd, c->write, c->data, c->inlen, &c->outlen);
}

int mlx5fw_register_mcdd(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mcdd(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mirc(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mirc(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mvts(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mvts(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mlcok(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mlcok(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pplm(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pplm(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_sltp(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_sltp(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_slrg(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_slrg(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pptt(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pptt(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_ppaos(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_ppaos(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pmpt(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pmpt(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_prtl(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_prtl(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_pphcr(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_pphcr(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_msgi(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_msgi(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mpein(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mpein(c->fw, c->cmd, c->write, c->data);
}

int mlx5fw_register_mpir(struct mlx5fw_reg_ctx *c)
{
	return mlx5fw_reg_mpir(c->fw, c->cmd, c->write, c->data);
}

/*
 * The bytes a register with data past its layout (MCQI, MCDA) may carry; the others: their
 * layout's. Every register of the spec has its handler, mlx5fw_register_<name>() above (the
 * generated mlx5fw_reg_infos[] names it); sizes are checked against REG_MAX below.
 */
static size_t data_max(const struct mlx5fw_reg_info *r)
{
	switch (r->id) {
	case MLX5CTL_REG_MCQI:
		return MLX5CTL_BYTE_OFF(mcqi_reg, data) + MLX5CTL_ST_SZ_BYTES(mcqi_version);
	case MLX5CTL_REG_MCDA:
		return MLX5CTL_BYTE_OFF(mcda_reg, data) + MLX5FW_FWU_MCDA_MAX;
	default:
		return r->size;
	}
}

_Static_assert(MLX5CTL_ST_SZ_BYTES(core_dump_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(pddr_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(mcia_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(mgir_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(mnvda_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(resource_dump) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(ppcnt_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(mnvgn_reg) <= REG_MAX, "REG_MAX");

static const struct mlx5fw_reg_info *reg_info(uint16_t id)
{
	for (size_t i = 0; i < MLX5FW_NUM_REGS; i++)
		if (mlx5fw_reg_infos[i].id == id)
			return &mlx5fw_reg_infos[i];
	return NULL;
}

/* a register of the spec that fits the model's buffer (all do: REG_MAX) */
static const struct mlx5fw_reg_info *find_handler(uint16_t id)
{
	const struct mlx5fw_reg_info *r = reg_info(id);

	return r && r->size <= REG_MAX && data_max(r) <= REG_MAX ? r : NULL;
}

static bool reg_emulated(uint16_t id)
{
	return find_handler(id) != NULL;
}

int mlx5fw_absent_regs_parse(const char *list, uint16_t *ids, unsigned int *n, char *err,
			     size_t errlen)
{
	const char *p = list;

	*n = 0;
	while (p && *p) {
		size_t len = strcspn(p, ","), i;

		for (i = 0; i < MLX5FW_NUM_REGS; i++)
			if (strlen(mlx5fw_reg_infos[i].name) == len &&
			    !strncmp(mlx5fw_reg_infos[i].name, p, len))
				break;
		if (i == MLX5FW_NUM_REGS) {
			if (err)
				snprintf(err, errlen, "'%.*s' is no register of the spec", (int)len, p);
			return -1;
		}
		if (*n == MLX5FW_MAX_ABSENT_REGS) {
			if (err)
				snprintf(err, errlen, "more than %d registers", MLX5FW_MAX_ABSENT_REGS);
			return -1;
		}
		ids[(*n)++] = mlx5fw_reg_infos[i].id;
		p += len;
		p += *p == ',';
	}
	return 0;
}

int mlx5fw_absent_regs_check(const char *list, char *err, size_t errlen)
{
	uint16_t ids[MLX5FW_MAX_ABSENT_REGS];
	unsigned int n;

	return mlx5fw_absent_regs_parse(list, ids, &n, err, errlen);
}

static bool reg_absent(const struct mlx5fw *fw, uint16_t id)
{
	for (unsigned int i = 0; i < fw->nabsent_regs; i++)
		if (fw->absent_regs[i] == id)
			return true;
	return false;
}

/* the registers this firmware lacks out of a 128-bit mask of registers first..first + 127 */
static void mask_absent(const struct mlx5fw *fw, uint8_t *mask, uint32_t first)
{
	for (unsigned int i = 0; i < fw->nabsent_regs; i++)
		if (fw->absent_regs[i] >= first && fw->absent_regs[i] < first + 128)
			mlx5ctl_bits_set(mask, 127 - (fw->absent_regs[i] - first), 1, 0);
}

int mlx5fw_reg_access(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint16_t id, bool write,
		      uint32_t argument, const uint8_t *in, size_t inlen, uint8_t *out,
		      size_t outlen)
{
	const struct mlx5fw_reg_info *r = find_handler(id);
	uint8_t data[REG_MAX];
	struct mlx5fw_reg_ctx c = { fw, cmd, argument, write, data, 0, 0, false };
	size_t n, max;
	int err;

	/* unknown to the spec, or to this firmware */
	if (!r || reg_absent(fw, id))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_REG);
	if ((write && !r->writable) || (!write && !r->readable))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (cmd->uid) {
		enum mlx5fw_reg_scope scope = write ? r->write_scope : r->read_scope;

		if (scope == MLX5FW_REG_SCOPE_KERNEL_ONLY)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
		err = mlx5fw_check_uctx_cap(fw, cmd, write ? r->write_uctx_cap : r->read_uctx_cap);
		if (err)
			return err;
	}

	memset(data, 0, sizeof(data));
	max = data_max(r);
	n = inlen < max ? inlen : max;
	memcpy(data, in, n);
	c.inlen = n;
	c.outlen = r->size;
	err = r->handle(&c);
	if (err && !c.answer)
		return err;
	n = outlen < c.outlen ? outlen : c.outlen;
	memcpy(out, data, n);
	return err;
}

int mlx5fw_cmd_access_reg(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	size_t in_hdr = MLX5CTL_BYTE_OFF(access_register_in, register_data);
	size_t out_hdr = MLX5CTL_BYTE_OFF(access_register_out, register_data);
	uint16_t id = (uint16_t)MLX5CTL_GET(access_register_in, cmd->in, register_id);

	/* the firmware looks at op_mod bit 0 only (the worst plausible, prm/registers.yaml) */
	return mlx5fw_reg_access(fw, cmd, id,
				 (cmd->op_mod & 1) == MLX5CTL_ACCESS_REG_OP_MOD_WRITE,
				 MLX5CTL_GET(access_register_in, cmd->in, argument),
				 cmd->in + in_hdr, cmd->inlen - in_hdr, cmd->out + out_hdr,
				 cmd->outlen - out_hdr);
}
