/*
 * QTest for the emulated ConnectX function (mlx5-cx)
 *
 * Copied into tests/qtest/ by scripts/build-qemu; run with scripts/qtest.
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#include "qemu/osdep.h"
#include "qemu/bswap.h"
#include "qemu/timer.h"
#include "hw/pci/pci_regs.h"
#include "libqtest.h"
#include "libqos/pci-pc.h"
#include "qapi/qmp/qdict.h"
#include "qapi/qmp/qbool.h"
#include "qapi/qmp/qnum.h"

#define MLX5CTL_DEVFN       QPCI_DEVFN(4, 0)
#define MLX5CTL_ARGS        "-M q35 -m 128 -nodefaults " \
                            "-device mlx5-cx,id=cx0,addr=04.0"
#define CX0                 "'/machine/peripheral/cx0'"

/* init segment offsets (PRM / QEMU-DEVICE.md) */
#define ISEG_FW_REV         0x000
#define ISEG_CMDIF_REV      0x004
#define ISEG_CMDQ_ADDR_H    0x010
#define ISEG_CMDQ_ADDR_L    0x014
#define ISEG_CMD_DBELL      0x018
#define ISEG_INITIALIZING   0x1fc
#define ISEG_HEALTH_FW_VER  0x230
#define ISEG_HEALTH_COUNTER 0x1010

/* vendor-specific capability (Linux lib/pci_vsc.c) */
#define VSC_CTRL            0x04
#define VSC_COUNTER         0x08
#define VSC_SEMAPHORE       0x0c
#define VSC_ADDR            0x10
#define VSC_DATA            0x14
#define VSC_FLAG            0x80000000u
#define VSC_SYND            0x40000000u
#define VSC_ADDR_MASK       0x3fffffffu
#define VSC_SPACE_SCAN_CR   0x7
#define VSC_SPACE_SEM       0xa
#define VSC_CR_SIZE         0x600000u   /* the model's CR space */
#define VSC_SPACE_ICMD      0x3
#define ICMD_MBOX_SIZE      0x1000      /* ICMD space: mailbox size */
#define ICMD_MBOX           0x100000    /* ICMD space: the mailbox */
#define PCI_VPD_ADDR_F      0x8000
#define VSC_CR_HW_ID        0xf0014u    /* hardware id: 0x212 ConnectX-6 Dx */

/* guest memory used by the tests */
#define CMDQ_GPA            0x200000ull
#define MBOX_GPA            0x210000ull

typedef struct {
    QTestState *qts;
    QPCIBus *bus;
    QPCIDevice *dev;
    QPCIBar bar0;
    uint64_t bar0_size;
} Mlx5Ctx;

static void mlx5_start(Mlx5Ctx *c, const char *extra)
{
    c->qts = qtest_initf(MLX5CTL_ARGS " %s", extra ? extra : "");
    c->bus = qpci_new_pc(c->qts, NULL);
    c->dev = qpci_device_find(c->bus, MLX5CTL_DEVFN);
    g_assert(c->dev != NULL);
    qpci_device_enable(c->dev);
    c->bar0 = qpci_iomap(c->dev, 0, &c->bar0_size);
}

static void mlx5_stop(Mlx5Ctx *c)
{
    g_free(c->dev);
    qpci_free_pc(c->bus);
    qtest_quit(c->qts);
}

/* registers are big-endian; qpci_io_* convert from little-endian */
static uint32_t rd32(Mlx5Ctx *c, uint64_t off)
{
    return bswap32(qpci_io_readl(c->dev, c->bar0, off));
}

static void wr32(Mlx5Ctx *c, uint64_t off, uint32_t val)
{
    qpci_io_writel(c->dev, c->bar0, off, bswap32(val));
}

static bool alive(QTestState *qts)
{
    QDict *resp = qtest_qmp(qts, "{'execute': 'query-status'}");
    bool ok = resp && qdict_haskey(resp, "return");

    qobject_unref(resp);
    return ok;
}

