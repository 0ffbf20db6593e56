#include "app/xiangqi/analysis/chessclocks.h"

#include "core/rulesjudge.h"
#include "records/embeddedcommand.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTimer>

#include <chrono>

namespace {
constexpr int TickMs = 100;

qint64 steadyNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
} // namespace

ChessClocks::ChessClocks(const xq::match::TimeControl &control, QObject *parent, Now now)
    : QObject(parent),
      m_control(control), m_clocks { xq::match::GameClock(control), xq::match::GameClock(control) },
      m_now(now ? std::move(now) : Now(steadyNowMs)), m_tick(new QTimer(this))
{
    m_tick->setInterval(TickMs);
    connect(m_tick, &QTimer::timeout, this, [this] {
        check();
        emit changed();
    });
}

std::optional<xq::match::TimeControl> ChessClocks::parse(const QString &text)
{
    const std::string value = text.trimmed().toStdString();
    xq::match::TimeControl control;
    const bool perMove = value.starts_with("st=");
    const auto applied = control.apply(perMove ? "st" : "tc", perMove ? value.substr(3) : value);
    if (!applied || !*applied || (!control.baseMs && !control.moveTimeMs)) {
        return std::nullopt;
    }
    return control;
}

void ChessClocks::resume(xq::Side side, qint64 remainingMs, int movesMade)
{
    m_clocks[xq::index(side)].resume(remainingMs, movesMade);
    m_movesMade[xq::index(side)] = movesMade;
    emit changed();
}

void ChessClocks::stop()
{
    m_tick->stop();
    m_started = false;
    emit changed();
}

void ChessClocks::start(xq::Side toMove, bool paused)
{
    m_toMove = toMove;
    m_turnStart = m_now();
    m_banked = 0;
    m_started = true;
    m_paused = paused;
    m_tick->start();
    emit changed();
}

qint64 ChessClocks::runningMs() const
{
    return m_banked + (m_paused || !m_started ? 0 : m_now() - m_turnStart);
}

qint64 ChessClocks::remainingMs(xq::Side side) const
{
    if (m_flagged == side) {
        return 0;
    }
    const xq::match::GameClock &clock = m_clocks[xq::index(side)];
    const qint64 base = clock.remainingMs().value_or(m_control.moveTimeMs.value_or(0));
    const qint64 used = side == m_toMove && isRunning() ? runningMs() : 0;
    return std::max<qint64>(0, base - used);
}

bool ChessClocks::moveMade()
{
    if (!isRunning()) {
        return false;
    }
    const int mover = xq::index(m_toMove);
    if (!m_clocks[mover].charge(runningMs())) {
        m_flagged = m_toMove;
        m_tick->stop();
        emit flagFell(m_toMove);
        return false;
    }
    ++m_movesMade[mover];
    m_toMove = xq::opposite(m_toMove);
    m_turnStart = m_now();
    m_banked = 0;
    emit changed();
    return true;
}

void ChessClocks::setPaused(bool paused)
{
    if (!isRunning() || paused == m_paused) {
        return;
    }
    if (paused) {
        m_banked = runningMs();
    } else {
        m_turnStart = m_now();
    }
    m_paused = paused;
    emit changed();
}

void ChessClocks::check()
{
    if (isRunning() && !m_paused && remainingMs(m_toMove) + m_control.marginMs <= 0) {
        m_flagged = m_toMove;
        m_tick->stop();
        emit flagFell(m_toMove);
    }
}

xq::client::SearchLimits ChessClocks::engineLimits() const
{
    xq::client::SearchLimits limits
        = xq::match::searchLimits(m_control, m_clocks[xq::index(xq::Side::Red)],
            m_clocks[xq::index(xq::Side::Black)], m_movesMade[xq::index(m_toMove)]);
    // The running side's clock is counted down to this moment.
    if (m_control.baseMs) {
        (m_toMove == xq::Side::Red ? limits.redTimeMs : limits.blackTimeMs) = remainingMs(m_toMove);
    }
    return limits;
}

QString ChessClocks::tagText() const
{
    return QString::fromStdString(m_control.describe());
}

namespace {
const char *const RunningClockTag = "ClockToMove";

/// "0:09:55": H:MM:SS, as %clk writes a clock.
QString clockText(qint64 remainingMs)
{
    const qint64 seconds = remainingMs / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

/// The time of an H:MM:SS clock at the start of `text` ("0:09:55", "0:09:55.3").
std::optional<qint64> readClockText(const QString &text)
{
    static const QRegularExpression clock(QStringLiteral(R"(^\s*(\d+):(\d\d):(\d\d))"));
    const QRegularExpressionMatch match = clock.match(text);
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    const qint64 seconds = match.captured(1).toLongLong() * 3600
        + match.captured(2).toLongLong() * 60 + match.captured(3).toLongLong();
    return seconds * 1000;
}
} // namespace

QString ChessClocks::clockComment(qint64 remainingMs)
{
    return QStringLiteral("[%clk %1]").arg(clockText(remainingMs));
}

void ChessClocks::noteRunningClock(xq::GameTree &tree) const
{
    if (isRunning()) {
        tree.tags().set(RunningClockTag, clockText(remainingMs(m_toMove)).toStdString());
    } else {
        tree.tags().remove(RunningClockTag);
    }
}

std::optional<qint64> ChessClocks::runningClock(const xq::GameTree &tree)
{
    return readClockText(QString::fromStdString(tree.tags().value(RunningClockTag)));
}

QString ChessClocks::displayText(qint64 remainingMs)
{
    if (remainingMs < 10000) {
        return QStringLiteral("0:%1.%2")
            .arg(remainingMs / 1000, 2, 10, QLatin1Char('0'))
            .arg(remainingMs / 100 % 10);
    }
    const qint64 seconds = remainingMs / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

xq::GameResult ChessClocks::flagResult(const xq::Board &board, xq::Side flagged)
{
    switch (xq::RulesJudge::timeForfeit(board, flagged).outcome) {
    case xq::Outcome::RedWins: return xq::GameResult::RedWins;
    case xq::Outcome::BlackWins: return xq::GameResult::BlackWins;
    case xq::Outcome::Draw:
    case xq::Outcome::Ongoing: break;
    }
    return xq::GameResult::Draw;
}

std::optional<qint64> ChessClocks::readClockComment(const QString &comment)
{
    const auto value = xq::embeddedCommandValue(comment.toStdString(), "clk");
    return value ? readClockText(QString::fromStdString(*value)) : std::nullopt;
}
