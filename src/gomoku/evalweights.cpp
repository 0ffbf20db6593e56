// The built-in evaluation weights. Written by scripts/gomoku-train-eval from gomoku-engine selfplay
// data (selfplay-seed3.txt, selfplay-seed4.txt); do not edit by hand.
// Features: dead1 flex1 dead2 flex2 dead3 flex3 block4 flex4 double-four four-three four-two
// double-three three-two double-two.

#include "gomoku/evaluation.h"

namespace gomoku {

const EvalWeights &builtInEvalWeights()
{
    static const EvalWeights weights {
        { 1, -2, 5, -3, 29, 79, 152, 1277, 1512, 1914, 206, 51, 66, 43 },
        { 1, -2, 3, -2, 24, 47, 155, 336, 127, 515, 183, 41, 64, 27 },
        56,
    };
    return weights;
}

} // namespace gomoku