/* the PCIe capability's link: capable of gen (speed encoding) x width, trained at status */
static void check_link(Mlx5Ctx *c, unsigned int gen, unsigned int width,
                       unsigned int status)
{
    uint8_t exp = qpci_find_capability(c->dev, PCI_CAP_ID_EXP, 0);
    uint32_t lnkcap = qpci_config_readl(c->dev, exp + PCI_EXP_LNKCAP);
    uint32_t lnkcap2 = qpci_config_readl(c->dev, exp + PCI_EXP_LNKCAP2);
    uint16_t lnksta = qpci_config_readw(c->dev, exp + PCI_EXP_LNKSTA);

    g_assert_cmpuint(lnkcap & PCI_EXP_LNKCAP_SLS, ==, gen);
    g_assert_cmpuint((lnkcap & PCI_EXP_LNKCAP_MLW) >> 4, ==, width);
    /* supported speeds: bits 1..gen (2.5 GT/s up to the card's) */
    g_assert_cmphex(lnkcap2 & 0xfe, ==, ((1u << gen) - 1) << 1);
    g_assert_cmpuint(lnksta & PCI_EXP_LNKSTA_CLS, ==, status);
    g_assert_cmpuint((lnksta & PCI_EXP_LNKSTA_NLW) >> 4, ==, width);
}

static void test_probe(void)
{
    Mlx5Ctx c;

    mlx5_start(&c, NULL);
    g_assert_cmphex(qpci_config_readw(c.dev, PCI_VENDOR_ID), ==, 0x15b3);
    g_assert_cmphex(qpci_config_readw(c.dev, PCI_DEVICE_ID), ==, 0x101d);
    g_assert_cmphex(qpci_config_readl(c.dev, PCI_BASE_ADDRESS_0) &
                    PCI_BASE_ADDRESS_MEM_TYPE_MASK, ==,
                    PCI_BASE_ADDRESS_MEM_TYPE_64);
    g_assert_cmpuint(c.bar0_size, >=, 32 * 1024);
    g_assert_cmpuint(c.bar0_size & (c.bar0_size - 1), ==, 0);
    g_assert_cmpuint(qpci_find_capability(c.dev, PCI_CAP_ID_MSIX, 0), !=, 0);
    g_assert_cmpuint(qpci_find_capability(c.dev, PCI_CAP_ID_EXP, 0), !=, 0);
    g_assert_cmpuint(qpci_find_capability(c.dev, PCI_CAP_ID_VNDR, 0), !=, 0);
    check_link(&c, 4, 16, 4);       /* ConnectX-6 Dx: Gen4 x16, as its VPD says */
    mlx5_stop(&c);
}

static void test_device_id_prop(void)
{
    Mlx5Ctx c;

    c.qts = qtest_init("-M q35 -nodefaults "
                       "-device mlx5-cx,addr=04.0,device-id=0x1021");
    c.bus = qpci_new_pc(c.qts, NULL);
    c.dev = qpci_device_find(c.bus, MLX5CTL_DEVFN);
    g_assert(c.dev != NULL);
    g_assert_cmphex(qpci_config_readw(c.dev, PCI_DEVICE_ID), ==, 0x1021);
    check_link(&c, 5, 16, 4);       /* ConnectX-7: Gen5 x16, trained at QEMU's 16 GT/s */
    mlx5_stop(&c);
}

