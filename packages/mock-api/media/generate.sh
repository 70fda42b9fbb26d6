#!/usr/bin/env bash
# Makes the mock's video: short generated "footage" (moving landscapes drawn by ffmpeg's geq, a
# title card, an ambient soundtrack) as fMP4 HLS VOD in two renditions, plus a progressive MP4 of
# each for the VIP download. One clip runs a little over two minutes at a low bitrate, so resume,
# auto-next and long playback have something to work on. The output is committed (under ~20 MB), so a
# fresh machine needs no ffmpeg; run this again only to change the media (needs ffmpeg 5+ with
# fontconfig and the Noto CJK fonts: `apt-get install -y ffmpeg fonts-noto-cjk`).
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
# Renditions: 360p (640x360, 标清, the normal quality) and 720p (1280x720, 蓝光, the VIP best
# quality). A small corner mark carries the clip letter, the rendition and a running clock, so a
# viewer (or a screenshot) can still tell which line and quality is playing.
set -euo pipefail

cd "$(dirname "$0")"
OUT="$PWD"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
TITLE_FONT='Noto Serif CJK SC'
MARK_FONT='Noto Sans CJK SC'
FPS=25
GOP=$((FPS * 2)) # one keyframe per 2 s segment, so every segment starts independently
CARD=3           # seconds of title card before the scene

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed to regenerate the media" >&2; exit 1; }
fc-list : family | grep 'Noto Serif CJK SC' >/dev/null || { echo "missing Noto Serif CJK (apt-get install fonts-noto-cjk)" >&2; exit 1; }

# Scenes: geq colour expressions (r|g|b) over a 320x180 canvas, X/Y pixels, T seconds. Drawn small
# and scaled up softly, which keeps them cheap and gives the gentle look of out-of-focus footage.
ridge() { # ridge <base y> <amplitude> <wavelength> <speed>: the height of a hill line at X, T
  echo "($1+$2*sin((X+T*$4)/$3)+$(( $2 / 3 ))*sin((X+T*$4)/($3/3)))"
}
# 晨雾山谷: three hill lines drifting at different speeds (parallax) under a dawn sky.
near=$(ridge 118 14 23 16); mid=$(ridge 92 16 41 7); far=$(ridge 74 10 61 3)
SCENE_VALLEY="if(gt(Y,$near),18,if(gt(Y,$mid),52+Y*0.12,if(gt(Y,$far),96+Y*0.2,150+Y*0.55)))|\
if(gt(Y,$near),26,if(gt(Y,$mid),66+Y*0.1,if(gt(Y,$far),112+Y*0.15,168+Y*0.3)))|\
if(gt(Y,$near),34,if(gt(Y,$mid),88,if(gt(Y,$far),136,210-Y*0.2)))"
# 霓虹夜行: a skyline of lit windows sliding past a magenta-to-teal night sky.
bh="(70+50*abs(sin(floor((X+T*24)/17)*12.9898)))"
win="(lt(mod(X+T*24,17),12)*lt(mod(X+T*24,4),2)*lt(mod(Y,6),3)*gt(sin(floor((X+T*24)/4)*7.1+floor(Y/6)*3.7),0.2))"
SCENE_NEON="if(gt(Y,180-$bh),14+200*$win,40+Y*0.9)|if(gt(Y,180-$bh),12+170*$win,10+Y*0.2)|if(gt(Y,180-$bh),30+90*$win,90+Y*0.3)"
# 深海微光: caustic light rippling over deep water.
caus="(pow(abs(sin(X/9+T*1.1)*sin(Y/7-T*0.8)+sin((X+Y)/13+T*0.6)*0.6)/1.6,3))"
SCENE_SEA="6+40*$caus|40+110*$caus-Y*0.12|70+150*$caus-Y*0.18"
# 星际航线: three layers of stars streaming past a slow nebula.
star="(gt(mod(abs(sin(floor((X+T*40)/2)*12.9898+floor(Y/2)*78.233))*43758.5453,1),0.994)+gt(mod(abs(sin(floor((X+T*14)/2)*39.3468+floor(Y/2)*11.135))*24634.6345,1),0.992)*0.5)"
SCENE_STARS="min(255,10+230*$star+50*pow(sin(X/70+T*0.1)*sin(Y/50),2))|min(255,8+230*$star)|min(255,24+230*$star+80*pow(sin(X/60-T*0.08)*sin(Y/45),2))"
# key | label | scene seconds | title on the card | root note Hz of the soundtrack | scene
# (`montage`: the scenes of the clips before it, cut together in turn: a long clip for little CPU)
CLIPS=(
  "c1|A|8|晨雾山谷|220|$SCENE_VALLEY"
  "c2|B|9|霓虹夜行|196|$SCENE_NEON"
  "c3|C|8|深海微光|174.6|$SCENE_SEA"
  "c4|D|9|星际航线|246.9|$SCENE_STARS"
  "c5|E|127|长河纪行|164.8|montage"
)

# rendition | width | height | video kbps cap (short clips) | cap for the long clip | label
RENDITIONS=(
  "360p|640|360|400|160|标清 360P"
  "720p|1280|720|1200|320|蓝光 720P"
)

# Byte-stable output: no encoder version strings, dates or random ids in the files.
BITEXACT=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

