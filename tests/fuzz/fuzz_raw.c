// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Raw device access from reset: no driver, no structure. The input writes guest RAM (queue
 * entries, mailboxes, EQ rings, anything), BAR0 (init segment, doorbells, UAR pages) at any
 * offset and size, the vendor-specific capability in config space, moves the clock, sets
 * health syndromes, resets, removes the device. Oracles: the model's invariants, MSI-X in
 * bounds, at most one answer per rung slot.
 */
#include "fuzz_host.h"

static struct mlx5fw *fresh;
static uint32_t rung;

static void raw_process(void)
{
	uint64_t base = 0;

	memset(H.answered, 0, sizeof(H.answered));
	/* where the queue is, as the device would read it back */
	base = (uint64_t)mlx5fw_mmio_read(H.fw, MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_63_32),
					  4) << 32 |
	       (mlx5fw_mmio_read(H.fw, MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12), 4) &
		~0xfffu);
	H.cmdq_base = base;
	mlx5fw_process(H.fw);
	for (unsigned int s = 0; s < CMDQ_SLOTS; s++)
		if (H.answered[s] > 1 || (H.answered[s] && !((rung >> s) & 1)))
			fuzz_fail("at most one answer per rung slot", "a slot answered twice or unrung");
	rung = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct input in = { data, size };
	unsigned int ops = 0;

	if (!fresh) {
		host_init();
		H.fw = fuzz_new_fw();
		fresh = mlx5fw_clone(H.fw);
		if (!H.fw || !fresh)
			abort();
		ram_save();
	}
	if (mlx5fw_restore(H.fw, fresh))
		abort();
	ram_restore();
	H.now = 1000000000ull;
	H.strict = false;
	H.bad_vector = false;
	rung = 0;
	while (in.n && ops++ < 256) {
		uint64_t bar = mlx5fw_bar0_size(H.fw);

		switch (in8(&in) % 10) {
		case 0: case 1: {	/* guest RAM: a run of bytes anywhere in the first MiB */
			uint64_t a = in_below(&in, 1u << 20);
			size_t n = in8(&in) % 64 + 1;
			uint8_t b[64];

			for (size_t i = 0; i < n; i++)
				b[i] = in8(&in);
			gwrite(a, b, n);
			break;
		}
		case 2: {		/* BAR0 writes, the init segment mostly */
			uint64_t off = in8(&in) % 2 ? in_below(&in, 0x1000) & ~3u :
				       in_below(&in, (uint32_t)bar + 16);
			uint32_t v = in32(&in);
			unsigned int sz = in8(&in) % 8 ? 4 : 1u << (in8(&in) % 4);

			if (off == MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector) && sz == 4)
				rung |= v;
			if (mlx5fw_mmio_write(H.fw, off, v, sz) && in8(&in) % 4)
				raw_process();
			break;
		}
		case 3:
			mlx5fw_mmio_read(H.fw, in_below(&in, (uint32_t)bar + 16), 1u << (in8(&in) % 4));
			break;
		case 4:
			mlx5fw_vsc_write(H.fw, in8(&in) % 0x20, in32(&in), in8(&in) % 5);
			break;
		case 5:
			mlx5fw_vsc_read(H.fw, in8(&in) % 0x20, in8(&in) % 5);
			break;
		case 6:
			H.now += in8(&in) % 2 ? in32(&in) : in64(&in);
			break;
		case 7:
			switch (in8(&in) % 4) {
			case 0:
				mlx5fw_reset(H.fw);
				rung = 0;
				break;
			case 1:
				mlx5fw_set_gone(H.fw, in8(&in) & 1);
				break;
			case 2:
				mlx5fw_set_health_syndrome(H.fw, in8(&in));
				break;
			default:
				H.dma_fail_next = in8(&in) % 4;
				break;
			}
			break;
		default:
			raw_process();
			break;
		}
	}
	raw_process();
	run_oracles();
	return 0;
}