static void test_iseg(void)
{
    Mlx5Ctx c;
    uint32_t rev, h1, h2;

    mlx5_start(&c, NULL);
    rev = rd32(&c, ISEG_CMDIF_REV);
    g_assert_cmphex(rev >> 16, ==, 5);
    g_assert_cmphex(rd32(&c, ISEG_HEALTH_FW_VER), !=, 0xffffffff);
    /* sub-word reads are carved out of the big-endian dword */
    g_assert_cmphex(qpci_io_readb(c.dev, c.bar0, ISEG_CMDIF_REV), ==,
                    rev >> 24);
    g_assert_cmphex(qpci_io_readb(c.dev, c.bar0, ISEG_CMDIF_REV + 1), ==,
                    (rev >> 16) & 0xff);
    g_assert_cmphex(bswap16(qpci_io_readw(c.dev, c.bar0, ISEG_CMDIF_REV)), ==,
                    rev >> 16);
    /* the health counter moves with time */
    h1 = rd32(&c, ISEG_HEALTH_COUNTER);
    qtest_clock_step(c.qts, 2 * NANOSECONDS_PER_SECOND);
    h2 = rd32(&c, ISEG_HEALTH_COUNTER);
    g_assert_cmphex(h1, !=, h2);
    mlx5_stop(&c);
}

static void test_gone(void)
{
    Mlx5Ctx c;
    QDict *resp;
    uint8_t cap;

    mlx5_start(&c, NULL);
    cap = qpci_find_capability(c.dev, PCI_CAP_ID_VNDR, 0);
    g_assert_cmphex(cap, !=, 0);
    g_assert_cmphex(rd32(&c, ISEG_CMDIF_REV) >> 16, ==, 5);
    resp = qtest_qmp(c.qts, "{'execute': 'qom-set', 'arguments': {"
                     "'path': " CX0 ", 'property': 'gone', 'value': true}}");
    g_assert(qdict_haskey(resp, "return"));
    qobject_unref(resp);
    g_assert_cmphex(rd32(&c, ISEG_FW_REV), ==, 0xffffffff);
    g_assert_cmphex(rd32(&c, ISEG_HEALTH_FW_VER), ==, 0xffffffff);
    g_assert_cmphex(qpci_io_readb(c.dev, c.bar0, ISEG_FW_REV), ==, 0xff);
    /* config space too, like a device no longer on the bus */
    g_assert_cmphex(qpci_config_readw(c.dev, PCI_VENDOR_ID), ==, 0xffff);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_SEMAPHORE), ==,
                    0xffffffff);
    qpci_config_writew(c.dev, PCI_COMMAND, 0);  /* lost */
    wr32(&c, ISEG_CMD_DBELL, 1);            /* ignored */
    qtest_clock_step(c.qts, 1000000);
    resp = qtest_qmp(c.qts, "{'execute': 'qom-set', 'arguments': {"
                     "'path': " CX0 ", 'property': 'gone', 'value': false}}");
    qobject_unref(resp);
    g_assert_cmphex(rd32(&c, ISEG_CMDIF_REV) >> 16, ==, 5);
    g_assert_cmphex(qpci_config_readw(c.dev, PCI_VENDOR_ID), ==, 0x15b3);
    g_assert_cmphex(qpci_config_readw(c.dev, PCI_COMMAND) & PCI_COMMAND_MEMORY,
                    ==, PCI_COMMAND_MEMORY);
    mlx5_stop(&c);
}

/* one gateway read, as mlx5_vsc_gw_read(): address with flag 0, flag 1, data */
static uint32_t vsc_gw_read(Mlx5Ctx *c, uint8_t cap, uint32_t addr)
{
    qpci_config_writel(c->dev, cap + VSC_ADDR, addr);
    g_assert_cmphex(qpci_config_readl(c->dev, cap + VSC_ADDR) & VSC_FLAG, ==,
                    VSC_FLAG);
    return qpci_config_readl(c->dev, cap + VSC_DATA);
}

/* select a space as mlx5_vsc_gw_set_space(); returns the control register */
static uint32_t vsc_set_space(Mlx5Ctx *c, uint8_t cap, uint16_t space)
{
    uint32_t ctrl = qpci_config_readl(c->dev, cap + VSC_CTRL);

    qpci_config_writel(c->dev, cap + VSC_CTRL, (ctrl & ~0xffffu) | space);
    return qpci_config_readl(c->dev, cap + VSC_CTRL);
}

