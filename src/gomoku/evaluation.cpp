#include "gomoku/evaluation.h"

#include <algorithm>
#include <functional>
#include <vector>

namespace gomoku {

namespace {

constexpr int CodeSpace = PatternCount * PatternCount * PatternCount * PatternCount;

int codesKey(const PointCodes &codes)
{
    return ((codes[0] * PatternCount + codes[1]) * PatternCount + codes[2]) * PatternCount
        + codes[3];
}

struct Combinations {
    std::vector<PointCodes> codes; // by combination number
    std::vector<std::uint16_t> number; // by the codes' key, in any order

    Combinations() : number(CodeSpace)
    {
        // Sorted largest first and enumerated from the largest, so the numbering is the
        // lexicographic order of the codes from the top: "aaaa" is 0, "0000" the last.
        PointCodes c {};
        for (int a = PatternCount - 1; a >= 0; --a) {
            for (int b = a; b >= 0; --b) {
                for (int d = b; d >= 0; --d) {
                    for (int e = d; e >= 0; --e) {
                        c = { std::uint8_t(a), std::uint8_t(b), std::uint8_t(d), std::uint8_t(e) };
                        codes.push_back(c);
                    }
                }
            }
        }
        for (int key = 0; key < CodeSpace; ++key) {
            PointCodes k { std::uint8_t(key / (PatternCount * PatternCount * PatternCount)),
                std::uint8_t(key / (PatternCount * PatternCount) % PatternCount),
                std::uint8_t(key / PatternCount % PatternCount), std::uint8_t(key % PatternCount) };
            std::sort(k.begin(), k.end(), std::greater<>());
            const auto at = std::lower_bound(codes.begin(), codes.end(), k, std::greater<>());
            number[key] = std::uint16_t(at - codes.begin());
        }
    }
};

const Combinations &combinations()
{
    static const Combinations table;
    return table;
}

} // namespace

int evalRuleIndex(Rule rule)
{
    return int(std::find(EvalRules.begin(), EvalRules.end(), rule) - EvalRules.begin());
}

int combinationOf(const PointCodes &codes)
{
    return combinations().number[codesKey(codes)];
}

PointCodes combinationCodes(int combination)
{
    return combinations().codes[combination];
}

ThreatClass threatClassOf(const PointCodes &codes)
{
    const auto count = [&](Pattern p) { return std::count(codes.begin(), codes.end(), int(p)); };
    const auto fours = count(Pattern::Block4) + count(Pattern::Flex4);
    const auto threes = count(Pattern::Flex3);
    if (count(Pattern::Flex4) > 0 || fours >= 2) {
        return ThreatClass::OpenFour;
    }
    if (fours == 1) {
        return threes > 0 ? ThreatClass::FourThree : ThreatClass::Four;
    }
    return threes >= 2 ? ThreatClass::DoubleThree
                       : (threes == 1 ? ThreatClass::Three : ThreatClass::None);
}

std::string combinationName(int combination)
{
    constexpr std::string_view Digits = "0123456789abcdef";
    std::string name;
    for (const auto code : combinationCodes(combination)) {
        name += Digits[code];
    }
    return name;
}

} // namespace gomoku
