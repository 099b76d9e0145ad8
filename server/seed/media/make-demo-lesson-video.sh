#!/usr/bin/env bash
# Makes the one neutral clip every demo lesson plays (server/media/videos/demo-lesson.webm): 26 s
# of a slowly moving grey-blue gradient with a marker crawling along the bottom edge, labelled
# 演示视频 · 示意画面 — no subject of its own, so no lesson plays a clip about another subject.
# Each lesson's title and chapter are on its poster (/media/lesson-posters/<id>.svg, drawn by the
# server). VP9, 640×360, 12 fps, no sound: about 20 KB. Run by hand on a machine with ffmpeg and a
# CJK font (apt-get install -y ffmpeg fonts-wqy-microhei); the result is committed, nothing runs
# this at test or run time. After a change, update DEMO_LESSON_CLIP in ../course-catalog.ts.
set -euo pipefail
cd "$(dirname "$0")/../../media/videos"

FONT=${FONT:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}
SECONDS_LONG=26

ffmpeg -v error -y \
  -f lavfi -i "gradients=s=640x360:r=12:d=${SECONDS_LONG}:c0=0x3a4660:c1=0x6b7a99:c2=0x4f5d7a:n=3:speed=0.01:seed=7" \
  -f lavfi -i "color=c=0xd4e0f5:s=40x6:r=12:d=${SECONDS_LONG}" \
  -filter_complex "[0:v]drawbox=x=0:y=ih-6:w=iw:h=6:color=0x2a3348@0.6:t=fill,\
drawtext=fontfile=${FONT}:text='演示视频 · 示意画面':fontcolor=0xe8eef9@0.85:fontsize=18:x=20:y=18[bg];\
[bg][1:v]overlay=x='(W-w)*t/${SECONDS_LONG}':y=H-6:format=auto,format=yuv420p" \
  -c:v libvpx-vp9 -b:v 0 -crf 46 -row-mt 1 -deadline good -cpu-used 4 -g 120 -an demo-lesson.webm
printf 'demo-lesson\t%s s\t%s bytes\n' \
  "$(ffprobe -v error -show_entries format=duration -of csv=p=0 demo-lesson.webm)" \
  "$(stat -c %s demo-lesson.webm)"
