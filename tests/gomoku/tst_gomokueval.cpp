// The learned evaluation: point combinations, the incremental sums (and the free-style net's
// accumulators) against a count from scratch (through moves and undos, under every rule), renju's
// likely forbidden points, and the self-play games, their deeper rescoring and the training rows it
// is trained on.

#include "gomoku/evaluation.h"
#include "gomoku/pointtable.h"
#include "gomoku/rescore.h"
#include "gomoku/searcher.h"
#include "gomoku/selfplay.h"
#include "gomoku/trainingdata.h"
#include "gomokutestsupport.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>
#include <sstream>

using namespace gomoku;
using namespace gomoku::test;

Q_DECLARE_METATYPE(gomoku::Rule)

namespace {

PointCodes codes(
    Pattern a, Pattern b = Pattern::None, Pattern c = Pattern::None, Pattern d = Pattern::None)
{
    return { std::uint8_t(a), std::uint8_t(b), std::uint8_t(c), std::uint8_t(d) };
}

ThreatClass bestThreat(const Features &features)
{
    ThreatClass best = ThreatClass::None;
    for (int c = 0; c < CombinationCount; ++c) {
        if (features[c] > 0) {
            best = std::max(best, threatClassOf(combinationCodes(c)));
        }
    }
    return best;
}

// The evaluation computed from the features, as the trainers' models do.
int evaluateFromFeatures(const Position &position)
{
    const EvalWeights &weights = builtInEvalWeights(position.rule());
    const Stone side = position.sideToMove();
    const Features own = position.features(side);
    const Features other = position.features(opponent(side));
    int score
        = weights.tempo + weights.threats[threatState(side, bestThreat(own), bestThreat(other))];
    for (int c = 0; c < CombinationCount; ++c) {
        score += own[c] * weights.toMove[c] - other[c] * weights.waiting[c];
    }
    if (const EvalNet *net = EvalNet::active(position.rule())) {
        score += net->output(net->accumulator(own), net->accumulator(other));
    }
    return score;
}

// A game and the same game rescored at depth 4: the same result and moves, a score exactly where
// the game had one, the first of them a new depth-4 searcher's; `differs` set where a score
// changed.
void compareRescoredGame(const std::string &line, const std::string &again, bool &differs)
{
    std::istringstream oldWords(line);
    std::istringstream newWords(again);
    std::string oldWord;
    std::string newWord;
    QVERIFY(oldWords >> oldWord && newWords >> newWord);
    QCOMPARE(newWord, oldWord); // the result
    Position position(15, Rule::FreeStyle);
    bool first = true;
    while (oldWords >> oldWord) {
        QVERIFY(newWords >> newWord);
        const auto oldSlash = oldWord.find('/');
        const auto newSlash = newWord.find('/');
        QCOMPARE(newWord.substr(0, newSlash), oldWord.substr(0, oldSlash));
        QCOMPARE(newSlash == std::string::npos, oldSlash == std::string::npos);
        if (newSlash != std::string::npos) {
            differs |= newWord != oldWord;
            if (first) {
                Searcher searcher(16);
                SearchLimits limits;
                limits.maxDepth = 4;
                Position copy = position;
                QCOMPARE(newWord.substr(newSlash + 1),
                    std::to_string(searcher.search(copy, limits).score));
                first = false;
            }
        }
        const auto point = parsePointName(newWord.substr(0, newSlash), 15);
        QVERIFY(point.has_value());
        position.play(Board::indexOf(*point));
    }
    QVERIFY(!(newWords >> newWord));
    QVERIFY(!first);
}

} // namespace

class TestGomokuEval : public QObject {
    Q_OBJECT

private slots:
    void combinations();
    void threatClasses();
    void incrementalMatchesFeatures_data();
    void incrementalMatchesFeatures();
    void renjuForbiddenPointsCountNothing();
    void selfPlayIsDeterministic();
    void trainingRowsFollowTheGame();
    void trainingRowsRefuseBadGames_data();
    void trainingRowsRefuseBadGames();
    void rescoredGamesKeepTheirMoves();
};

