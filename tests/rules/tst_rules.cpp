// The rules judge: every case docs/rules.md lists, each a named row: a FEN, the ICCS moves played
// from it ("0000" is a search's null move) and what the judge must say afterwards.

#include "../core/positions.h"
#include "core/chase.h"
#include "core/rulesjudge.h"

#include <QTest>

using namespace xq;

Q_DECLARE_METATYPE(xq::Verdict)
Q_DECLARE_METATYPE(xq::RepetitionVerdict)

namespace {

/// Sets up the FEN and plays the moves, failing the test on a refused FEN or an illegal move.
std::optional<Board> play(const QString &fen, const QString &moves)
{
    auto board = Board::fromFen(fen.toStdString());
    if (!board) {
        QTest::qFail(("FEN refused: " + board.error()).c_str(), __FILE__, __LINE__);
        return std::nullopt;
    }
    for (const QString &text : moves.split(u' ', Qt::SkipEmptyParts)) {
        if (text == u"0000") {
            board->makeNullMove();
            continue;
        }
        const auto move = Move::fromIccs(text.toStdString());
        if (!move || !board->canMove(move->from(), move->to())) {
            QTest::qFail(qPrintable(QStringLiteral("illegal move ") + text), __FILE__, __LINE__);
            return std::nullopt;
        }
        board->makeMove(*move);
    }
    return *std::move(board);
}

/// The moves repeated `times` times, space separated.
QString repeated(const QString &moves, int times)
{
    QStringList all;
    for (int i = 0; i < times; ++i) {
        all << moves;
    }
    return all.join(u' ');
}

const char *outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Ongoing: return "ongoing";
    case Outcome::RedWins: return "Red wins";
    case Outcome::BlackWins: return "Black wins";
    case Outcome::Draw: return "draw";
    }
    return "?";
}

// Positions shared by several rows.

/// Red's chariot on a5 checks on the e- and d-files in turn, Black's general steps aside.
const QString CheckingChariot = QStringLiteral("4k4/9/9/9/R8/9/9/9/9/5K3 w - - 0 1");
const QString PerpetualCheckMoves = QStringLiteral("e9d9 e5d5 d9e9 d5e5");

/// Each side's check is answered by a block that uncovers a check of its own.
const QString MutualCheck = QStringLiteral("9/3k5/9/9/5r3/3c5/9/9/R2R5/3C1K3 w - - 0 1");
const QString MutualCheckMoves = QStringLiteral("d1f1 d4f4 f1d1 f4d4");

/// Red's chariot follows Black's unprotected cannon between the a- and b-files.
const QString ChasedCannon = QStringLiteral("4k4/9/c8/9/9/9/1R7/9/9/3K5 w - - 0 1");
const QString ChaseMoves = QStringLiteral("a7b7 a3b3 b7a7 b3a3");

