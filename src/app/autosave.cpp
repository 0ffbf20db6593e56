#include "autosave.h"

#include "game.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

namespace {
const QByteArray StartKey = "start ";
const QByteArray MovesKey = "moves ";
const QByteArray ModeKey = "mode ";
}

AutoSave::AutoSave(QString filePath) : m_path(std::move(filePath))
{
    m_writer.setMaxThreadCount(1);
}

AutoSave::~AutoSave()
{
    flush();
}

void AutoSave::flush()
{
    m_writer.waitForDone();
}

void AutoSave::save(const Game &game, PlayMode mode)
{
    if (game.length() == 0 || game.isOver()) {
        clear();
        return;
    }
    QByteArrayList moves;
    for (const xq::Move move : game.record()) {
        moves << QByteArray::fromStdString(move.toIccs());
    }
    write(StartKey + QByteArray::fromStdString(game.startBoard().fen()) + '\n' + MovesKey
          + moves.join(' ') + '\n' + ModeKey + QByteArray::number(static_cast<int>(mode)) + '\n');
}

void AutoSave::clear()
{
    write({});
}

void AutoSave::write(QByteArray contents)
{
    if (contents == m_last) {
        return;
    }
    m_last = contents;
    m_writer.start([path = m_path, contents] {
        if (contents.isEmpty()) {
            QFile::remove(path);
            return;
        }
        QDir().mkpath(QFileInfo(path).absolutePath());
        QSaveFile file(path); // all or nothing: a crash mid-write keeps the previous save
        if (file.open(QIODevice::WriteOnly)) {
            file.write(contents);
            file.commit();
        }
    });
}

std::optional<SavedGame> AutoSave::load() const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    QByteArray fen;
    QByteArrayList words;
    int mode = 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(StartKey)) {
            fen = line.mid(StartKey.size());
        } else if (line.startsWith(MovesKey)) {
            words = line.mid(MovesKey.size()).split(' ');
        } else if (line.startsWith(ModeKey)) {
            mode = line.mid(ModeKey.size()).toInt();
        }
    }
    words.removeAll(QByteArray());
    auto start = xq::Board::fromFen(fen.toStdString());
    if (!start || words.isEmpty()) {
        return std::nullopt;
    }
    SavedGame saved{*start, {}, mode >= 0 && mode <= 3 ? static_cast<PlayMode>(mode) : PlayMode::Red};
    xq::Board board = *start;
    for (const QByteArray &word : words) {
        const auto move = xq::Move::fromIccs(word.toStdString());
        if (!move || !board.canMove(move->from(), move->to())) {
            return std::nullopt; // a damaged save is not worth offering
        }
        board.makeMove(*move);
        saved.moves.push_back(*move);
    }
    return saved;
}
