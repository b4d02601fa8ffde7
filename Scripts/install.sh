#!/usr/bin/env bash
# Builds xcstrings-a11y in the release configuration and installs it as PREFIX/bin/xcstrings-a11y.
#
#   Scripts/install.sh                      # into /usr/local (may need sudo)
#   PREFIX="$HOME/.local" Scripts/install.sh
#   Scripts/install.sh --no-build           # install what `swift build -c release` built already
#
# The binary needs nothing beside it on macOS; on Linux it links the Swift runtime of the toolchain
# it was built with, so keep that toolchain installed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${PREFIX:-/usr/local}"
build=1
for argument in "$@"; do
  case "$argument" in
    --no-build) build=0 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$argument' (use --no-build, or PREFIX=... for the folder)" >&2; exit 2 ;;
  esac
done

if [ "$build" -eq 1 ]; then
  swift build -c release --package-path "$root" --product xcstrings-a11y
fi
binary="$(swift build -c release --package-path "$root" --show-bin-path)/xcstrings-a11y"
if [ ! -x "$binary" ]; then
  echo "install.sh: $binary is missing; run without --no-build" >&2
  exit 1
fi
mkdir -p "$prefix/bin"
# Copy beside the target, then rename: a running copy of the old binary is never overwritten.
cp "$binary" "$prefix/bin/.xcstrings-a11y.new"
chmod 755 "$prefix/bin/.xcstrings-a11y.new"
mv -f "$prefix/bin/.xcstrings-a11y.new" "$prefix/bin/xcstrings-a11y"
echo "installed $prefix/bin/xcstrings-a11y"