/* writes and reads of every size at every offset of [from, to) in configuration space */
static void config_junk(QPCIDevice *dev, uint32_t from, uint32_t to)
{
    for (uint32_t off = from; off < to; off++) {
        qpci_config_writeb(dev, off, 0xa5);
        qpci_config_readb(dev, off);
        if (off + 2 <= to) {
            qpci_config_writew(dev, off, 0x5a5a);
            qpci_config_readw(dev, off);
        }
        if (!(off & 3)) {
            qpci_config_writel(dev, off, 0xffffffff ^ off);
            qpci_config_readl(dev, off);
        }
    }
}

/*
 * The vendor-specific capability as mlx5_core's crdump uses it: lock the
 * gateway, size the scan CR space, read a few dwords, take and release the
 * SW-reset semaphore, unlock. Then a guest that ignores the protocol.
 */
static void test_vsc(void)
{
    Mlx5Ctx c;
    uint8_t cap;
    uint32_t ticket, ctrl, d0, d1;

    mlx5_start(&c, NULL);
    cap = qpci_find_capability(c.dev, PCI_CAP_ID_VNDR, 0);
    g_assert_cmphex(cap, !=, 0);
    g_assert_cmphex(qpci_config_readb(c.dev, cap + 2), ==, 0x18);   /* len */
    g_assert_cmphex(qpci_config_readb(c.dev, cap + 3), ==, 0);  /* functional */

    /* mlx5_vsc_gw_lock() */
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_SEMAPHORE), ==, 0);
    ticket = qpci_config_readl(c.dev, cap + VSC_COUNTER);
    g_assert_cmphex(ticket, !=, 0);
    qpci_config_writel(c.dev, cap + VSC_SEMAPHORE, ticket);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_SEMAPHORE), ==, ticket);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_COUNTER), !=, ticket);

    /* mlx5_crdump_enable(): the scan space is supported and sized */
    ctrl = vsc_set_space(&c, cap, VSC_SPACE_SCAN_CR);
    g_assert_cmphex(ctrl & 0xffff, ==, VSC_SPACE_SCAN_CR);
    g_assert_cmphex(ctrl >> 29, !=, 0);                         /* status */
    g_assert_cmphex(ctrl & (1u << 28), !=, 0);                  /* size valid */
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_ADDR) & VSC_ADDR_MASK,
                    ==, VSC_CR_SIZE);

    /* mlx5_vsc_gw_read_block_fast(), a few dwords: data, next address */
    d0 = vsc_gw_read(&c, cap, 0);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_ADDR) & VSC_ADDR_MASK,
                    ==, 4);
    d1 = vsc_gw_read(&c, cap, 4);
    g_assert_cmphex(d0, !=, d1);
    g_assert_cmphex(vsc_gw_read(&c, cap, 0), ==, d0);           /* stable */
    g_assert_cmphex(vsc_gw_read(&c, cap, VSC_CR_HW_ID) & 0xffff, ==, 0x212);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_ADDR) & VSC_SYND, ==, 0);
    /* sub-dword reads of the data register */
    g_assert_cmphex(qpci_config_readw(c.dev, cap + VSC_DATA), ==, 0x212);

    /* mlx5_vsc_sem_set_space(SW_RESET, LOCK), then UNLOCK */
    ctrl = vsc_set_space(&c, cap, VSC_SPACE_SEM);
    g_assert_cmphex(ctrl >> 29, !=, 0);
    qpci_config_writel(c.dev, cap + VSC_DATA, ticket);
    qpci_config_writel(c.dev, cap + VSC_ADDR, VSC_FLAG | 0x20);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_ADDR) & VSC_FLAG, ==, 0);
    g_assert_cmphex(vsc_gw_read(&c, cap, 0x20), ==, ticket);
    qpci_config_writel(c.dev, cap + VSC_DATA, 0);
    qpci_config_writel(c.dev, cap + VSC_ADDR, VSC_FLAG | 0x20);
    g_assert_cmphex(vsc_gw_read(&c, cap, 0x20), ==, 0);

    /* out of range: completes with the syndrome bit */
    vsc_set_space(&c, cap, VSC_SPACE_SCAN_CR);
    vsc_gw_read(&c, cap, VSC_CR_SIZE);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_ADDR) & VSC_SYND, ==,
                    VSC_SYND);

    /* mlx5_vsc_gw_unlock() */
    qpci_config_writel(c.dev, cap + VSC_SEMAPHORE, 0);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_SEMAPHORE), ==, 0);

    /* unlocked: a read is refused, yet completes */
    g_assert_cmphex(vsc_gw_read(&c, cap, 0), ==, 0xbadacce5);
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_ADDR) & VSC_SYND, ==,
                    VSC_SYND);

    /* junk at every offset of the capability and around it, every size */
    config_junk(c.dev, cap - 4, cap + 0x20u);
    g_assert(alive(c.qts));
    /* the header survived; a reset frees the gateway */
    g_assert_cmphex(qpci_config_readb(c.dev, cap + 2), ==, 0x18);
    qobject_unref(qtest_qmp(c.qts, "{'execute': 'system_reset'}"));
    qtest_qmp_eventwait(c.qts, "RESET");
    g_assert_cmphex(qpci_config_readl(c.dev, cap + VSC_SEMAPHORE), ==, 0);
    mlx5_stop(&c);
}

