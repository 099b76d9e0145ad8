#!/usr/bin/env bash
# Makes the short demo videos of resources and 红色资源 in server/media/resources (WebM, VP9,
# 480×270, 6 s, no sound): a title card over a slowly moving gradient. Run by hand on a machine
# with ffmpeg and the Noto CJK fonts (apt-get install -y ffmpeg fonts-noto-cjk); the results are
# committed, nothing runs this at test or run time.
set -euo pipefail
cd "$(dirname "$0")/../../media/resources"

FONT=${FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}

# clip OUT COLOUR1 COLOUR2 TITLE SUBTITLE
clip() {
  ffmpeg -v error -y \
    -f lavfi -i "gradients=s=480x270:r=15:d=6:c0=$2:c1=$3:speed=0.02" \
    -vf "drawbox=x=40:y=150:w=400:h=2:color=0xffd54f:t=fill,\
drawtext=fontfile=${FONT}:text='$4':fontcolor=white:fontsize=30:x=(w-tw)/2:y=100,\
drawtext=fontfile=${FONT}:text='$5':fontcolor=0xfff4e0:fontsize=16:x=(w-tw)/2:y=170,\
fade=t=in:st=0:d=0.6,fade=t=out:st=5.4:d=0.6" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -cpu-used 4 -an "$1"
}

clip red-jinggangshan.webm 0x7f0000 0xc62828 '井冈山革命根据地' '星星之火 可以燎原'
clip red-xibaipo.webm 0x8b1a1a 0xd84315 '西柏坡' '新中国从这里走来'
clip red-nanchang.webm 0x6d0f0f 0xb71c1c '八一南昌起义' '打响武装反抗的第一枪'
clip red-yuhuatai.webm 0x4e342e 0xa1887f '雨花台烈士陵园' '坚定信仰 忠贞不渝'
clip res-cnc-turning.webm 0x0d47a1 0x1e88e5 '数控车削加工仿真' '对刀 · 编程 · 仿真加工'
clip res-leak-emergency.webm 0xe65100 0xfb8c00 '化工装置泄漏应急处置' '报警 · 隔离 · 堵漏 · 疏散'
ls -l ./*.webm
