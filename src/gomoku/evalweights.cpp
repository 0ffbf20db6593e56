// The built-in evaluation weights. Written by scripts/gomoku-train-eval from gomoku-engine selfplay
// data (selfplay-seed1.txt, selfplay-seed2.txt); do not edit by hand.
// Features: dead1 flex1 dead2 flex2 dead3 flex3 block4 flex4 double-four four-three four-two
// double-three three-two double-two.

#include "gomoku/evaluation.h"

namespace gomoku {

const EvalWeights &builtInEvalWeights()
{
    static const EvalWeights weights {
        { 1, -1, 5, -4, 21, 51, 111, 1223, 1428, 1645, 184, 75, 75, 32 },
        { 1, -1, 4, -2, 17, 30, 112, 231, 148, 378, 134, 28, 60, 18 },
        32,
    };
    return weights;
}

} // namespace gomoku