static void test_counters(void)
{
    static const char *const names[] = {
        "uids", "umems", "umem-pages", "pds", "mkeys", "eqs",
        "destroy-uctx-busy", "cmds", "cmd-errors", "icmd-cmds", "icmd-errors",
        "icmd-reg-accesses", "guest-errors",
    };
    Mlx5Ctx c;

    mlx5_start(&c, NULL);
    for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
        QDict *resp = qtest_qmp(c.qts, "{'execute': 'qom-get', 'arguments': {"
                                "'path': " CX0 ", 'property': %s}}", names[i]);
        g_assert(qdict_haskey(resp, "return"));
        qobject_unref(resp);
    }
    mlx5_stop(&c);
}

static uint64_t get_counter(QTestState *qts, const char *name)
{
    QDict *resp = qtest_qmp(qts, "{'execute': 'qom-get', 'arguments': {"
                            "'path': " CX0 ", 'property': %s}}", name);
    uint64_t v;

    g_assert(qdict_haskey(resp, "return"));
    v = qdict_get_int(resp, "return");
    qobject_unref(resp);
    return v;
}

/* one gateway write: data, address with flag 1, flag back to 0 */
static void vsc_gw_write(Mlx5Ctx *c, uint8_t cap, uint32_t addr, uint32_t v)
{
    qpci_config_writel(c->dev, cap + VSC_DATA, v);
    qpci_config_writel(c->dev, cap + VSC_ADDR, VSC_FLAG | addr);
    g_assert_cmphex(qpci_config_readl(c->dev, cap + VSC_ADDR) & VSC_FLAG, ==, 0);
}

/*
 * What NVIDIA's tools do through configuration space: the VPD through the
 * VPD capability (the kernel's sysfs "vpd"), and one ICMD command, an MGIR
 * read, through the VSC's ICMD space, with the counters QOM shows.
 */
