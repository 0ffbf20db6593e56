#include "gomoku/evalnet.h"

#include "gomoku/checkedtext.h"
#include "gomoku/pointtable.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <iterator>

namespace gomoku {

namespace {

constexpr std::string_view Header = "gomoku-net 1";
constexpr std::string_view What = "Gomoku net";
constexpr int KeySpace = PatternCount * PatternCount * PatternCount * PatternCount;
// Lines: header, rule, hidden, combinations, the rows, bias, out-own, out-other, out-bias.
constexpr std::size_t LineCount = 4 + CombinationCount + 4;

bool parseValues(const std::optional<std::vector<std::string>> &words, std::int16_t *out, int n)
{
    if (!words || words->size() != std::size_t(n)) {
        return false;
    }
    for (int i = 0; i < n; ++i) {
        int value = 0;
        if (!parseInt16((*words)[std::size_t(i)], value)) {
            return false;
        }
        out[i] = std::int16_t(value);
    }
    return true;
}

bool sameCombinations(const std::string &line)
{
    const auto names = lineFields(line, "combinations");
    bool same = names && names->size() == std::size_t(CombinationCount);
    for (int c = 0; same && c < CombinationCount; ++c) {
        same = (*names)[std::size_t(c)] == combinationName(c);
    }
    return same;
}

std::vector<std::uint16_t> makeCombinationsOfKeys(bool renjuBlack)
{
    std::vector<std::uint16_t> table(KeySpace);
    for (int key = 0; key < KeySpace; ++key) {
        const PointCodes codes = codesOfKey(key);
        const bool worthless = renjuBlack && PointTable::likelyForbidden(codes);
        table[std::size_t(key)]
            = std::uint16_t(worthless ? CombinationCount - 1 : combinationOf(codes));
    }
    return table;
}

const std::vector<std::uint16_t> &combinationsOfKeys(bool renjuBlack)
{
    static const std::array<std::vector<std::uint16_t>, 2> tables { makeCombinationsOfKeys(false),
        makeCombinationsOfKeys(true) };
    return tables[renjuBlack ? 1 : 0];
}

// The nets in use by rule (EvalRules' order): the built-in one under each rule unless a file
// replaced it before first use. Positions are made on several threads (the window's engine and
// its own), hence the atomic.
struct ActiveNets {
    using ByRule = std::array<std::optional<EvalNet>, EvalRules.size()>;
    ByRule nets = builtInNets();
    std::atomic<bool> used = false;

    static ByRule builtInNets()
    {
        const auto net = EvalNet::builtIn();
        ByRule nets;
        for (std::size_t r = 0; net && r < EvalRules.size(); ++r) {
            nets[r] = net->playedUnder(EvalRules[r]);
        }
        return nets;
    }
};

ActiveNets &activeNets()
{
    static ActiveNets active;
    return active;
}

} // namespace

std::optional<EvalNet> EvalNet::parse(std::string_view text, std::string &error)
{
    if (!text.starts_with(Header)) {
        error = text.starts_with("gomoku-net")
            ? "a Gomoku net of another version"
            : "not a Gomoku net file (no \"gomoku-net 1\" header)";
        return std::nullopt;
    }
    const auto lines = checkedLines(text, What, error);
    if (!lines) {
        return std::nullopt;
    }
    EvalNet net;
    const auto ruleWords = lines->size() > 1 ? lineFields((*lines)[1], "rule") : std::nullopt;
    const auto rule
        = ruleWords && ruleWords->size() == 1 ? parseRule(ruleWords->front()) : std::nullopt;
    if (!rule) {
        error = "a Gomoku net without its rule (freestyle, standard or renju)";
        return std::nullopt;
    }
    const auto hidden = lines->size() > 2 ? lineFields((*lines)[2], "hidden") : std::nullopt;
    net.m_hidden = hidden && hidden->size() == 1 ? std::atoi(hidden->front().c_str()) : 0;
    if (net.m_hidden != 16 && net.m_hidden != 32) {
        error = "a Gomoku net of another size (16 or 32 hidden values)";
        return std::nullopt;
    }
    if (lines->size() != LineCount || !sameCombinations((*lines)[3])) {
        error = "a Gomoku net of another layout (not the 1001 pattern combinations)";
        return std::nullopt;
    }
    net.m_rows.resize(std::size_t(CombinationCount) * std::size_t(net.m_hidden));
    bool ok = true;
    for (int c = 0; ok && c < CombinationCount; ++c) {
        ok = parseValues(lineFields((*lines)[4 + std::size_t(c)], "row"),
            net.m_rows.data() + std::size_t(c) * std::size_t(net.m_hidden), net.m_hidden);
    }
    const std::size_t tail = 4 + CombinationCount;
    const auto outBias = lineFields((*lines)[tail + 3], "out-bias");
    ok = ok && parseValues(lineFields((*lines)[tail], "bias"), net.m_bias.data(), net.m_hidden)
        && parseValues(lineFields((*lines)[tail + 1], "out-own"), net.m_outOwn.data(), net.m_hidden)
        && parseValues(
            lineFields((*lines)[tail + 2], "out-other"), net.m_outOther.data(), net.m_hidden)
        && outBias && outBias->size() == 1 && parseInt16(outBias->front(), net.m_outBias);
    // The point with no pattern is also an occupied one: its row must add nothing.
    const std::int16_t *nothing = net.row(NoPattern);
    ok = ok && std::all_of(nothing, nothing + net.m_hidden, [](std::int16_t v) { return v == 0; });
    if (!ok) {
        error = "a Gomoku net with a malformed line";
        return std::nullopt;
    }
    return net.playedUnder(*rule);
}

EvalNet EvalNet::playedUnder(Rule rule) const
{
    EvalNet net = *this;
    net.m_rule = rule;
    net.m_combinationOfKey
        = { &combinationsOfKeys(rule == Rule::Renju), &combinationsOfKeys(false) };
    return net;
}

EvalNet::Accumulator EvalNet::accumulator(const Features &features) const
{
    Accumulator acc = m_bias;
    for (int c = 0; c < CombinationCount; ++c) {
        const std::int16_t *values = row(c);
        for (int h = 0; h < m_hidden; ++h) {
            acc[std::size_t(h)]
                = std::int16_t(acc[std::size_t(h)] + features[std::size_t(c)] * values[h]);
        }
    }
    return acc;
}

void EvalNet::apply(Accumulator &to, const Accumulator &from, Changes &changes) const
{
    const common::AccumulatorDelta delta { changes.m_added.data(), changes.m_removed.data(),
        changes.m_addedCount, changes.m_removedCount };
    m_kernels->applyDelta(to.data(), from.data(), delta, m_hidden);
    changes.m_addedCount = changes.m_removedCount = 0;
}

const EvalNet *EvalNet::active(Rule rule)
{
    ActiveNets &active = activeNets();
    active.used = true;
    const auto &net = active.nets[std::size_t(evalRuleIndex(rule))];
    return net ? &*net : nullptr;
}

bool EvalNet::useNetFile(const std::string &path, std::string &error)
{
    std::optional<EvalNet> net;
    if (path != "none") {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            error = "cannot open " + path;
            return false;
        }
        const std::string text(
            (std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        net = parse(text, error);
        if (!net) {
            error = path + ": " + error;
            return false;
        }
    }
    ActiveNets &active = activeNets();
    if (active.used) {
        error = path + ": the evaluation is already in use; a net can only be given at start";
        return false;
    }
    if (net) {
        active.nets[std::size_t(evalRuleIndex(net->m_rule))] = std::move(net);
    } else {
        active.nets = {};
    }
    return true;
}

} // namespace gomoku
