#!/bin/bash
# The bash completion (tools/mlx5ctl.bash-completion) as bash runs it: commands, options,
# registers and their fields, configuration items, counters, device names. The `mlx5ctl` it
# asks is the model-backed tool (mlx5ctl-model) over a Linux-like sysfs tree (fake_sysfs.py).
#
#   test_completion.sh MODEL_BINARY SOURCE_DIR
set -o pipefail   # not -u: bash-completion expands unset variables
model=$(realpath "$1")
src=$2
bc=/usr/share/bash-completion/bash_completion
if [[ ! -r $bc ]]; then
    echo "test_completion: no $bc (Debian's bash-completion): skipped"
    exit 77
fi
tmp=$(mktemp -d /tmp/mlx5ctl-test-completion-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
/usr/bin/python3 "$src/tests/unit/fake_sysfs.py" "$tmp" || exit 1
mkdir "$tmp/bin"
ln -s "$model" "$tmp/bin/mlx5ctl"
export PATH=$tmp/bin:$PATH MLX5CTL_SYSFS_DIR=$tmp/sys MLX5CTL_DEV_DIR=$tmp/dev

# shellcheck disable=SC1090
source "$bc"
# shellcheck disable=SC1091
source "$src/tools/mlx5ctl.bash-completion"

passed=0
failed=0
# complete LINE EXPECTED...: completing the last word of LINE offers (at least) EXPECTED
complete_is() {
    local line=$1 want got
    shift
    read -r -a COMP_WORDS <<<"$line"
    [[ $line == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE=$line
    COMP_POINT=${#line}
    COMPREPLY=()
    _mlx5ctl 2>/dev/null
    got=" ${COMPREPLY[*]} "
    for want in "$@"; do
        if [[ $got != *" $want "* ]]; then
            echo "FAIL '$line<TAB>' offers [${COMPREPLY[*]}], not '$want'"
            ((failed++))
            return
        fi
    done
    ((passed++))
}
# complete_not LINE UNWANTED: not offered
complete_not() {
    local line=$1
    complete_is "$line"
    [[ " ${COMPREPLY[*]} " == *" $2 "* ]] && { echo "FAIL '$line<TAB>' offers '$2'"; ((failed++)); }
}

complete_is "mlx5ctl r" reg rpc rscdump
complete_is "mlx5ctl " list info caps reg rpc obj coredump rscdump config names diag monitor fw link collect
complete_is "mlx5ctl l" list link
complete_is "mlx5ctl link --" --counters --fec --module --eye --pcie --port --clear-counters --yes --dry-run
complete_is "mlx5ctl link -p 1 --c" --counters --clear-counters
complete_is "mlx5ctl col" collect
complete_is "mlx5ctl collect --" --output --timeout --max-size --redact --format
complete_is "mlx5ctl collect --format t" tar tar.gz
complete_not "mlx5ctl collect --" --yes
complete_is "mlx5ctl fw " query update activate
complete_is "mlx5ctl fw activate --" --yes --timeout
complete_is "mlx5ctl fw update --" --yes --timeout
complete_is "mlx5ctl reg MT" MTCAP MTMP
complete_is "mlx5ctl reg MTMP sen" sensor_index= sensor_name_hi= sensor_name_lo=
complete_is "mlx5ctl -d 0 reg MGIR fw_info.ps" fw_info.psid=
complete_is "mlx5ctl reg --show MG" MGIR
complete_is "mlx5ctl reg --" --write --overwrite --dry-run --yes --list --show --id --raw
complete_is "mlx5ctl rpc QUERY_E" QUERY_EQ
complete_is "mlx5ctl rpc QUERY_EQ eq" eq_number=
complete_is "mlx5ctl config GLOBAL_PCI_CONF.t" GLOBAL_PCI_CONF.total_vfs=
complete_is "mlx5ctl config --show G" GLOBAL_PCI_CONF GLOBAL_PCI_CAP
complete_is "mlx5ctl config --" --backup --restore --reset --dry-run
complete_is "mlx5ctl -d " mlx5_core.ctl.0 0000:01:00.0 pci/0000:01:00.0 eth0 mlx5_0 mlx5_core.ctl.1
complete_is "mlx5ctl info --device e" eth0
complete_is "mlx5ctl diag --counters cmds,dma" cmds,dma_read_bytes cmds,dma_write_bytes
complete_is "mlx5ctl caps --type DE" DEBUG
complete_is "mlx5ctl obj M" MKEY
complete_is "mlx5ctl names " commands registers items devices fields
complete_is "mlx5ctl names fields MT" MTMP
complete_is "mlx5ctl monitor --" --output --sample
complete_not "mlx5ctl list --" --device
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