/// Red's horse attacks Black's chariot, protected by the other chariot, on a9 and b9 in turn.
const QString ChasedChariot = QStringLiteral("r7r/2N1k4/9/2N6/9/9/9/9/9/3K5 b - - 0 1");
const QString HorseChaseMoves = QStringLiteral("a9b9 c8a7 b9a9 a7c8");

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void judge_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<Verdict>("expected");
        const Verdict ongoing;
        const Verdict blackWinsChase { Outcome::BlackWins, EndReason::PerpetualChase };
        const Verdict drawByRepetition { Outcome::Draw, EndReason::Repetition };

        // No legal move.
        QTest::newRow("checkmate")
            << QStringLiteral("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1") << QStringLiteral("b1b9")
            << Verdict { Outcome::RedWins, EndReason::Checkmate };
        QTest::newRow("stalemate")
            << QStringLiteral("4k4/9/4P4/9/9/9/9/9/R8/5K3 w - - 0 1") << QStringLiteral("a1d1")
            << Verdict { Outcome::RedWins, EndReason::Stalemate };
        QTest::newRow("checkmate on the 120th ply")
            << QStringLiteral("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 119 60") << QStringLiteral("b1b9")
            << Verdict { Outcome::RedWins, EndReason::Checkmate };

        // Repetition: judged at the third occurrence by default.
        const QString knights = QStringLiteral("b0c2 b9c7 c2b0 c7b9");
        QTest::newRow("plain repetition, second occurrence")
            << QString::fromLatin1(Board::StartFen.data()) << knights << ongoing;
        QTest::newRow("plain repetition") << QString::fromLatin1(Board::StartFen.data())
                                          << repeated(knights, 2) << drawByRepetition;
        QTest::newRow("perpetual check")
            << CheckingChariot << QStringLiteral("a5e5 ") + repeated(PerpetualCheckMoves, 2)
            << Verdict { Outcome::BlackWins, EndReason::PerpetualCheck };
        QTest::newRow("perpetual check reaching the 120th ply")
            << QStringLiteral("4k4/9/9/9/R8/9/9/9/9/5K3 w - - 111 56")
            << QStringLiteral("a5e5 ") + repeated(PerpetualCheckMoves, 2)
            << Verdict { Outcome::BlackWins, EndReason::PerpetualCheck };
        QTest::newRow("mutual perpetual check")
            << MutualCheck << repeated(MutualCheckMoves, 2) << drawByRepetition;
        QTest::newRow("perpetual chase of an unprotected cannon")
            << ChasedCannon << QStringLiteral("b3a3 ") + repeated(ChaseMoves, 2) << blackWinsChase;
        QTest::newRow("chase of a protected chariot by a horse")
            << ChasedChariot << repeated(HorseChaseMoves, 2) << blackWinsChase;
        QTest::newRow("chase of two stones in turn")
            << QStringLiteral("4k4/9/c1c6/9/9/9/R8/9/9/3K5 w - - 0 1")
            << repeated(QStringLiteral("a3c3 e9e8 c3a3 e8e9"), 2) << blackWinsChase;
        QTest::newRow("chase of a protected cannon by a chariot is no chase")
            << QStringLiteral("4k4/9/c7r/9/9/9/1R7/9/9/3K5 w - - 0 1")
            << QStringLiteral("b3a3 ") + repeated(ChaseMoves, 2) << drawByRepetition;
        QTest::newRow("chariot offering an exchange is no chase")
            << QStringLiteral("4k4/9/r8/9/9/9/1R7/9/9/3K5 w - - 0 1")
            << QStringLiteral("b3a3 ") + repeated(QStringLiteral("a7b7 a3b3 b7a7 b3a3"), 2)
            << drawByRepetition;
        QTest::newRow("one-off attacks are no perpetual chase")
            << ChasedCannon << repeated(QStringLiteral("b3a3 e9e8 a3b3 e8e9"), 2)
            << drawByRepetition;
        QTest::newRow("attacking the same stone again is no chase")
            << QStringLiteral("4k4/9/c8/9/9/9/R8/9/9/3K5 w - - 0 1")
            << repeated(QStringLiteral("a3a2 e9e8 a2a3 e8e9"), 2) << drawByRepetition;
        QTest::newRow("discovered attacks chase")
            << QStringLiteral("5k3/9/4c4/9/4N4/4R3c/9/9/9/3K5 w - - 0 1")
            << repeated(QStringLiteral("e5g4 f9f8 g4e5 f8f9"), 2) << blackWinsChase;
        QTest::newRow("both sides chasing")
            << QStringLiteral("4k4/9/cc7/7r1/9/9/R8/7CC/9/3K5 w - - 0 1")
            << repeated(QStringLiteral("a3b3 h6i6 b3a3 i6h6"), 2) << drawByRepetition;
        QTest::newRow("a check in the cycle stops the chase rule")
            << QStringLiteral("4k4/9/2c6/9/9/9/2R6/3A5/9/3K5 b - - 0 1")
            << repeated(QStringLiteral("c7d7 c3d3 d7c7 d3c3"), 2) << drawByRepetition;
        QTest::newRow("soldiers never chase")
            << QStringLiteral("4k4/9/3c5/2P6/9/9/9/9/9/5K3 w - - 0 1")
            << repeated(QStringLiteral("c6d6 d7c7 d6c6 c7d7"), 2) << drawByRepetition;
        QTest::newRow("generals never chase")
            << QStringLiteral("3k5/9/9/9/9/9/9/5n3/4Kn3/9 w - - 0 1")
            << repeated(QStringLiteral("e1e2 d9d8 e2e1 d8d9"), 2) << drawByRepetition;
        QTest::newRow("soldiers on their own half are not chased")
            << QStringLiteral("4k4/9/9/p1p6/9/9/R8/9/9/3K5 w - - 0 1")
            << repeated(QStringLiteral("a3c3 e9e8 c3a3 e8e9"), 2) << drawByRepetition;
        QTest::newRow("soldiers across the river are chased")
            << QStringLiteral("4k4/9/9/9/9/p1p6/9/9/R8/3K5 w - - 0 1")
            << repeated(QStringLiteral("a1c1 e9e8 c1a1 e8e9"), 2) << blackWinsChase;
        QTest::newRow("a pinned attacker does not chase")
            << QStringLiteral("1n1k5/4r4/9/9/c3R4/8c/9/9/9/4K4 w - - 0 1")
            << repeated(QStringLiteral("e5e4 b9c7 e4e5 c7b9"), 2) << drawByRepetition;
        QTest::newRow("the same attacker unpinned chases")
            << QStringLiteral("1n1k5/4r4/9/9/c3R4/8c/9/9/4A4/4K4 w - - 0 1")
            << repeated(QStringLiteral("e5e4 b9c7 e4e5 c7b9"), 2) << blackWinsChase;
        QTest::newRow("a pinned protector does not protect")
            << QStringLiteral("4k4/9/c3r4/9/9/9/1R7/4R4/9/3K5 w - - 0 1")
            << QStringLiteral("b3a3 ") + repeated(ChaseMoves, 2) << blackWinsChase;

        // Natural-move limit.
        const Verdict naturalMoveLimit { Outcome::Draw, EndReason::NaturalMoveLimit };
        const QString start120 = QStringLiteral(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 60");
        const QString start119 = QStringLiteral(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 118 60");
        QTest::newRow("120 plies without a capture") << start120 << "h2e2" << naturalMoveLimit;
        QTest::newRow("119 plies without a capture") << start119 << "h2e2" << ongoing;
        QTest::newRow("a capture on the 120th ply") << start120 << "b2b9" << ongoing;
        QTest::newRow("checks count toward the limit")
            << QStringLiteral("4k4/9/9/9/R8/9/9/9/9/5K3 w - - 119 60") << QStringLiteral("a5e5")
            << naturalMoveLimit;

        // Material.
        QTest::newRow("insufficient material")
            << QStringLiteral("3ak4/4N4/9/9/9/9/9/9/9/3K5 b - - 0 1") << QStringLiteral("d9e8")
            << Verdict { Outcome::Draw, EndReason::InsufficientMaterial };
        QTest::newRow("one soldier is enough material")
            << QStringLiteral("3ak4/4N4/9/9/9/9/P8/9/9/3K5 b - - 0 1") << QStringLiteral("d9e8")
            << ongoing;
    }

    void judge()
    {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(Verdict, expected);
        const auto board = play(fen, moves);
        QVERIFY(board);
        const Verdict verdict = RulesJudge::judge(*board);
        QCOMPARE(outcomeName(verdict.outcome), outcomeName(expected.outcome));
        QCOMPARE(RulesJudge::describe(verdict.reason), RulesJudge::describe(expected.reason));
    }

    void chase_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("expected");
        QTest::newRow("chariot on an unprotected cannon") << ChasedCannon << "b3a3"
                                                          << "a7";
        QTest::newRow("chariot on a protected cannon")
            << QStringLiteral("4k4/9/c7r/9/9/9/1R7/9/9/3K5 w - - 0 1") << "b3a3"
            << "";
        QTest::newRow("horse on a protected chariot")
            << QStringLiteral("1r6r/2N1k4/9/2N6/9/9/9/9/9/3K5 w - - 0 1") << "c8a7"
            << "b9";
        QTest::newRow("horse on a protected cannon")
            << QStringLiteral("1c6r/2N1k4/9/2N6/9/9/9/9/9/3K5 w - - 0 1") << "c8a7"
            << "";
        QTest::newRow("horse on an unprotected cannon")
            << QStringLiteral("1c7/2N1k4/9/2N6/9/9/9/9/9/3K5 w - - 0 1") << "c8a7"
            << "b9";
        QTest::newRow("chariot offering an exchange")
            << QStringLiteral("4k4/9/r8/9/9/9/1R7/9/9/3K5 w - - 0 1") << "b3a3"
            << "";
        QTest::newRow("the same stone attacked again")
            << QStringLiteral("4k4/9/c8/9/9/9/R8/9/9/3K5 w - - 0 1") << "a3a2"
            << "";
        QTest::newRow("discovered attack")
            << QStringLiteral("5k3/9/4c4/9/4N4/4R3c/9/9/9/3K5 w - - 0 1") << "e5g4"
            << "e7";
        QTest::newRow("pinned attacker")
            << QStringLiteral("1n1k5/4r4/9/9/c3R4/8c/9/9/9/4K4 w - - 0 1") << "e5e4"
            << "";
        QTest::newRow("unpinned attacker")
            << QStringLiteral("1n1k5/4r4/9/9/c3R4/8c/9/9/4A4/4K4 w - - 0 1") << "e5e4"
            << "i4";
        QTest::newRow("unpinning creates an attack")
            << QStringLiteral("1n1k5/4r4/9/9/c3R4/8c/9/9/9/3AK4 w - - 0 1") << "d0e1"
            << "a5";
        QTest::newRow("pinned protector")
            << QStringLiteral("4k4/9/c3r4/9/9/9/1R7/4R4/9/3K5 w - - 0 1") << "b3a3"
            << "a7";
        QTest::newRow("soldier attacking")
            << QStringLiteral("4k4/9/3c5/2P6/9/9/9/9/9/5K3 w - - 0 1") << "c6d6"
            << "";
        QTest::newRow("general attacking")
            << QStringLiteral("3k5/9/9/9/9/9/9/5n3/4Kn3/9 w - - 0 1") << "e1e2"
            << "";
        QTest::newRow("soldier on its own half")
            << QStringLiteral("4k4/9/9/p1p6/9/9/R8/9/9/3K5 w - - 0 1") << "a3c3"
            << "";
        QTest::newRow("soldier across the river")
            << QStringLiteral("4k4/9/9/9/9/p1p6/9/9/R8/3K5 w - - 0 1") << "a1c1"
            << "c4";
        QTest::newRow("a check is never a chase")
            << QStringLiteral("4k4/9/9/9/9/2R6/9/4c4/9/5K3 w - - 0 1") << "c4e4"
            << "";
    }

    void chase()
    {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(QString, expected);
        const auto board = play(fen, QString());
        QVERIFY(board);
        const auto m = Move::fromIccs(move.toStdString());
        QVERIFY(m && board->canMove(m->from(), m->to()));
        QStringList chased;
        for (Square s : chasedStones(*board, *m)) {
            chased << QString::fromStdString(squareName(s));
        }
        QCOMPARE(chased.join(u' '), expected);
    }

    void chaseTargetsOverManyPositions()
    {
        // Whatever the position: only enemy stones that may be chased, and never by a check.
        int chases = 0;
        for (const Board &board : xq::testing::variedPositions(1, 40)) {
            MoveList moves;
            board.generateLegal(moves);
            for (Move move : moves) {
                const SquareSet chased = chasedStones(board, move);
                Board after = board;
                after.makeMove(move);
                QVERIFY(chased.isEmpty() || !after.inCheck());
                chases += chased.isEmpty() ? 0 : 1;
                for (Square s : chased) {
                    const Stone target = after.stoneAt(s);
                    QVERIFY(target.belongsTo(after.sideToMove()));
                    QVERIFY(target.kind() != Kind::General);
                    QVERIFY(target.kind() != Kind::Soldier || !onOwnHalf(target.side(), s));
                }
            }
            if (RulesJudge::occurrences(board) == 1) {
                QCOMPARE(static_cast<int>(RulesJudge::repetition(board)),
                    static_cast<int>(RepetitionVerdict::None));
            }
        }
        QVERIFY(chases > 1000);
    }

    void repetition_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<RepetitionVerdict>("expected");
        using RV = RepetitionVerdict;
        const QString start = QString::fromLatin1(Board::StartFen.data());
        const QString checks = QStringLiteral("a5e5 ") + PerpetualCheckMoves;
        QTest::newRow("no repetition") << start << QStringLiteral("b0c2 b9c7 c2b0") << RV::None;
        QTest::newRow("not across a null move")
            << start << QStringLiteral("b0c2 0000 c2b0 0000") << RV::None;
        QTest::newRow("plain repetition")
            << start << QStringLiteral("b0c2 b9c7 c2b0 c7b9") << RV::Draw;
        QTest::newRow("perpetual check, checked side to move")
            << CheckingChariot << checks << RV::SideToMoveWins;
        QTest::newRow("perpetual check, checking side to move")
            << CheckingChariot << checks + QStringLiteral(" e9d9") << RV::SideToMoveLoses;
        QTest::newRow("mutual perpetual check") << MutualCheck << MutualCheckMoves << RV::Draw;
        QTest::newRow("perpetual chase, chased side to move")
            << ChasedChariot << HorseChaseMoves << RV::SideToMoveWins;
        QTest::newRow("perpetual chase, chasing side to move")
            << ChasedChariot << HorseChaseMoves + QStringLiteral(" a9b9") << RV::SideToMoveLoses;
    }

    void repetition()
    {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(RepetitionVerdict, expected);
        const auto board = play(fen, moves);
        QVERIFY(board);
        QCOMPARE(static_cast<int>(RulesJudge::repetition(*board)), static_cast<int>(expected));
    }

    void judgeAtTheSecondOccurrence()
    {
        const auto board = play(CheckingChariot, QStringLiteral("a5e5 ") + PerpetualCheckMoves);
        QVERIFY(board);
        QCOMPARE(RulesJudge::occurrences(*board), 2);
        QVERIFY(!RulesJudge::judge(*board).isOver());
        const Verdict verdict = RulesJudge::judge(*board, 2);
        QCOMPARE(outcomeName(verdict.outcome), outcomeName(Outcome::BlackWins));
        QVERIFY(verdict.reason == EndReason::PerpetualCheck);
    }

    void occurrences()
    {
        const auto board = play(ChasedCannon, QStringLiteral("b3a3 ") + repeated(ChaseMoves, 2));
        QVERIFY(board);
        QCOMPARE(RulesJudge::occurrences(*board), 3);
    }

    void describeEveryReason()
    {
        QSet<QString> texts;
        for (int r = 0; r <= static_cast<int>(EndReason::Resignation); ++r) {
            const std::string text = RulesJudge::describe(static_cast<EndReason>(r));
            QVERIFY(!text.empty());
            texts.insert(QString::fromStdString(text));
        }
        QCOMPARE(texts.size(), static_cast<int>(EndReason::Resignation) + 1);
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
