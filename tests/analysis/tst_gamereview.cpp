// The game review: the marks for losses around the thresholds, scores for people, and a review
// with the built-in engine of a game with a known blunder (a chariot left to a cannon), which
// must be marked ?? with the engine's better move as a variation, and nothing else as a blunder.

#include "analysis/builtinanalysisengine.h"
#include "analysis/gamereview.h"
#include "analysis/reviewscores.h"

#include "core/notation.h"
#include "reviewgames.h"

#include <QTest>

using reviewgames::blunderGame;

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void marks_data()
    {
        QTest::addColumn<int>("loss");
        QTest::addColumn<int>("mark");
        QTest::newRow("none") << 0 << int(xq::MoveMark::None);
        QTest::newRow("just under an inaccuracy") << 49 << int(xq::MoveMark::None);
        QTest::newRow("inaccuracy") << 50 << int(xq::MoveMark::Inaccuracy);
        QTest::newRow("mistake") << 100 << int(xq::MoveMark::Mistake);
        QTest::newRow("a blunder's loss within the margin") << 250 << int(xq::MoveMark::Mistake);
        QTest::newRow("just under a sure blunder") << 349 << int(xq::MoveMark::Mistake);
        QTest::newRow("blunder") << 350 << int(xq::MoveMark::Blunder);
    }

    void marks()
    {
        QFETCH(int, loss);
        QFETCH(int, mark);
        QCOMPARE(int(xq::markFor(loss, xq::ReviewThresholds {})), mark);
    }

    void scores_data()
    {
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("text");
        QTest::newRow("pawns") << 125 << "+1.25";
        QTest::newRow("negative") << -40 << "-0.40";
        QTest::newRow("Red mates in 3") << xq::mateScore(3) << "#3";
        QTest::newRow("Red is mated in 2") << xq::mateScore(-2) << "#-2";
    }

    void scores()
    {
        QFETCH(int, score);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(xq::formatScore(score)), text);
    }

    void lossFromOneSearch_data()
    {
        // Scores are Red's view; ply 0 is Red's h2e2, ply 1 Black's b9c7.
        QTest::addColumn<int>("ply");
        QTest::addColumn<bool>("compared");
        QTest::addColumn<int>("best"); ///< compared: the best move's score; else the score before
        QTest::addColumn<int>("played"); ///< compared: the played move's; else the score after
        QTest::addColumn<int>("loss");
        QTest::newRow("compared, Red loses 300") << 0 << true << 50 << -250 << 300;
        QTest::newRow("compared, Black loses 300") << 1 << true << -100 << 200 << 300;
        QTest::newRow("compared, played scores better") << 0 << true << 0 << 30 << 0;
        QTest::newRow("compared, a mate missed is capped")
            << 0 << true << xq::mateScore(3) << 0 << xq::ReviewScoreCap;
        QTest::newRow("no comparison: before and after") << 0 << false << 50 << -60 << 110;
        QTest::newRow("no comparison, Black") << 1 << false << 20 << 90 << 70;
    }

    void lossFromOneSearch()
    {
        QFETCH(int, ply);
        QFETCH(bool, compared);
        QFETCH(int, best);
        QFETCH(int, played);
        QFETCH(int, loss);
        const xq::GameTree game = reviewgames::gameOf({ "h2e2", "b9c7" });
        xq::GameReview review;
        review.positions.resize(3);
        // The positions' own scores say nothing was lost unless the row says otherwise: the
        // comparison, when there is one, must be what decides.
        const auto at = static_cast<std::size_t>(ply);
        review.positions[at].best = xq::Move(xq::makeSquare(0, 0), xq::makeSquare(0, 1));
        if (compared) {
            review.positions[at].compared = xq::ComparedMoves { best, played, 12 };
        } else {
            review.positions[at].redScore = best;
            review.positions[at + 1].redScore = played;
        }
        xq::judgeMoves(game, review, xq::ReviewThresholds {});
        QCOMPARE(int(review.moves.size()), 2);
        QCOMPARE(review.moves[at].lossCp, loss);
        QCOMPARE(review.moves[at].mark, xq::markFor(loss, xq::ReviewThresholds {}));
    }

    void engineMoveLosesNothing()
    {
        const xq::GameTree game = reviewgames::gameOf({ "h2e2" });
        xq::GameReview review;
        review.positions.resize(2);
        review.positions[0].best = game.move(game.mainLine()[0]);
        review.positions[0].redScore = 300;
        review.positions[1].redScore = -300;
        xq::judgeMoves(game, review, xq::ReviewThresholds {});
        QCOMPARE(review.moves[0].lossCp, 0);
    }

    /// The comment on a mistake and the engine's line beside it give the better move one score:
    /// the one the two moves were compared with, not the first search's.
    void commentAndLineAgree()
    {
        xq::GameTree game = reviewgames::gameOf({ "h2e2" });
        const xq::NodeId played = game.mainLine()[0];
        const xq::Move better = *xq::Move::fromIccs("b2e2");
        xq::GameReview review;
        review.positions.resize(2);
        review.positions[0].best = better;
        review.positions[0].pv = { better };
        review.positions[0].redScore = -141; // the first search, shorter
        review.positions[0].compared = xq::ComparedMoves { -315, -726, 14 };
        review.positions[1].redScore = -700;
        review.moves = { xq::MoveReview { played, 411, xq::MoveMark::Blunder } };
        xq::annotateGame(game, review, xq::Notation::Iccs);
        const std::string comment = game.comment(played);
        const std::string betterScore = xq::formatScore(-315);
        QVERIFY2(comment.find("Better: b2e2 (" + betterScore + ")") != std::string::npos,
            comment.c_str());
        const xq::NodeId line = game.findChild(game.parent(played), better);
        QVERIFY2(game.comment(line).starts_with("Engine: " + betterScore + " "),
            game.comment(line).c_str());
    }

    /// The scores written into a record come back from it, mates included, and replace those
    /// of an earlier review; the comments keep their words.
    void reviewScoresStayInTheRecord()
    {
        xq::GameTree game = reviewgames::gameOf({ "h2e2", "h9g7", "h0g2" });
        QVERIFY(!xq::readReviewScores(game));
        game.setComment(game.mainLine()[1], "A good answer");
        xq::writeReviewScores(game, { 0, 35, -120, 500 });
        xq::writeReviewScores(game, { 10, 45, -1234, xq::mateScore(3) });
        QCOMPARE(xq::readReviewScores(game),
            std::optional(std::vector<int> { 10, 45, -1234, xq::mateScore(3) }));
        QCOMPARE(game.comment(game.mainLine()[1]), std::string("[%eval -12.34] A good answer"));
        QCOMPARE(game.comment(game.mainLine()[2]), std::string("[%eval #3]"));
        xq::writeReviewScores(game, { 0, -xq::mateScore(2) });
        QCOMPARE(game.comment(game.mainLine()[0]), std::string("[%eval #-2]"));
        // A move without a score: no graph to show.
        game.setComment(game.mainLine()[2], "");
        QVERIFY(!xq::readReviewScores(game));
    }

    void reviewFindsTheBlunder()
    {
        xq::GameTree game = blunderGame();
        xq::BuiltinAnalysisEngine engine(16);
        QVERIFY(engine.start().ok());
        std::atomic<bool> cancel { false };
        std::vector<int> progress;
        const xq::GameReview review
            = xq::reviewGame(game, engine, 200, cancel, [&progress](int done, int total) {
                  QCOMPARE(total, 6);
                  progress.push_back(done);
              });
        QVERIFY(review.error.empty());
        QVERIFY(!review.cancelled);
        QCOMPARE(progress, (std::vector<int> { 1, 2, 3, 4, 5, 6 }));
        QCOMPARE(int(review.positions.size()), 6);
        QCOMPARE(int(review.moves.size()), 5);
        const std::vector<xq::NodeId> line = game.mainLine();
        for (int i = 0; i < 5; ++i) {
            const bool blunder = i == 2;
            QVERIFY2((review.moves[i].mark == xq::MoveMark::Blunder) == blunder,
                qPrintable(QStringLiteral("move %1 lost %2").arg(i).arg(review.moves[i].lossCp)));
        }
        QVERIFY(review.moves[2].lossCp >= 250);
        // The blunder and the engine's move were scored side by side in one search, and the
        // loss is their difference.
        const auto &compared = review.positions[2].compared;
        QVERIFY(compared.has_value());
        QCOMPARE(review.moves[2].lossCp, compared->bestRedScore - compared->playedRedScore);
        // After the blunder Black is clearly better (a cannon for a soldier).
        QVERIFY(review.positions[3].redScore < -200);

        xq::annotateGame(game, review, xq::Notation::Iccs);
        const xq::NodeId blunder = line[2];
        QCOMPARE(game.nag(blunder), xq::markNag(xq::MoveMark::Blunder));
        QVERIFY2(game.comment(blunder).starts_with("Blunder ("), game.comment(blunder).c_str());
        const xq::NodeId parent = game.parent(blunder);
        QCOMPARE(int(game.children(parent).size()), 2); // the move played, then the better one
        const xq::NodeId better = game.children(parent)[1];
        QCOMPARE(game.move(better), review.positions[2].best);
        QVERIFY(game.comment(better).starts_with("Engine: "));
        QVERIFY(game.mainLine() == line); // the main line is the game, unchanged
    }

    void cancelStopsTheReview()
    {
        const xq::GameTree game = blunderGame();
        xq::BuiltinAnalysisEngine engine(16);
        std::atomic<bool> cancel { false };
        const xq::GameReview review = xq::reviewGame(
            game, engine, 100, cancel, [&cancel](int done, int) { cancel = done >= 2; });
        QVERIFY(review.cancelled);
        QCOMPARE(int(review.positions.size()), 2);
        QVERIFY(review.moves.empty());
    }
};

QTEST_GUILESS_MAIN(TestGameReview)
#include "tst_gamereview.moc"