static void test_tools(void)
{
    Mlx5Ctx c;
    uint8_t vsc, vpd;
    uint32_t ticket, v, reg[40];
    char id[16];

    mlx5_start(&c, NULL);
    vpd = qpci_find_capability(c.dev, PCI_CAP_ID_VPD, 0);
    g_assert_cmphex(vpd, !=, 0);
    /* the first dword: large resource 0x82, the identifier string */
    qpci_config_writew(c.dev, vpd + PCI_VPD_ADDR, 0);
    g_assert_cmphex(qpci_config_readw(c.dev, vpd + PCI_VPD_ADDR) &
                    PCI_VPD_ADDR_F, ==, PCI_VPD_ADDR_F);
    v = qpci_config_readl(c.dev, vpd + PCI_VPD_DATA);
    g_assert_cmphex(v & 0xff, ==, 0x82);
    for (int i = 0; i < 12; i += 4) {
        qpci_config_writew(c.dev, vpd + PCI_VPD_ADDR, 3 + 1 + i);
        v = qpci_config_readl(c.dev, vpd + PCI_VPD_DATA);
        memcpy(id + i, &v, 4);          /* little-endian: byte 0 first */
    }
    id[12] = 0;
    g_assert_cmpstr(id, ==, "onnectX-6 Dx");
    /* a VPD write is refused, the device lives on */
    qpci_config_writel(c.dev, vpd + PCI_VPD_DATA, 0);
    qpci_config_writew(c.dev, vpd + PCI_VPD_ADDR, PCI_VPD_ADDR_F);
    g_assert(alive(c.qts));
    g_assert_cmpuint(get_counter(c.qts, "guest-errors"), ==, 1);   /* and counted */

    /* ICMD: gateway, the mailbox size, MGIR through ACCESS_REGISTER */
    vsc = qpci_find_capability(c.dev, PCI_CAP_ID_VNDR, 0);
    ticket = qpci_config_readl(c.dev, vsc + VSC_COUNTER);
    qpci_config_writel(c.dev, vsc + VSC_SEMAPHORE, ticket);
    g_assert_cmphex(vsc_set_space(&c, vsc, VSC_SPACE_ICMD) >> 29, !=, 0);
    g_assert_cmphex(vsc_gw_read(&c, vsc, ICMD_MBOX_SIZE), ==, 0x340);
    vsc_gw_write(&c, vsc, 0, 0x9001u << 16);            /* opcode */
    memset(reg, 0, sizeof(reg));
    reg[0] = 1u << 27 | 4u << 16;                       /* operation TLV */
    reg[1] = 0x9020u << 16 | 1u << 8 | 1u;              /* MGIR, query */
    reg[4] = 3u << 27 | 33u << 16;                      /* register TLV */
    for (int i = 0; i < 40; i++) {
        vsc_gw_write(&c, vsc, ICMD_MBOX + 4 * i, reg[i]);
    }
    vsc_gw_write(&c, vsc, 0, 0x9001u << 16 | 1);        /* busy: go */
    v = vsc_gw_read(&c, vsc, 0);
    g_assert_cmphex(v & 1, ==, 0);                      /* done */
    g_assert_cmphex((v >> 8) & 0xff, ==, 0);            /* status OK */
    g_assert_cmphex((vsc_gw_read(&c, vsc, ICMD_MBOX) >> 8) & 0x7f, ==, 0);
    /* MGIR's first dword: device hw revision 0, device id 0x101d */
    g_assert_cmphex(vsc_gw_read(&c, vsc, ICMD_MBOX + 20), ==, 0x101d);
    qpci_config_writel(c.dev, vsc + VSC_SEMAPHORE, 0);
    g_assert_cmpuint(get_counter(c.qts, "icmd-cmds"), ==, 1);
    g_assert_cmpuint(get_counter(c.qts, "icmd-reg-accesses"), ==, 1);
    g_assert_cmpuint(get_counter(c.qts, "icmd-errors"), ==, 0);
    g_assert_cmpuint(get_counter(c.qts, "guest-errors"), ==, 1);   /* no new one */

    /* junk over the VPD capability, every size */
    config_junk(c.dev, vpd, vpd + 8u);
    g_assert(alive(c.qts));
    g_assert_cmpuint(get_counter(c.qts, "guest-errors"), >, 1);
    g_assert_cmphex(qpci_find_capability(c.dev, PCI_CAP_ID_VPD, 0), ==, vpd);
    mlx5_stop(&c);
}