void TestGomokuEval::combinations()
{
    // Every order of the same four patterns is one combination; every combination's codes
    // lead back to it; 1001 in all, numbered from four overlines to no pattern at all.
    PointCodes fourThree = codes(Pattern::Block4, Pattern::Flex3, Pattern::Dead1);
    const int number = combinationOf(fourThree);
    std::sort(fourThree.begin(), fourThree.end());
    do {
        QCOMPARE(combinationOf(fourThree), number);
    } while (std::next_permutation(fourThree.begin(), fourThree.end()));
    QCOMPARE(combinationName(number), std::string("7610"));
    std::set<std::string> names;
    for (int c = 0; c < CombinationCount; ++c) {
        const PointCodes back = combinationCodes(c);
        QCOMPARE(combinationOf(back), c);
        QVERIFY(std::is_sorted(back.rbegin(), back.rend()));
        names.insert(combinationName(c));
    }
    QCOMPARE(int(names.size()), CombinationCount);
    QCOMPARE(combinationName(0), std::string("aaaa"));
    QCOMPARE(combinationOf(codes(Pattern::None)), CombinationCount - 1);
    QVERIFY(combinationOf(codes(Pattern::Flex3, Pattern::Flex3))
        != combinationOf(codes(Pattern::Flex3, Pattern::Dead3)));
}

void TestGomokuEval::threatClasses()
{
    // What a stone makes at best, whatever the order of the directions; the classes rise with
    // the threat, and the table has an entry for every colour and pair of classes.
    QCOMPARE(threatClassOf(codes(Pattern::Flex2, Pattern::Dead3)), ThreatClass::None);
    QCOMPARE(threatClassOf(codes(Pattern::Dead3, Pattern::Flex3)), ThreatClass::Three);
    QCOMPARE(threatClassOf(codes(Pattern::Block4, Pattern::Flex2)), ThreatClass::Four);
    QCOMPARE(threatClassOf(codes(Pattern::Flex2, Pattern::Flex3, Pattern::Flex3)),
        ThreatClass::DoubleThree);
    QCOMPARE(threatClassOf(codes(Pattern::Flex3, Pattern::Block4)), ThreatClass::FourThree);
    QCOMPARE(threatClassOf(codes(Pattern::Block4, Pattern::Dead1, Pattern::Block4)),
        ThreatClass::OpenFour);
    QCOMPARE(threatClassOf(codes(Pattern::Flex4)), ThreatClass::OpenFour);
    std::set<int> states;
    for (const Stone side : { Stone::Black, Stone::White }) {
        for (int own = 0; own < ThreatClassCount; ++own) {
            for (int other = 0; other < ThreatClassCount; ++other) {
                const int state = threatState(side, ThreatClass(own), ThreatClass(other));
                QVERIFY(state >= 0 && state < ThreatStateCount);
                states.insert(state);
            }
        }
    }
    QCOMPARE(int(states.size()), ThreatStateCount);
}

void TestGomokuEval::incrementalMatchesFeatures_data()
{
    QTest::addColumn<Rule>("rule");
    QTest::addColumn<int>("size");
    QTest::newRow("free-style 15") << Rule::FreeStyle << 15;
    QTest::newRow("standard 15") << Rule::Standard << 15;
    QTest::newRow("renju 15") << Rule::Renju << 15;
    QTest::newRow("free-style 20") << Rule::FreeStyle << 20;
}

void TestGomokuEval::incrementalMatchesFeatures()
{
    QFETCH(Rule, rule);
    QFETCH(int, size);
    Position position(size, rule);
    std::mt19937 random(7);
    for (int ply = 0; ply < 120; ++ply) {
        std::vector<int> empty;
        for (const int index : position.points()) {
            if (position.board().cell(index) == Stone::Empty) {
                empty.push_back(index);
            }
        }
        // Mostly clustered play, so threes and fours appear; now and then an undo.
        const int centre = Board::indexOf({ size / 2, size / 2 });
        std::stable_sort(empty.begin(), empty.end(),
            [&](int a, int b) { return std::abs(a - centre) < std::abs(b - centre); });
        const std::size_t pick = std::uniform_int_distribution<std::size_t>(
            0, std::min<std::size_t>(empty.size(), 40) - 1)(random);
        position.play(empty[pick]);
        if (ply % 7 == 6) {
            position.undo();
        }
        QCOMPARE(position.evaluate(), evaluateFromFeatures(position));
    }
    while (position.board().stoneCount() > 0) {
        position.undo();
    }
    QCOMPARE(position.evaluate(), Position(size, rule).evaluate());
}

