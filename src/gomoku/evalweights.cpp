// The built-in evaluation weights. Written by scripts/gomoku-train-eval; do not edit by hand.

#include "gomoku/evaluation.h"

namespace gomoku {

const EvalWeights &builtInEvalWeights()
{
    static const EvalWeights weights { { 1, 5, 7, 24, 30, 108, 144, 960, 960, 720, 0, 480, 0, 0 },
        { 1, 4, 6, 20, 25, 90, 120, 800, 800, 600, 0, 400, 0, 0 }, 0 };
    return weights;
}

} // namespace gomoku
