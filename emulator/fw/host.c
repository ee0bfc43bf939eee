// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlx5fw host ops, the base every other file calls: errors, DMA (with the DMA-isolation oracle)
 * and MSI-X, each counted for the diagnostic counters. The time is mlx5fw_now() (mlx5fw_int.h).
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

void mlx5fw_guest_error(struct mlx5fw *fw, const char *msg)
{
	if (!fw->free_pending && fw->ops && fw->ops->guest_error)
		fw->ops->guest_error(fw->opaque, msg);
}

/* the UMEM page of `uid` holding byte `a`, remembered in fw->dma_hint; false if none */
static bool uid_page_has(struct mlx5fw *fw, uint16_t uid, uint64_t a, uint64_t *page_end)
{
	unsigned int i;
	uint64_t j;

	/* a DMA through an MKEY walks the UMEM's pages in order: try the last one and the next */
	if (fw->dma_hint.umem >= 0) {
		const struct mlx5fw_umem *um = &fw->umems[fw->dma_hint.umem];
		uint64_t psz = (uint64_t)MLX5FW_PAGE_SIZE << (um->obj.valid ? um->log_page_size : 0);

		for (j = fw->dma_hint.mtt; um->obj.valid && um->obj.uid == uid && j < um->nmtt &&
					   j <= fw->dma_hint.mtt + 1; j++) {
			uint64_t base = um->mtt[j] & ~(uint64_t)0xff;

			if (a >= base && a - base < psz) {
				fw->dma_hint.mtt = j;
				*page_end = base + psz;
				return true;
			}
		}
	}
	for (i = 0; i < MLX5FW_MAX_UMEMS; i++) {
		const struct mlx5fw_umem *um = &fw->umems[i];
		uint64_t psz;

		if (!um->obj.valid || um->obj.uid != uid)
			continue;
		psz = (uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size;
		for (j = 0; j < um->nmtt; j++) {
			uint64_t base = um->mtt[j] & ~(uint64_t)0xff;

			if (a >= base && a - base < psz) {
				fw->dma_hint.umem = (int)i;
				fw->dma_hint.mtt = j;
				*page_end = base + psz;
				return true;
			}
		}
	}
	return false;
}

/*
 * The DMA-isolation oracle: a DMA the device makes for user context n must stay inside the
 * pages of n's UMEMs (which the kernel pinned for n). Anything else - another UID's pages, the
 * kernel's command queue, mailboxes, EQs, firmware pages, any other guest memory - is counted,
 * reported to the host, and made anyway, as real firmware would make it.
 */
static void dma_isolation_check(struct mlx5fw *fw, uint64_t addr, size_t len, bool write)
{
	uint64_t a = addr, end = addr + len, page_end;

	if (!fw->dma_uid || !len)
		return;
	while (a < end) {
		if (!uid_page_has(fw, fw->dma_uid, a, &page_end)) {
			fw->dma_violations++;
			if (fw->ops->dma_violation)
				fw->ops->dma_violation(fw->opaque, fw->dma_uid, fw->dma_opcode, addr,
						       len, write);
			return;
		}
		a = page_end;
	}
}

void mlx5fw_host_error(struct mlx5fw *fw, const char *msg)
{
	if (!fw->free_pending && fw->ops && fw->ops->host_error)
		fw->ops->host_error(fw->opaque, msg);
}

int mlx5fw_dma_read(struct mlx5fw *fw, uint64_t addr, void *buf, size_t len)
{
	if (fw->gone || mlx5fw_halted(fw) || !fw->ops || !fw->ops->dma_read)
		return -1;
	if (addr + len < addr)
		return -1;
	dma_isolation_check(fw, addr, len, false);
	if (fw->ops->dma_read(fw->opaque, addr, buf, len))
		return -1;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_DMA_READ, len);
	return 0;
}

int mlx5fw_dma_write(struct mlx5fw *fw, uint64_t addr, const void *buf, size_t len)
{
	if (fw->gone || mlx5fw_halted(fw) || !fw->ops || !fw->ops->dma_write)
		return -1;
	if (addr + len < addr)
		return -1;
	dma_isolation_check(fw, addr, len, true);
	if (fw->ops->dma_write(fw->opaque, addr, buf, len))
		return -1;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_DMA_WRITE, len);
	return 0;
}

void mlx5fw_msix(struct mlx5fw *fw, unsigned int vector)
{
	if (fw->gone || mlx5fw_halted(fw) || vector >= fw->cfg.msix_vectors)
		return;
	if (fw->ops && fw->ops->msix_notify) {
		mlx5fw_diag_count(fw, MLX5FW_DIAG_MSIX, 1);
		fw->ops->msix_notify(fw->opaque, vector);
	}
}