void TestGomokuEval::renjuForbiddenPointsCountNothing()
{
    QVERIFY(PointTable::likelyForbidden(codes(Pattern::Flex3, Pattern::Flex3)));
    QVERIFY(PointTable::likelyForbidden(codes(Pattern::Block4, Pattern::Block4)));
    QVERIFY(PointTable::likelyForbidden(codes(Pattern::Overline)));
    QVERIFY(!PointTable::likelyForbidden(codes(Pattern::Block4, Pattern::Flex3)));
    const PointCodes doubleThree = codes(Pattern::Flex3, Pattern::Flex3, Pattern::Flex2);
    const PointScores &black = PointTable::get(Rule::Renju, Stone::Black).at(doubleThree);
    QCOMPARE(black.toMove, 0);
    QCOMPARE(black.waiting, 0);
    QCOMPARE(black.value, 0);
    for (const auto &[rule, stone] :
        { std::pair { Rule::Renju, Stone::White }, std::pair { Rule::FreeStyle, Stone::Black } }) {
        const PointScores &free = PointTable::get(rule, stone).at(doubleThree);
        QCOMPARE(free.toMove, builtInEvalWeights(rule).toMove[combinationOf(doubleThree)]);
        QCOMPARE(free.waiting, builtInEvalWeights(rule).waiting[combinationOf(doubleThree)]);
        QVERIFY(free.value > 0);
    }
}

void TestGomokuEval::selfPlayIsDeterministic()
{
    SelfPlaySettings settings;
    settings.games = 2;
    settings.depth = 2;
    settings.seed = 5;
    std::ostringstream first;
    std::ostringstream second;
    writeSelfPlay(first, settings);
    writeSelfPlay(second, settings);
    QCOMPARE(first.str(), second.str());
    std::istringstream lines(first.str());
    std::string header;
    std::getline(lines, header);
    QVERIFY(header.starts_with("# gomoku self-play games: rule freestyle size 15 seed 5"));
    int games = 0;
    for (std::string line; std::getline(lines, line); ++games) {
        std::istringstream words(line);
        std::string result;
        words >> result;
        QVERIFY(result == "black" || result == "white" || result == "draw");
        // Black's first stone in the centre, then the random stones and the searched moves.
        std::string move;
        words >> move;
        QCOMPARE(move, std::string("h8"));
        int moves = 1;
        int scored = 0;
        for (; words >> move; ++moves) {
            // The searched moves carry their score (not the random ones).
            const auto slash = move.find('/');
            QVERIFY(slash == std::string::npos || moves > settings.randomMoves);
            scored += slash != std::string::npos;
            QVERIFY(parsePointName(move.substr(0, slash), 15).has_value());
        }
        QVERIFY(moves > settings.randomMoves + 1);
        QVERIFY(scored > 0);
    }
    QCOMPARE(games, settings.games);
    std::istringstream gamesIn(first.str());
    std::ostringstream rows;
    std::string error;
    QVERIFY2(writeTrainingRows(gamesIn, rows, error), error.c_str());
    const std::string text = rows.str();
    QVERIFY(std::count(text.begin(), text.end(), '\n') > 4);
}

void TestGomokuEval::trainingRowsFollowTheGame()
{
    // Black wins. A row for the position before each move while no five is to be made: the
    // result for the side to move (black, white, black, ...), the score searched there ("-"
    // for an opening move), the side to move's colour, and for each side a count per combination
    // over the empty points (225 less the stones; on the empty board the two sides alike). Black's
    // four h8-h11 has a five point: the positions from then on are left out.
    std::istringstream games("# gomoku self-play games: rule freestyle size 15 seed 1\n"
                             "black h8 a1 h9 a2/-40 h10/75 a3/-120 h11/29000 a4 h12\n");
    const std::string scores[] = { "-", "-", "-", "-40", "75", "-120", "29000" };
    std::ostringstream out;
    std::string error;
    QVERIFY2(writeTrainingRows(games, out, error), error.c_str());
    std::istringstream rows(out.str());
    std::string line;
    std::getline(rows, line);
    QVERIFY(line.starts_with("# gomoku training rows: rule freestyle size 15"));
    QVERIFY(line.find(" combinations aaaa aaa9 aaa8 ") != std::string::npos);
    QVERIFY(line.ends_with(" 0000"));
    int stones = 0;
    for (; std::getline(rows, line); ++stones) {
        const auto bar = line.find(" | ");
        QVERIFY2(bar != std::string::npos, line.c_str());
        const std::string start = std::string(stones % 2 == 0 ? "1 " : "0 ") + scores[stones]
            + (stones % 2 == 0 ? " black " : " white ");
        QCOMPARE(line.substr(0, start.size()), start);
        const std::string own = line.substr(start.size(), bar - start.size());
        if (stones == 0) {
            QCOMPARE(own, line.substr(bar + 3));
        }
        for (const std::string &side : { own, line.substr(bar + 3) }) {
            std::istringstream items(side);
            int points = 0;
            for (std::string item; items >> item;) {
                const auto colon = item.find(':');
                QVERIFY(std::stoi(item.substr(0, colon)) < CombinationCount);
                points += std::stoi(item.substr(colon + 1));
            }
            QCOMPARE(points, 225 - stones);
        }
    }
    QCOMPARE(stones, 7);
}

