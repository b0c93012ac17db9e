#!/usr/bin/env bash
# Starts a one-node Slurm cluster on this machine, as root and without systemd: munged, slurmctld and
# slurmd from Debian's slurm-wlm and munge packages (installed when missing). For test-array.sh and for
# trying tamis-array.sbatch; a real cluster has its own configuration. Idempotent: what runs already
# is left alone. Logs: /var/log/slurm-local/. `local-cluster.sh stop` ends the daemons this script started.
set -euo pipefail
marker="# written by tamis deploy/slurm/local-cluster.sh"
conf=/etc/slurm/slurm.conf
logs=/var/log/slurm-local
pids=/run/slurm-local

if [ "${1:-}" = stop ]; then
  for name in slurmd slurmctld munged; do
    if [ -f "$pids/$name.pid" ]; then
      kill "$(cat "$pids/$name.pid")" 2>/dev/null || true
      rm -f "$pids/$name.pid"
    fi
  done
  exit 0
fi

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  echo "local-cluster: installing slurm-wlm and munge"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
fi
mkdir -p "$logs" "$pids" /etc/slurm /var/spool/slurmctld /var/spool/slurmd

# munge: a 1,024-byte key owned by munge, mode 400; the daemon runs as munge.
mkdir -p /etc/munge /run/munge /var/lib/munge /var/log/munge
[ -s /etc/munge/munge.key ] || dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge
chmod 400 /etc/munge/munge.key
if ! pgrep -x munged >/dev/null; then
  runuser -u munge -- munged --pid-file=/run/munge/munged.pid
  cp /run/munge/munged.pid "$pids/munged.pid"
fi

host="$(hostname -s)"
if [ -f "$conf" ] && ! grep -qF "$marker" "$conf"; then
  echo "local-cluster: $conf exists and was not written by this script; leaving it (and this machine) alone" >&2
  exit 2
fi
cat > "$conf" <<CONF
$marker
ClusterName=local
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
ReturnToService=2
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF

if ! pgrep -x slurmctld >/dev/null; then
  nohup slurmctld -D >"$logs/slurmctld.log" 2>&1 &
  echo $! >"$pids/slurmctld.pid"
fi
if ! pgrep -x slurmd >/dev/null; then
  nohup slurmd -D >"$logs/slurmd.log" 2>&1 &
  echo $! >"$pids/slurmd.pid"
fi

for _ in $(seq 1 60); do
  if sinfo -h -o '%T' 2>/dev/null | grep -qE '^(idle|mixed|allocated)'; then
    sinfo
    exit 0
  fi
  sleep 1
done
echo "local-cluster: the node is not up after 60 s; see $logs/" >&2
sinfo >&2 || true
exit 1
