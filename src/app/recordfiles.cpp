#include "recordfiles.h"

#include "game.h"

#include "core/records.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>

namespace {

xq::GameResult resultOf(const xq::Verdict &verdict)
{
    switch (verdict.outcome) {
    case xq::Outcome::RedWins: return xq::GameResult::RedWins;
    case xq::Outcome::BlackWins: return xq::GameResult::BlackWins;
    case xq::Outcome::Draw: return xq::GameResult::Draw;
    case xq::Outcome::Ongoing: break;
    }
    return xq::GameResult::Unknown;
}

} // namespace

std::optional<QString> RecordFiles::save(const Game &game, const QString &path,
                                         xq::Notation notation)
{
    xq::GameTree tree(game.startBoard());
    xq::NodeId node = xq::GameTree::Root;
    for (const xq::Move move : game.record()) {
        node = tree.addMove(node, move, xq::AddMode::MainLine).value();
    }
    tree.tags().set("Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString());
    tree.tags().set("Site", QCoreApplication::applicationName().toStdString());
    if (game.ply() == game.length()) {
        tree.setResult(resultOf(game.verdict()));
    }
    const auto error = xq::saveRecord(tree, QFile::encodeName(path).toStdString(), {notation});
    if (error) {
        return QString::fromStdString(*error);
    }
    return std::nullopt;
}

xq::Result<SavedGame> RecordFiles::load(const QString &path)
{
    auto tree = xq::loadRecord(QFile::encodeName(path).toStdString());
    if (!tree) {
        return xq::Result<SavedGame>::failure(tree.error());
    }
    return SavedGame{tree->startBoard(), tree->movesTo(tree->lastInLine(xq::GameTree::Root)),
                     PlayMode::TwoPlayers};
}

QString RecordFiles::fileFilter()
{
    return QCoreApplication::translate("RecordFiles",
                                       "Game records (*.pgn *.xqf *.ubb *.txt *.fen);;All files (*)");
}