void TestGomokuEval::trainingRowsRefuseBadGames_data()
{
    QTest::addColumn<std::string>("text");
    QTest::addColumn<std::string>("reason");
    const std::string header = "# gomoku self-play games: rule freestyle size 15 seed 1\n";
    QTest::newRow("empty") << std::string() << std::string("line 1: not a gomoku-engine selfplay");
    QTest::newRow("training rows instead")
        << std::string("# gomoku training rows: rule freestyle size 15\n")
        << std::string("line 1: not a gomoku-engine selfplay");
    QTest::newRow("unknown rule") << std::string("# gomoku self-play games: rule caro size 15\n")
                                  << std::string("line 1:");
    QTest::newRow("no result") << header + "h8 h9\n" << std::string("line 2: no result");
    QTest::newRow("a move on a stone") << header + "black h8 h9\nwhite h8 h8\n"
                                       << std::string("line 3: the move h8");
    QTest::newRow("off the board") << header + "draw h8 p16\n"
                                   << std::string("line 2: the move p16");
    QTest::newRow("no score after the slash") << header + "draw h8 h9/\n"
                                              << std::string("line 2: the move h9 has no score");
    QTest::newRow("a word for a score") << header + "draw h8 h9/x1\n"
                                        << std::string("line 2: the move h9 has no score");
}

void TestGomokuEval::trainingRowsRefuseBadGames()
{
    QFETCH(std::string, text);
    QFETCH(std::string, reason);
    std::istringstream games(text);
    std::ostringstream out;
    std::string error;
    QVERIFY(!writeTrainingRows(games, out, error));
    QVERIFY2(error.starts_with(reason), error.c_str());
}

void TestGomokuEval::rescoredGamesKeepTheirMoves()
{
    // Two self-play games at depth 2 scored again at depth 4: the same results and moves, a
    // score where the game had one and none elsewhere, each game's first score the one a new
    // searcher finds at depth 4, and each game rescored alike alone or after another (a run cut
    // short is a prefix of the full one). The rows read the rescored games as any games.
    SelfPlaySettings settings;
    settings.games = 2;
    settings.depth = 2;
    settings.seed = 7;
    std::ostringstream played;
    writeSelfPlay(played, settings);
    std::istringstream playedIn(played.str());
    std::ostringstream rescored;
    std::string error;
    QVERIFY2(rescoreSelfPlayGames(playedIn, rescored, 4, error), error.c_str());

    std::istringstream before(played.str());
    std::istringstream after(rescored.str());
    std::string header;
    std::string line;
    std::getline(before, line);
    std::getline(after, header);
    QVERIFY2(
        header.starts_with("# gomoku self-play games: rule freestyle size 15 rescored depth 4"),
        header.c_str());
    std::vector<std::string> rescoredGames;
    bool differs = false;
    while (std::getline(before, line)) {
        std::string again;
        QVERIFY(std::getline(after, again));
        rescoredGames.push_back(again);
        compareRescoredGame(line, again, differs);
        if (QTest::currentTestFailed()) {
            return;
        }
    }
    QVERIFY(!std::getline(after, line));
    QCOMPARE(rescoredGames.size(), std::size_t(2));
    QVERIFY(differs); // the deeper search does not agree everywhere

    std::istringstream secondGame(played.str().substr(0, played.str().find('\n') + 1)
        + played.str().substr(played.str().find('\n', played.str().find('\n') + 1) + 1));
    std::ostringstream secondRescored;
    QVERIFY2(rescoreSelfPlayGames(secondGame, secondRescored, 4, error), error.c_str());
    QCOMPARE(secondRescored.str(), header + '\n' + rescoredGames[1] + '\n');

    std::istringstream rowsIn(rescored.str());
    std::ostringstream rows;
    QVERIFY2(writeTrainingRows(rowsIn, rows, error), error.c_str());
    std::istringstream broken("# gomoku self-play games: rule freestyle size 15\nblack h8 h8\n");
    std::ostringstream nothing;
    QVERIFY(!rescoreSelfPlayGames(broken, nothing, 4, error));
    QVERIFY2(error.starts_with("line 2: the move h8"), error.c_str());
}

QTEST_APPLESS_MAIN(TestGomokuEval)
#include "tst_gomokueval.moc"
