#!/usr/bin/env bash
# Proof reading (OCR) on a generated corpus with known truth (issue 34): renders the corpus
# (bench/ocr/generate.mjs, Debian's Chromium), reads every image with `rifa-server read-proof` on one
# core (taskset, OMP_THREAD_LIMIT=1), and prints how many fields were read exactly and the time per
# proof. Knobs: OCR_PER_LAYOUT (40 → 8 layouts × 40 + 13 non-receipts = 333 images), OCR_SEED (34),
# OCR_CPU (0), OCR_CORPUS (a directory to keep the corpus and the misses in; default a temporary one).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${RIFA_SERVER_BIN:-$ROOT/build/release/rifa-server}
[ -x "$BIN" ] || { echo "ocr.sh: build the server first (make build)" >&2; exit 1; }
DIR=${OCR_CORPUS:-}
if [ -z "$DIR" ]; then
  DIR=$(mktemp -d /tmp/rifa-ocr.XXXXXX)
  trap 'rm -rf "$DIR"' EXIT
fi
mkdir -p "$DIR"
# A kept corpus (OCR_CORPUS with its truth.json) is read again as it is.
[ -f "$DIR/truth.json" ] || node "$ROOT/bench/ocr/generate.mjs" "$DIR" "${OCR_PER_LAYOUT:-40}" "${OCR_SEED:-34}" >&2
files=$(cd "$DIR" && ls | grep -E '\.(png|jpg)$' | sed "s|^|$DIR/|")
# shellcheck disable=SC2086
OMP_THREAD_LIMIT=1 taskset -c "${OCR_CPU:-0}" "$BIN" read-proof $files >"$DIR/readings.jsonl" || true
echo "## Proof reading (OCR)"
echo
echo "Commit $(git -C "$ROOT" rev-parse --short HEAD), load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), Tesseract $(pkg-config --modversion tesseract), seed ${OCR_SEED:-34}."
echo
node "$ROOT/bench/ocr/score.mjs" "$DIR/truth.json" "$DIR/readings.jsonl" "$DIR/misses.jsonl"