/* One command through the queue, polled: ENABLE_HCA, inline in/out only */
static void test_cmd(void)
{
    Mlx5Ctx c;
    uint8_t ent[64];
    uint64_t cmds;

    mlx5_start(&c, NULL);
    cmds = get_counter(c.qts, "cmds");
    memset(ent, 0, sizeof(ent));
    ent[0] = 7;                             /* PCIe command transport */
    stl_be_p(ent + 0x04, 16);               /* inlen */
    stw_be_p(ent + 0x10, 0x104);            /* ENABLE_HCA */
    stl_be_p(ent + 0x38, 16);               /* outlen */
    ent[0x20] = 0xee;                       /* output status, overwritten */
    ent[63] = 1;                            /* owned by hardware */
    qtest_memwrite(c.qts, CMDQ_GPA, ent, sizeof(ent));
    wr32(&c, ISEG_CMDQ_ADDR_H, CMDQ_GPA >> 32);
    wr32(&c, ISEG_CMDQ_ADDR_L, (uint32_t)CMDQ_GPA);
    wr32(&c, ISEG_CMD_DBELL, 1);
    qtest_clock_step(c.qts, 1000000);
    qtest_memread(c.qts, CMDQ_GPA, ent, sizeof(ent));
    g_assert_cmphex(ent[63] & 1, ==, 0);    /* ownership returned */
    g_assert_cmphex(ent[63] >> 1, ==, 0);   /* delivery status OK */
    g_assert_cmphex(ent[0x20], ==, 0);      /* command status OK */
    g_assert_cmpuint(get_counter(c.qts, "cmds"), ==, cmds + 1);

    /* the same slot again without ownership: ignored */
    wr32(&c, ISEG_CMD_DBELL, 1);
    qtest_clock_step(c.qts, 1000000);
    g_assert_cmpuint(get_counter(c.qts, "cmds"), ==, cmds + 1);

    /* bus mastering off: the device cannot even read the entry */
    ent[63] = 1;
    qtest_memwrite(c.qts, CMDQ_GPA, ent, sizeof(ent));
    qpci_config_writew(c.dev, PCI_COMMAND, PCI_COMMAND_MEMORY);
    wr32(&c, ISEG_CMD_DBELL, 1);
    qtest_clock_step(c.qts, 1000000);
    qtest_memread(c.qts, CMDQ_GPA, ent, sizeof(ent));
    g_assert_cmphex(ent[63] & 1, ==, 1);
    g_assert_cmpuint(get_counter(c.qts, "cmds"), ==, cmds + 1);
    mlx5_stop(&c);
}

/*
 * Hostile guest: command queue on top of the device's own BAR, doorbells
 * without a queue, every slot rung, garbage everywhere. QEMU must survive.
 */
