#!/usr/bin/env bash
# Fetches the table page's map libraries and shapes from the npm registry (`npm pack`, no node_modules)
# into hideout/display/web/static/vendor/, each with its licence. The page loads them from the
# game's own server: never from a CDN, so it works on a table's network with no internet.
# Run again to update; versions are pinned here.
set -euo pipefail
cd "$(dirname "$0")/.."
dest=hideout/display/web/static/vendor
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
packages=(d3-array@3.2.5 d3-geo@3.1.2 topojson-client@3.1.0 world-atlas@2.0.2)
(cd "$work" && npm pack --silent "${packages[@]}" >/dev/null)
mkdir -p "$dest"
for tgz in "$work"/*.tgz; do
    name=$(basename "$tgz" | sed -E 's/-[0-9.]+\.tgz$//')
    mkdir -p "$work/$name" && tar xzf "$tgz" -C "$work/$name"
    cp "$work/$name/package/LICENSE" "$dest/$name.LICENSE"
done
cp "$work/d3-array/package/dist/d3-array.min.js" "$work/d3-geo/package/dist/d3-geo.min.js" \
   "$work/topojson-client/package/dist/topojson-client.min.js" "$dest/"
# Natural Earth 1:50m country shapes (Singapore, Malta and the other small states are in it).
cp "$work/world-atlas/package/countries-50m.json" "$dest/"
echo "vendored: ${packages[*]}"
