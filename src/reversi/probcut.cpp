#include "reversi/probcut.h"

#include "reversi/probcutmodel.h"

#include <algorithm>

namespace reversi {

ProbCutModel probCutModel(int empties, int depth)
{
    return ProbCutModels[stageOf(empties)][std::min(depth, ProbCutMaxDepth)];
}

} // namespace reversi
