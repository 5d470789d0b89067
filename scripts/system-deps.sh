#!/usr/bin/env bash
# System packages the tests need, from Debian's repositories. Installs only what is missing, and only as root.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# heif-enc: the photo-intake tests encode a real HEIC file with it.
command -v heif-enc >/dev/null 2>&1 || missing+=(libheif-examples)
# ffmpeg (with ffprobe): the local video engine renders MP4s with it, and its tests probe them.
command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 || missing+=(ffmpeg)
# PostgreSQL: used when no server is reachable on 127.0.0.1:5432 (the tests start their own cluster).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! (command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432); then
  missing+=(postgresql)
fi
# Ceph: the object-store tests start a throwaway radosgw (S3) unless S3_TEST_ENDPOINT names a server.
if [ -z "${S3_TEST_ENDPOINT:-}" ]; then
  for pair in ceph-mon:ceph-mon ceph-osd:ceph-osd radosgw:radosgw radosgw-admin:ceph-common ceph:ceph-common; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || [[ " ${missing[*]} " == *" ${pair#*:} "* ]] || missing+=("${pair#*:}")
  done
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then
  echo "kadr: missing system packages: ${missing[*]} (install them with apt-get, or run as root)" >&2
  exit 0
fi
echo "kadr: installing ${missing[*]} from apt" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