static void test_hostile(void)
{
    Mlx5Ctx c;
    uint64_t bar_addr;
    uint8_t junk[64];

    mlx5_start(&c, NULL);
    /* doorbell before any queue address */
    wr32(&c, ISEG_CMD_DBELL, 0xffffffff);
    qtest_clock_step(c.qts, 1000000);
    g_assert(alive(c.qts));

    /* queue address = BAR0 itself (DMA into our own registers) */
    bar_addr = qpci_config_readl(c.dev, PCI_BASE_ADDRESS_0) & ~0xfull;
    bar_addr |= (uint64_t)qpci_config_readl(c.dev, PCI_BASE_ADDRESS_1) << 32;
    wr32(&c, ISEG_CMDQ_ADDR_H, bar_addr >> 32);
    wr32(&c, ISEG_CMDQ_ADDR_L, (uint32_t)bar_addr);
    wr32(&c, ISEG_CMD_DBELL, 0xffffffff);
    qtest_clock_step(c.qts, 1000000);
    g_assert(alive(c.qts));

    /*
     * queue in RAM full of garbage (ownership bits set), mailbox pointers
     * at the BAR and looping to themselves
     */
    for (int slot = 0; slot < 32; slot++) {
        for (int i = 0; i < 64; i++) {
            junk[i] = (uint8_t)(slot * 37 + i * 11);
        }
        junk[0] = 7;
        stl_be_p(junk + 4, 0xfffffff0);                 /* absurd inlen */
        stq_be_p(junk + 8, slot & 1 ? bar_addr : MBOX_GPA);
        stq_be_p(junk + 0x30, MBOX_GPA);
        stl_be_p(junk + 0x38, 0x7fffffff);              /* absurd outlen */
        junk[63] = 1;
        qtest_memwrite(c.qts, CMDQ_GPA + slot * 64, junk, sizeof(junk));
    }
    /* a mailbox whose next pointer is itself */
    memset(junk, 0, sizeof(junk));
    stq_be_p(junk, MBOX_GPA);
    qtest_memwrite(c.qts, MBOX_GPA + 0x230, junk, 8);
    wr32(&c, ISEG_CMDQ_ADDR_H, CMDQ_GPA >> 32);
    wr32(&c, ISEG_CMDQ_ADDR_L, (uint32_t)CMDQ_GPA);
    wr32(&c, ISEG_CMD_DBELL, 0xffffffff);
    qtest_clock_step(c.qts, 10000000);
    g_assert(alive(c.qts));

    /* bus mastering off, ring again */
    qpci_config_writew(c.dev, PCI_COMMAND, PCI_COMMAND_MEMORY);
    wr32(&c, ISEG_CMD_DBELL, 0xffffffff);
    qtest_clock_step(c.qts, 1000000);
    g_assert(alive(c.qts));

    /* junk into every register and UAR page, all access sizes */
    qpci_device_enable(c.dev);
    for (uint64_t off = 0; off < c.bar0_size / 2; off += 4) {
        if (off == ISEG_CMD_DBELL) {
            continue;
        }
        qpci_io_writel(c.dev, c.bar0, off, 0xa5a5a5a5 ^ (uint32_t)off);
        qpci_io_writeb(c.dev, c.bar0, off + 1, 0x5a);
        qpci_io_readw(c.dev, c.bar0, off + 2);
    }
    wr32(&c, ISEG_CMD_DBELL, 0xffffffff);
    qtest_clock_step(c.qts, 10000000);
    g_assert(alive(c.qts));
    mlx5_stop(&c);
}

static void test_reset(void)
{
    Mlx5Ctx c;
    QDict *resp;

    mlx5_start(&c, NULL);
    wr32(&c, ISEG_CMDQ_ADDR_H, 0);
    wr32(&c, ISEG_CMDQ_ADDR_L, (uint32_t)CMDQ_GPA);
    resp = qtest_qmp(c.qts, "{'execute': 'system_reset'}");
    qobject_unref(resp);
    qtest_qmp_eventwait(c.qts, "RESET");
    g_assert(alive(c.qts));
    mlx5_stop(&c);
}

int main(int argc, char **argv)
{
    g_test_init(&argc, &argv, NULL);
    qtest_add_func("/mlx5-cx/probe", test_probe);
    qtest_add_func("/mlx5-cx/device-id", test_device_id_prop);
    qtest_add_func("/mlx5-cx/iseg", test_iseg);
    qtest_add_func("/mlx5-cx/gone", test_gone);
    qtest_add_func("/mlx5-cx/vsc", test_vsc);
    qtest_add_func("/mlx5-cx/counters", test_counters);
    qtest_add_func("/mlx5-cx/tools", test_tools);
    qtest_add_func("/mlx5-cx/cmd", test_cmd);
    qtest_add_func("/mlx5-cx/hostile", test_hostile);
    qtest_add_func("/mlx5-cx/reset", test_reset);
    return g_test_run();
}
