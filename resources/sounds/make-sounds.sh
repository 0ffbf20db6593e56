#!/bin/sh
# Makes the game's sounds with sox, so they are ours to ship. Run from this folder.
set -e
# A stone set down on wood: a short plucked knock.
sox -n -r 44100 -c 1 -b 16 move.wav synth 0.09 pluck 220 synth 0.09 pluck mix 330 \
    fade q 0.002 0.09 0.07 gain -n -4
# A capture: two knocks, the second a little higher.
sox -n -r 44100 -c 1 -b 16 knock1.wav synth 0.08 pluck 196 fade q 0.002 0.08 0.06 gain -n -4
sox -n -r 44100 -c 1 -b 16 knock2.wav synth 0.11 pluck 262 fade q 0.002 0.11 0.09 gain -n -3
sox knock1.wav -p pad 0 0.02 | sox - knock2.wav -b 16 -e signed-integer capture.wav
rm knock1.wav knock2.wav
# Check: a short bright gong.
sox -n -r 44100 -c 1 -b 16 check.wav synth 0.45 sine 880 sine 1320 remix - \
    fade q 0.005 0.45 0.4 tremolo 9 30 gain -n -6
# Game over: a falling three-note chime.
sox -n -r 44100 -c 1 -b 16 n1.wav synth 0.22 sine 784 fade q 0.005 0.22 0.15 gain -n -6
sox -n -r 44100 -c 1 -b 16 n2.wav synth 0.22 sine 659 fade q 0.005 0.22 0.15 gain -n -6
sox -n -r 44100 -c 1 -b 16 n3.wav synth 0.5 sine 523 fade q 0.005 0.5 0.45 gain -n -6
sox n1.wav n2.wav n3.wav -b 16 -e signed-integer gameover.wav
rm n1.wav n2.wav n3.wav
