#!/usr/bin/env bash
# Makes the demo lesson videos in server/media/videos (WebM: VP9 + Opus, 640×360, 24 fps) and a
# poster frame for each. Run by hand on a developer machine with ffmpeg and the Noto CJK fonts
# (apt-get install -y ffmpeg fonts-noto-cjk); the results are committed, nothing runs this at
# test or run time. After a change, update VIDEO_CLIPS in ../course-catalog.ts (durations).
set -euo pipefail
cd "$(dirname "$0")/../../media/videos"

FONT=${FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}
SIZE=640x360
RATE=24
RED=0xc8161d
GOLD=0xd4a017

# title_card OUT TITLE SUBTITLE: 4 s red card with the title, and a soft tone.
title_card() {
  ffmpeg -v error -y \
    -f lavfi -i "color=c=${RED}:s=${SIZE}:r=${RATE}:d=4" \
    -f lavfi -i "sine=f=523.25:d=4:sample_rate=48000" \
    -vf "drawbox=x=40:y=150:w=560:h=3:color=${GOLD}:t=fill,\
drawtext=fontfile=${FONT}:text='$2':fontcolor=white:fontsize=38:x=(w-tw)/2:y=90,\
drawtext=fontfile=${FONT}:text='$3':fontcolor=0xfff4e0:fontsize=22:x=(w-tw)/2:y=180,\
drawtext=fontfile=${FONT}:text='虚拟仿真实验教学中心 · 演示课件':fontcolor=0xffd9a0:fontsize=18:x=(w-tw)/2:y=300,\
fade=t=in:st=0:d=0.5" \
    -af "volume=0.12,afade=t=in:d=0.3,afade=t=out:st=3.4:d=0.6" \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 4 \
    -c:a libopus -b:a 24k -ac 1 "$1"
}

# join OUT PARTS…: concatenates same-format parts.
join() {
  local out=$1
  shift
  local list
  list=$(mktemp)
  for part in "$@"; do echo "file '$PWD/$part'" >>"$list"; done
  ffmpeg -v error -y -f concat -safe 0 -i "$list" -c copy "$out"
  rm -f "$list" "$@"
}

encode() {
  # encode OUT [MAX_VIDEO_BITRATE] (video graph in $VF, audio graph in $AF, inputs in INPUTS);
  # busy pictures (fractal, cellular automaton) get a bitrate cap to stay small.
  ffmpeg -v error -y "${INPUTS[@]}" -filter_complex "$VF;$AF" -map '[v]' -map '[a]' \
    -c:v libvpx-vp9 -b:v "${2:-0}" -crf 42 -row-mt 1 -deadline good -cpu-used 4 -g 96 \
    -c:a libopus -b:a 24k -ac 1 "$1"
}

caption() { # caption TEXT: a bottom caption bar
  echo "drawbox=x=0:y=ih-44:w=iw:h=44:color=black@0.55:t=fill,drawtext=fontfile=${FONT}:text='$1':fontcolor=white:fontsize=20:x=(w-tw)/2:y=h-34"
}

# 1. 单摆: a rod and bob (drawn once, pivot at the image centre) rotated by θ(t) = 0.35·cos(2πt/2.2).
title_card t1.webm '单摆的简谐运动' '周期 T = 2π√(L/g)，与摆角无关（小角度）'
INPUTS=(-f lavfi -i "color=c=0xf7f8fa:s=${SIZE}:r=${RATE}:d=22" -f lavfi -i "color=c=black@0:s=40x432:r=${RATE}:d=22" -f lavfi -i "sine=f=392:d=22:sample_rate=48000")
VF="[1:v]format=rgba,geq=r='if(lt(hypot(X-20,Y-416),16),200,60)':g='if(lt(hypot(X-20,Y-416),16),22,60)':b='if(lt(hypot(X-20,Y-416),16),29,70)':\
a='if(lt(hypot(X-20,Y-416),16)+lt(abs(X-20),2)*gte(Y,216)*lte(Y,416),255,0)',\
rotate=a='0.35*cos(2*PI*t/2.2)':c=black@0:ow=hypot(iw\,ih):oh=ow[rod];\
[0:v]drawbox=x=260:y=30:w=120:h=10:color=0x646a73:t=fill[bg];\
[bg][rod]overlay=x=320-overlay_w/2:y=40-overlay_h/2:format=auto,\
drawtext=fontfile=${FONT}:text='摆长 L = 1.20 m   周期 T ≈ 2.20 s   g ≈ 9.79 m/s²':fontcolor=0x1f2329:fontsize=18:x=20:y=280,\
$(caption '观察：摆球在最低点速度最大，在最高点速度为零'),format=yuv420p[v]"
AF="[2:a]volume='0.05+0.05*abs(cos(2*PI*t/2.2))':eval=frame[a]"
encode b1.webm
join pendulum.webm t1.webm b1.webm

