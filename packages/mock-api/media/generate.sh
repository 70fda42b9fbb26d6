#!/usr/bin/env bash
# Makes the mock's video: a few short, distinct clips as fMP4 HLS VOD in two renditions, plus a
# progressive MP4 of each for the VIP download. The output is committed, so a fresh machine needs no
# ffmpeg; run this again only to change the media (needs ffmpeg 5+ and the DejaVu fonts:
# `apt-get install -y ffmpeg fonts-dejavu-core`).
#
#   packages/mock-api/media/generate.sh
#
# Layout written next to this script (the mock reads clips.json to know what exists):
#   clips.json                        [{ key, label, duration, renditions, download }]
#   <clip>/<rendition>/index.m3u8     media playlist (relative URIs: init.mp4, seg_000.m4s, ...)
#   <clip>/<rendition>/init.mp4       fMP4 init segment
#   <clip>/<rendition>/seg_NNN.m4s    2 s media segments (H.264 + AAC, muxed)
#   <clip>/download.mp4               360p progressive MP4 (faststart)
#
# Renditions: 360p (640x360, ~400 kbps, 标清, the normal quality) and 720p (1280x720, ~1.2 Mbps,
# 蓝光, the VIP best quality). Each frame carries the clip, rendition and a running clock, and each
# clip has its own tone, so a viewer (or a screenshot) can tell which line and quality is playing.
set -euo pipefail

cd "$(dirname "$0")"
OUT="$PWD"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FPS=25
GOP=$((FPS * 2)) # one keyframe per 2 s segment, so every segment starts independently

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed to regenerate the media" >&2; exit 1; }
[ -f "$FONT" ] || { echo "missing font $FONT (apt-get install fonts-dejavu-core)" >&2; exit 1; }

# key | label | seconds | tone Hz | lavfi video source (size and rate appended)
CLIPS=(
  "c1|A|10|440|testsrc2"
  "c2|B|12|523|smptehdbars"
  "c3|C|11|659|mandelbrot=maxiter=96:start_scale=2.5:end_scale=0.9"
  "c4|D|12|784|testsrc"
)

# rendition | width | height | video kbps (cap) | label
RENDITIONS=(
  "360p|640|360|400|SD 360p"
  "720p|1280|720|1200|BLU-RAY 720p"
)

# Byte-stable output: no encoder version strings, dates or random ids in the files.
BITEXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

encode_rendition() {
  local key=$1 label=$2 seconds=$3 tone=$4 source=$5 name=$6 width=$7 height=$8 kbps=$9 text=${10}
  local dir="$OUT/$key/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  local size=$((height / 9))
  local small=$((height / 18))
  local draw="drawtext=fontfile=$FONT:text='CLIP $label  $text':fontsize=$size:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=$((size / 4)):x=(w-tw)/2:y=h*0.38"
  draw+=",drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=$small:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=$((small / 4)):x=(w-tw)/2:y=h*0.62"
  # Sources render small and are scaled up: keeps mandelbrot cheap and every rendition alike.
  local sep='='
  [[ $source == *=* ]] && sep=':'
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -t "$seconds" -i "$source${sep}size=640x360:rate=$FPS" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=48000:duration=$seconds" \
    -filter_complex "[0:v]scale=$width:$height:flags=bicubic,format=yuv420p,$draw[v]" \
    -map "[v]" -map 1:a \
    -c:v libx264 -profile:v high -preset medium -crf 23 -maxrate "${kbps}k" -bufsize "$((kbps * 2))k" \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -r "$FPS" -threads 1 \
    -c:a aac -b:a 64k -ac 2 \
    "${BITEXACT[@]}" \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_flags independent_segments -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/seg_%03d.m4s" "$dir/index.m3u8"
}

manifest="["
first=1
for clip in "${CLIPS[@]}"; do
  IFS='|' read -r key label seconds tone source <<<"$clip"
  echo "clip $key ($label, ${seconds}s, ${tone} Hz)"
  names=()
  for rendition in "${RENDITIONS[@]}"; do
    IFS='|' read -r name width height kbps text <<<"$rendition"
    encode_rendition "$key" "$label" "$seconds" "$tone" "$source" "$name" "$width" "$height" "$kbps" "$text"
    names+=("\"$name\"")
  done
  # The download is the 360p stream remuxed into one progressive file (no second encode).
  ffmpeg -hide_banner -loglevel error -y -i "$OUT/$key/360p/index.m3u8" -c copy \
    "${BITEXACT[@]}" -movflags +faststart "$OUT/$key/download.mp4"
  [ $first -eq 1 ] || manifest+=","
  first=0
  manifest+=$'\n  '"{ \"key\": \"$key\", \"label\": \"$label\", \"duration\": $seconds, \"renditions\": [$(IFS=,; echo "${names[*]}")], \"download\": \"download.mp4\" }"
done
manifest+=$'\n]\n'
printf '%s' "$manifest" >"$OUT/clips.json"

du -sh "$OUT" | awk '{ print "media total: " $1 }'