# The master of a clip: title card + scene at 640x360 with its soundtrack, encoded near-losslessly
# once so each rendition starts from the same frames.
make_master() {
  local key=$1 seconds=$2 title=$3 root=$4 scene=$5
  local total=$((seconds + CARD))
  local source=(-f lavfi -i "color=c=black:s=320x180:r=$FPS:d=$seconds")
  local scene_chain extra=()
  if [ "${scene%%|*}" = montage ]; then
    # The earlier masters' scenes (past their title cards), in turn, until the clip is long enough:
    # decoded and cut, never drawn again, so a long clip costs little.
    local cuts="" count=0 length=0 input=4
    while [ "$length" -lt "$seconds" ]; do
      for master in "${MASTERS[@]}"; do
        extra+=(-i "$master")
        cuts+="[$input:v]trim=start=$CARD,setpts=PTS-STARTPTS[m$count];"
        input=$((input + 1)); count=$((count + 1)); length=$((length + 8))
      done
    done
    local list=""
    for ((i = 0; i < count; i++)); do list+="[m$i]"; done
    scene_chain="${cuts}${list}concat=n=$count:v=1:a=0,trim=duration=$seconds,setpts=PTS-STARTPTS,format=yuv420p,fade=in:st=0:d=0.8[scene]"
  else
    IFS='|' read -r r g b <<<"$scene"
    scene_chain="[1:v]format=gbrp,geq=r='$r':g='$g':b='$b',scale=640:360:flags=bicubic,gblur=sigma=1.2,vignette=PI/5,format=yuv420p,fade=in:st=0:d=0.8[scene]"
  fi
  local fade_in="if(lt(t,0.6),t/0.6,if(gt(t,$CARD-0.6),($CARD-t)/0.6,1))"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x0b0e14:s=640x360:r=$FPS:d=$CARD" \
    "${source[@]}" \
    -f lavfi -i "aevalsrc='0.05*sin(2*PI*$root*t)*(0.7+0.3*sin(2*PI*0.2*t))+0.035*sin(2*PI*$root*1.26*t)*(0.7+0.3*sin(2*PI*0.13*t))+0.03*sin(2*PI*$root*1.5*t)+0.02*sin(2*PI*$root*0.5*t)':s=48000:d=$total" \
    -f lavfi -i "anoisesrc=color=brown:amplitude=0.06:r=48000:d=$total:seed=$((${#title} + ${key#c}))" \
    "${extra[@]}" \
    -filter_complex "\
[0:v]drawtext=font='$TITLE_FONT':text='$title':fontsize=54:fontcolor=0xf3ead8:alpha='$fade_in':x=(w-tw)/2:y=(h-th)/2-16,\
drawtext=font='$MARK_FONT':text='星河影视 出品':fontsize=16:fontcolor=0xf3ead8@0.7:alpha='$fade_in':x=(w-tw)/2:y=h/2+40,format=yuv420p[card];\
$scene_chain;\
[card][scene]concat=n=2:v=1:a=0[v];\
[2:a][3:a]amix=inputs=2:normalize=0,lowpass=f=3000,afade=in:d=1.5,afade=out:st=$((total - 2)):d=2[a]" \
    -map "[v]" -map "[a]" -c:v libx264 -preset veryfast -crf 12 -c:a pcm_s16le "$WORK/$key.mkv"
}

encode_rendition() {
  local key=$1 label=$2 name=$3 width=$4 height=$5 kbps=$6 text=$7 crf=$8 abr=$9 preset=${10}
  local dir="$OUT/$key/$name"
  rm -rf "$dir" && mkdir -p "$dir"
  local small=$((height / 30))
  local mark="drawtext=font='$MARK_FONT':text='$label · $text  %{pts\\:hms}':fontsize=$small:fontcolor=white@0.55:x=w-tw-$small:y=h-th-$small"
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/$key.mkv" \
    -vf "scale=$width:$height:flags=bicubic,$mark" \
    -c:v libx264 -profile:v high -preset "$preset" -crf "$crf" -maxrate "${kbps}k" -bufsize "$((kbps * 2))k" \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -r "$FPS" -threads 1 \
    -c:a aac -b:a "${abr}k" -ac 2 \
    "${BITEXACT[@]}" \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_flags independent_segments -hls_fmp4_init_filename init.mp4 \
    -hls_segment_filename "$dir/seg_%03d.m4s" "$dir/index.m3u8"
}

MASTERS=()
manifest="["
first=1
for clip in "${CLIPS[@]}"; do
  IFS='|' read -r key label seconds title root scene_r scene_g scene_b <<<"$clip"
  total=$((seconds + CARD))
  echo "clip $key ($label, ${total}s, $title)"
  make_master "$key" "$seconds" "$title" "$root" "$scene_r|$scene_g|$scene_b"
  MASTERS+=("$WORK/$key.mkv")
  names=()
  for rendition in "${RENDITIONS[@]}"; do
    IFS='|' read -r name width height kbps long_kbps text <<<"$rendition"
    if [ "$total" -gt 60 ]; then
      # The long clip trades compression effort for time: two minutes at medium take long.
      encode_rendition "$key" "$label" "$name" "$width" "$height" "$long_kbps" "$text" 30 48 ultrafast
    else
      encode_rendition "$key" "$label" "$name" "$width" "$height" "$kbps" "$text" 24 64 medium
    fi
    names+=("\"$name\"")
  done
  # The download is the 360p stream remuxed into one progressive file (no second encode).
  ffmpeg -hide_banner -loglevel error -y -i "$OUT/$key/360p/index.m3u8" -c copy \
    "${BITEXACT[@]}" -movflags +faststart "$OUT/$key/download.mp4"
  [ $first -eq 1 ] || manifest+=","
  first=0
  manifest+=$'\n  '"{ \"key\": \"$key\", \"label\": \"$label\", \"duration\": $total, \"renditions\": [$(IFS=,; echo "${names[*]}")], \"download\": \"download.mp4\" }"
done
manifest+=$'\n]\n'
printf '%s' "$manifest" >"$OUT/clips.json"

du -sh "$OUT" | awk '{ print "media total: " $1 }'
