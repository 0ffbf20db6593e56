#include "tune/evalparamfields.h"

#include <algorithm>
#include <cstdlib>
#include <variant>

namespace xq::tune {

namespace {

/// How far a number may move, by what it means.
enum class Range {
    Material, ///< half to twice the first setting
    Term, ///< a bonus or penalty: keeps its sign, at most twice its size (40 at least)
    PerCount, ///< per step, point, file or unit: 0 to twice its size (16 at least)
    Table, ///< a piece-square entry: 40 either side of its first setting
    Units, ///< attack units of a kind: 0 to 8
    Tempo, ///< 0 to 50
};

using Member = std::variant<Weight EvalParams::*, int EvalParams::*,
    std::array<Weight, KindCount> EvalParams::*, std::array<int, KindCount> EvalParams::*,
    std::array<int, 10> EvalParams::*>;

struct Field {
    const char *name;
    Member member;
    Range range;
};

const Field Fields[] = {
    { "Material", &EvalParams::Material, Range::Material },
    { "SoldierOwnBank", &EvalParams::SoldierOwnBank, Range::Term },
    { "SoldierCrossed", &EvalParams::SoldierCrossed, Range::Term },
    { "SoldierCentralFile", &EvalParams::SoldierCentralFile, Range::PerCount },
    { "SoldierAdvance", &EvalParams::SoldierAdvance, Range::Table },
    { "SoldierNearPalace", &EvalParams::SoldierNearPalace, Range::Term },
    { "HorseCentralFile", &EvalParams::HorseCentralFile, Range::PerCount },
    { "HorseAdvance", &EvalParams::HorseAdvance, Range::Table },
    { "HorseEdgeFile", &EvalParams::HorseEdgeFile, Range::Term },
    { "HorseMobility", &EvalParams::HorseMobility, Range::PerCount },
    { "HorseTrapped", &EvalParams::HorseTrapped, Range::Term },
    { "HorsePalaceCentre", &EvalParams::HorsePalaceCentre, Range::Term },
    { "ChariotMobility", &EvalParams::ChariotMobility, Range::PerCount },
    { "ChariotRibFile", &EvalParams::ChariotRibFile, Range::Term },
    { "ChariotCornerUndeveloped", &EvalParams::ChariotCornerUndeveloped, Range::Term },
    { "ChariotEnemyBank", &EvalParams::ChariotEnemyBank, Range::Term },
    { "ChariotPin", &EvalParams::ChariotPin, Range::Term },
    { "CannonMobility", &EvalParams::CannonMobility, Range::PerCount },
    { "CannonCentralFile", &EvalParams::CannonCentralFile, Range::Term },
    { "CannonScreenedGeneral", &EvalParams::CannonScreenedGeneral, Range::Term },
    { "CannonEmptyHead", &EvalParams::CannonEmptyHead, Range::Term },
    { "CannonBottomRank", &EvalParams::CannonBottomRank, Range::Term },
    { "ElephantCentre", &EvalParams::ElephantCentre, Range::Term },
    { "AdvisorCentre", &EvalParams::AdvisorCentre, Range::Term },
    { "GeneralOffHome", &EvalParams::GeneralOffHome, Range::Term },
    { "GeneralOffFile", &EvalParams::GeneralOffFile, Range::Term },
    { "AttackWeight", &EvalParams::AttackWeight, Range::Units },
    { "MissingDefender", &EvalParams::MissingDefender, Range::PerCount },
    { "OpenPalaceLine", &EvalParams::OpenPalaceLine, Range::Term },
    { "PalaceHitUnits", &EvalParams::PalaceHitUnits, Range::Units },
    { "PalaceDanger", &EvalParams::PalaceDanger, Range::PerCount },
    { "Hanging", &EvalParams::Hanging, Range::Term },
    { "ThreatByLesser", &EvalParams::ThreatByLesser, Range::Term },
    { "Tempo", &EvalParams::Tempo, Range::Tempo },
};

constexpr const char *KindNames[KindCount]
    = { "General", "Advisor", "Elephant", "Horse", "Chariot", "Cannon", "Soldier" };

/// The first rank of a soldier across the river: the entries before it are never read.
constexpr int FirstCrossedRank = 5;

/// Bounds of a number whose first setting is `v`; `sign` is the sign of the term it belongs to
/// (a weight whose endgame half is 0 is still a bonus or a penalty).
Tunable bounded(
    std::string name, std::function<int &(EvalParams &)> value, Range range, int v, int sign)
{
    Tunable t { std::move(name), std::move(value), 0, 0, 4 };
    const int size = std::abs(v);
    switch (range) {
    case Range::Material:
        t.min = (v + 1) / 2;
        t.max = 2 * v;
        t.step = 16;
        break;
    case Range::Term: {
        const int limit = std::max(2 * size, 40);
        t.min = sign < 0 ? -limit : 0;
        t.max = sign < 0 ? 0 : limit;
        break;
    }
    case Range::PerCount:
        t.max = std::max(2 * size, 16);
        t.step = 2;
        break;
    case Range::Table:
        t.min = v - 40;
        t.max = v + 40;
        break;
    case Range::Units:
        t.max = 8;
        t.step = 1;
        break;
    case Range::Tempo: t.max = 50; break;
    }
    return t;
}

int signOf(Weight w)
{
    const int v = w.mg != 0 ? w.mg : w.eg;
    return v < 0 ? -1 : 1;
}

void addWeight(std::vector<Tunable> &out, const std::string &name,
    std::function<Weight &(EvalParams &)> weight, Range range, Weight v)
{
    out.push_back(bounded(
        name + ".mg", [weight](EvalParams &p) -> int & { return weight(p).mg; }, range, v.mg,
        signOf(v)));
    out.push_back(bounded(
        name + ".eg", [weight](EvalParams &p) -> int & { return weight(p).eg; }, range, v.eg,
        signOf(v)));
}

void addTunables(std::vector<Tunable> &out, const Field &field, const EvalParams &defaults)
{
    const std::string name = field.name;
    if (auto m = std::get_if<Weight EvalParams::*>(&field.member)) {
        const auto member = *m;
        addWeight(
            out, name, [member](EvalParams &p) -> Weight & { return p.*member; }, field.range,
            defaults.*member);
    } else if (auto m = std::get_if<int EvalParams::*>(&field.member)) {
        const auto member = *m;
        out.push_back(bounded(
            name, [member](EvalParams &p) -> int & { return p.*member; }, field.range,
            defaults.*member, 1));
    } else if (auto m = std::get_if<std::array<Weight, KindCount> EvalParams::*>(&field.member)) {
        const auto member = *m;
        for (int k = index(Kind::Advisor); k < KindCount; ++k) {
            addWeight(
                out, name + "[" + KindNames[k] + "]",
                [member, k](EvalParams &p) -> Weight & { return (p.*member)[k]; }, field.range,
                (defaults.*member)[k]);
        }
    } else if (auto m = std::get_if<std::array<int, KindCount> EvalParams::*>(&field.member)) {
        const auto member = *m;
        for (int k = index(Kind::Horse); k < KindCount; ++k) {
            out.push_back(bounded(
                name + "[" + KindNames[k] + "]",
                [member, k](EvalParams &p) -> int & { return (p.*member)[k]; }, field.range,
                (defaults.*member)[k], 1));
        }
    } else if (auto m = std::get_if<std::array<int, 10> EvalParams::*>(&field.member)) {
        const auto member = *m;
        const int first = member == &EvalParams::SoldierAdvance ? FirstCrossedRank : 0;
        for (int rank = first; rank < 10; ++rank) {
            out.push_back(bounded(
                name + "[" + std::to_string(rank) + "]",
                [member, rank](EvalParams &p) -> int & { return (p.*member)[rank]; }, field.range,
                (defaults.*member)[rank], 1));
        }
    }
}

template <std::size_t N> void printInts(std::ostream &out, const std::array<int, N> &values)
{
    out << "{ ";
    for (std::size_t i = 0; i < N; ++i) {
        out << values[i] << (i + 1 < N ? ", " : " }");
    }
}

void printField(std::ostream &out, const Field &field, const EvalParams &p)
{
    out << "    ";
    if (auto m = std::get_if<Weight EvalParams::*>(&field.member)) {
        out << "Weight " << field.name << " = { " << (p.**m).mg << ", " << (p.**m).eg << " };\n";
    } else if (auto m = std::get_if<int EvalParams::*>(&field.member)) {
        out << "int " << field.name << " = " << p.**m << ";\n";
    } else if (auto m = std::get_if<std::array<Weight, KindCount> EvalParams::*>(&field.member)) {
        out << "std::array<Weight, KindCount> " << field.name << " = { {\n";
        for (const Weight &w : p.**m) {
            out << "        { " << w.mg << ", " << w.eg << " },\n";
        }
        out << "    } };\n";
    } else if (auto m = std::get_if<std::array<int, KindCount> EvalParams::*>(&field.member)) {
        out << "std::array<int, KindCount> " << field.name << " = ";
        printInts(out, p.**m);
        out << ";\n";
    } else if (auto m = std::get_if<std::array<int, 10> EvalParams::*>(&field.member)) {
        out << "std::array<int, 10> " << field.name << " = ";
        printInts(out, p.**m);
        out << ";\n";
    }
}

} // namespace

std::vector<Tunable> evalTunables(const EvalParams &defaults)
{
    std::vector<Tunable> tunables;
    for (const Field &field : Fields) {
        addTunables(tunables, field, defaults);
    }
    return tunables;
}

bool isEvalField(const std::string &name)
{
    return std::any_of(std::begin(Fields), std::end(Fields),
        [&](const Field &field) { return name == field.name; });
}

std::vector<Tunable> without(std::vector<Tunable> tunables, const std::vector<std::string> &kept)
{
    // A number's name is its member's name, then an index or ".mg"/".eg", or nothing.
    const auto ofKeptField = [&](const Tunable &t) {
        return std::any_of(kept.begin(), kept.end(), [&](const std::string &field) {
            return t.name.rfind(field, 0) == 0
                && (t.name.size() == field.size() || t.name[field.size()] == '.'
                    || t.name[field.size()] == '[');
        });
    };
    tunables.erase(std::remove_if(tunables.begin(), tunables.end(), ofKeptField), tunables.end());
    return tunables;
}

void printEvalParams(std::ostream &out, const EvalParams &params)
{
    for (const Field &field : Fields) {
        printField(out, field, params);
    }
}

} // namespace xq::tune
