#pragma once

// The evaluation weights one by one, as the tuner sees them: every single number of EvalParams
// it may change, with a name and the bounds it must stay within, and the params.h text of a
// whole set of weights.

#include "engine/params.h"

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace xq::tune {

/// One number of EvalParams the tuner may change.
struct Tunable {
    std::string name; ///< as in params.h: "Material[Horse].mg", "SoldierAdvance[7]", "Tempo"
    std::function<int &(EvalParams &)> value;
    int min = 0;
    int max = 0;
    int step = 1; ///< the first step of the search; it halves down to 1
};

/// Every number the evaluation uses, bounded so the fit cannot make nonsense: material stays
/// between half and twice its first setting, a bonus stays a bonus and a penalty a penalty,
/// attack units stay small. Left out: the general's value and entries the evaluation never
/// reads (attack units of advisors and elephants, soldier ranks before the river).
std::vector<Tunable> evalTunables(const EvalParams &defaults);

/// Is `name` a member of EvalParams as params.h spells it ("Material", "Tempo", ...)?
bool isEvalField(const std::string &name);

/// `tunables` without the numbers of the members named in `kept`.
std::vector<Tunable> without(std::vector<Tunable> tunables, const std::vector<std::string> &kept);

/// The members of EvalParams with their values, in params.h syntax, ready to paste.
void printEvalParams(std::ostream &out, const EvalParams &params);

} // namespace xq::tune