# 2. 声波: a sine tone stepping 220 → 440 → 880 Hz, its waveform shown as it plays.
title_card t2.webm '声波与频率' '频率越高，音调越高，波形越密'
INPUTS=(-f lavfi -i "color=c=0xf7f8fa:s=${SIZE}:r=${RATE}:d=21" -f lavfi -i "aevalsrc='0.4*sin(2*PI*(if(lt(t,7),220*t,if(lt(t,14),1540+440*(t-7),4620+880*(t-14)))))':s=48000:d=21")
VF="[1:a]asplit[w][s];[w]showwaves=s=${SIZE}:mode=cline:rate=${RATE}:colors=${RED}:scale=lin,format=rgba[wave];\
[0:v][wave]overlay=format=auto:shortest=1,\
drawtext=fontfile=${FONT}:text='f = 220 Hz（A3）':fontcolor=0x1f2329:fontsize=24:x=20:y=20:enable='lt(t,7)',\
drawtext=fontfile=${FONT}:text='f = 440 Hz（A4，标准音）':fontcolor=0x1f2329:fontsize=24:x=20:y=20:enable='between(t,7,14)',\
drawtext=fontfile=${FONT}:text='f = 880 Hz（A5）':fontcolor=0x1f2329:fontsize=24:x=20:y=20:enable='gte(t,14)',\
$(caption '频率每升高一倍，音高升高一个八度')[v]"
AF="[s]volume=0.5[a]"
encode b2.webm 120k
join sound-waves.webm t2.webm b2.webm

# 3. 分形: zooming into the Mandelbrot set.
title_card t3.webm '分形几何：曼德博集合' '迭代 z → z² + c，放大后细节无穷'
INPUTS=(-f lavfi -i "mandelbrot=s=${SIZE}:r=${RATE}:start_scale=3:end_scale=0.02:end_pts=520:maxiter=256:inner=black" -f lavfi -i "sine=f=261.63:d=22:sample_rate=48000")
VF="[0:v]trim=duration=22,setpts=PTS-STARTPTS,$(caption '自相似：局部与整体具有相似的形态'),format=yuv420p[v]"
AF="[1:a]volume=0.06[a]"
encode b3.webm 160k
join fractal.webm t3.webm b3.webm

# 4. 元胞自动机: Conway's Game of Life.
title_card t4.webm '元胞自动机：生命游戏' '简单的局部规则产生复杂的整体行为'
INPUTS=(-f lavfi -i "life=s=160x90:r=8:ratio=0.32:seed=20240901:mold=12:life_color=${RED}:death_color=0xf3d7d8:mold_color=0xf7f8fa" -f lavfi -i "sine=f=329.63:d=22:sample_rate=48000")
VF="[0:v]trim=duration=22,setpts=PTS-STARTPTS,scale=${SIZE}:flags=neighbor,fps=${RATE},\
$(caption '规则：活细胞周围有 2 或 3 个活邻居则存活，空格有 3 个则诞生'),format=yuv420p[v]"
AF="[1:a]volume=0.05[a]"
encode b4.webm 120k
join cellular-automaton.webm t4.webm b4.webm

for clip in pendulum sound-waves fractal cellular-automaton; do
  ffmpeg -v error -y -ss 8 -i "$clip.webm" -frames:v 1 -q:v 5 "$clip.jpg"
  printf '%s\t%s s\t%s bytes\n' "$clip" \
    "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$clip.webm")" \
    "$(stat -c %s "$clip.webm")"
done
